import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { photos, profiles, users } from '@/lib/server/db/schema';
import type { PhotoRow, ProfileRow } from './repo';
import { visibleProfileSql } from './visibility';

/** Active photos by id (the main photos of a page of cards): one query per page. */
export async function activePhotosByIds(db: Db | Tx, ids: number[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(photos)
    .where(and(inArray(photos.id, ids), eq(photos.status, 'active')));
}

/** The owners among these users who are premium (paid_user). */
export async function premiumUserIds(db: Db | Tx, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.paidUser, true)));
  return new Set(rows.map((r) => r.id));
}

/** A profile's active photos, oldest first (what other members may ever see of it). */
export async function activePhotosOf(db: Db | Tx, profileId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.profileId, profileId), eq(photos.status, 'active')))
    .orderBy(asc(photos.id));
}

/** A profile other members may see on this site (active, this site or every site), or undefined. */
export async function findVisibleProfile(
  db: Db | Tx,
  siteId: number,
  id: number,
): Promise<ProfileRow | undefined> {
  const rows = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), visibleProfileSql(siteId)))
    .limit(1);
  return rows[0];
}
