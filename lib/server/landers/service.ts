import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { ageOn } from '@/lib/server/profiles/service';
import type { Site } from '@/lib/server/sites/service';
import type { AnyLander } from './names';
import type { LanderCopy, LanderProfile } from '@/lib/schemas/lander';
import { findLanderProfile, findLanderProfiles, findVariant } from './repo';

/**
 * The copy of /landers/{lander}/{slug} in a locale: the site's variant for that locale, else its
 * variant for every locale; null when the site has none (the page then shows the default copy of
 * messages/*.json, the same for every slug, and points its canonical URL at the lander itself).
 */
export async function landerVariant(
  site: Pick<Site, 'id'>,
  lander: AnyLander,
  slug: string | undefined,
  locale: string,
): Promise<LanderCopy | null> {
  if (!slug) return null;
  const row = await findVariant(await getDb(), site.id, lander, slug, locale);
  return row ? { headline: row.headline, text: row.text } : null;
}

/**
 * Profiles for a lander: visible on the site to anyone, with an approved main photo, the
 * country's first (settings.geoip_selected_country: the visitor's country as the CDN tells it,
 * part of the page cache's key, so the cached page is right for everyone who gets it).
 */
export async function landerProfiles(
  site: Pick<Site, 'id'>,
  country: string,
  limit: number,
): Promise<LanderProfile[]> {
  const rows = await findLanderProfiles(await getDb(), site.id, country, limit);
  return rows.map(toLanderProfile);
}

/** The profile of a member landing (/members/{id}/landing…), or null when the site shows no such profile. */
export async function landerProfile(
  site: Pick<Site, 'id'>,
  profileId: number,
): Promise<LanderProfile | null> {
  if (!Number.isSafeInteger(profileId) || profileId < 1 || profileId > 2_147_483_647) return null;
  const row = await findLanderProfile(await getDb(), site.id, profileId);
  return row ? toLanderProfile(row) : null;
}

type ProfileWithPhoto = Awaited<ReturnType<typeof findLanderProfiles>>[number];

function toLanderProfile({ profile, photo }: ProfileWithPhoto): LanderProfile {
  return {
    id: profile.id,
    name: profile.name,
    age: ageOn(profile.birthDate),
    gender: profile.gender,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    isFictional: profile.isFictional,
    // A short pitch, not the whole text: landers show a line under the photo.
    about: profile.about.length > 140 ? `${profile.about.slice(0, 139).trimEnd()}…` : profile.about,
    photo: { filename: photo.filename, thumb: photo.thumbFilename, width: photo.width, height: photo.height },
  };
}
