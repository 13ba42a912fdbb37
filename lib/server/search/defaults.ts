import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { Settings } from '@/lib/schemas/settings';
import { findProfileByUserId } from '@/lib/server/profiles/repo';

/** A member's first search: the gender they look for (interest) and their own country. */
export async function searchDefaults(
  db: Db,
  userId: number | null,
  settings: Pick<Settings, 'geoip_selected_country' | 'countries'>,
): Promise<{ gender: string; country: string }> {
  const profile = userId === null ? undefined : await findProfileByUserId(db, userId);
  const gender = profile?.interest === 'men' ? 'male' : profile?.interest === 'women' ? 'female' : '';
  const own = profile?.country && settings.countries.includes(profile.country) ? profile.country : null;
  return { gender, country: own ?? settings.geoip_selected_country };
}
