import 'server-only';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { photos, profiles } from '@/lib/server/db/schema';

/** Active profiles visible on a site that have an active main photo, most recently active first. */
export async function findRecentlyActive(db: Db, siteId: number, limit: number) {
  return db
    .select({ profile: profiles, photo: photos })
    .from(profiles)
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(
      and(
        eq(profiles.status, 'active'),
        eq(photos.status, 'active'),
        or(isNull(profiles.siteId), eq(profiles.siteId, siteId)),
      ),
    )
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
}
