import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { photos, profiles, users } from '@/lib/server/db/schema';

export type PhotoRow = typeof photos.$inferSelect;

/**
 * Locks the member's profile row for the rest of the transaction (SELECT … FOR UPDATE), with
 * whether the member is premium: parallel uploads of one member queue here, so each counts
 * the photos the previous one committed.
 */
export async function lockProfileOf(tx: Tx, userId: number) {
  const rows = await tx
    .select({ profileId: profiles.id, mainPhotoId: profiles.mainPhotoId, paidUser: users.paidUser })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .for('update', { of: profiles })
    .limit(1);
  return rows[0];
}

export async function countPhotos(db: Db | Tx, profileId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(eq(photos.profileId, profileId));
  return Number(rows[0].n);
}

export async function insertPhoto(tx: Tx, values: typeof photos.$inferInsert): Promise<PhotoRow> {
  const rows = await tx.insert(photos).values(values).returning();
  return rows[0];
}

export async function setMainPhoto(db: Db | Tx, profileId: number, photoId: number | null): Promise<void> {
  await db.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.id, profileId));
}

export async function findPhotoOfProfile(db: Db | Tx, photoId: number, profileId: number) {
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)))
    .limit(1);
  return rows[0];
}

export async function deletePhotoRow(tx: Tx, photoId: number): Promise<void> {
  await tx.delete(photos).where(eq(photos.id, photoId));
}

/** The oldest active photo of a profile: the new main photo after the main one is deleted. */
export async function firstActivePhoto(tx: Tx, profileId: number) {
  const rows = await tx
    .select()
    .from(photos)
    .where(and(eq(photos.profileId, profileId), eq(photos.status, 'active')))
    .orderBy(asc(photos.id))
    .limit(1);
  return rows[0];
}

export async function listPendingPhotos(db: Db) {
  return db.select().from(photos).where(eq(photos.status, 'pending')).orderBy(asc(photos.id));
}

/** File names of every photo of a user's profile (for the purge, which removes the files). */
export async function photoFilesOfUser(
  db: Db | Tx,
  userId: number,
): Promise<{ filename: string; thumbFilename: string }[]> {
  return db
    .select({ filename: photos.filename, thumbFilename: photos.thumbFilename })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .where(eq(profiles.userId, userId));
}
