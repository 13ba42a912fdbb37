import 'server-only';
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
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

export type ProfileRow = typeof profiles.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;

/** A member's own profile row (whatever its status). */
export async function findProfileByUserId(db: Db | Tx, userId: number): Promise<ProfileRow | undefined> {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0];
}

/** Every photo of a profile, oldest first (the member's own view: any status). */
export async function listProfilePhotos(db: Db | Tx, profileId: number): Promise<PhotoRow[]> {
  return db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.id));
}

export async function updateProfileColumns(
  db: Db | Tx,
  profileId: number,
  values: Partial<Omit<typeof profiles.$inferInsert, 'id' | 'userId' | 'siteId'>>,
): Promise<ProfileRow> {
  const rows = await db.update(profiles).set(values).where(eq(profiles.id, profileId)).returning();
  return rows[0];
}
