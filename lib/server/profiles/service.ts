import 'server-only';
import { getDb } from '@/lib/server/db/client';
import type { Site } from '@/lib/server/sites/service';
import type { ProfileCard } from '@/lib/schemas/profile';
import { findRecentlyActive } from './repo';

export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** Profile cards for the home page: who was active last, with a photo to show. */
export async function featuredProfiles(site: Site, limit = 12): Promise<ProfileCard[]> {
  const rows = await findRecentlyActive(await getDb(), site.id, limit);
  return rows.map(({ profile, photo }) => ({
    id: profile.id,
    name: profile.name,
    age: ageOn(profile.birthDate),
    country: profile.country,
    city: profile.city,
    is_fictional: profile.isFictional,
    main_image: { filename: photo.filename, thumb_filename: photo.thumbFilename, status: photo.status },
  }));
}
