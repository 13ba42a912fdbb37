import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { landerVariants, photos, profiles } from '@/lib/server/db/schema';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';

/** The site's variant row for a lander and slug: the locale's own first, else the one for every locale (''). */
export async function findVariant(db: Db, siteId: number, lander: string, slug: string, locale: string) {
  const rows = await db
    .select({ headline: landerVariants.headline, text: landerVariants.text, locale: landerVariants.locale })
    .from(landerVariants)
    .where(
      and(
        eq(landerVariants.siteId, siteId),
        eq(landerVariants.lander, lander),
        eq(landerVariants.slug, slug),
        inArray(landerVariants.locale, [locale, '']),
      ),
    )
    .orderBy(desc(landerVariants.locale))
    .limit(1);
  return rows[0];
}

/**
 * Profiles the site shows to anyone, with an approved main photo: the given country's first
 * (the visitor's, for "members near you"), then by recent activity.
 */
export async function findLanderProfiles(db: Db, siteId: number, country: string, limit: number) {
  return db
    .select({ profile: profiles, photo: photos })
    .from(profiles)
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(visibleProfileSql(siteId), eq(photos.status, 'active')))
    .orderBy(sql`(${profiles.country} = ${country}) desc`, desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
}

/** One profile for a member landing: visible on the site, with an approved main photo. */
export async function findLanderProfile(db: Db, siteId: number, profileId: number) {
  const rows = await db
    .select({ profile: profiles, photo: photos })
    .from(profiles)
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(visibleProfileSql(siteId), eq(photos.status, 'active'), eq(profiles.id, profileId)))
    .limit(1);
  return rows[0];
}
