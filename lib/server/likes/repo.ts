import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { likes, matches, photos, profiles, users } from '@/lib/server/db/schema';

export type PairRow = {
  id: number;
  status: string;
  siteId: number | null;
  userId: number | null;
  name: string;
};

/**
 * Locks both profile rows of a pair in id order (SELECT … FOR NO KEY UPDATE) for the rest of
 * the transaction and returns them. Every transaction that changes likes, matches or blocks
 * between two profiles takes this lock first, so "is the other like there?" cannot miss a like
 * committed in parallel (READ COMMITTED), and the fixed order cannot deadlock. NO KEY UPDATE
 * leaves foreign-key checks (KEY SHARE) of unrelated inserts unblocked.
 */
export async function lockPair(tx: Tx, a: number, b: number): Promise<Map<number, PairRow>> {
  const rows = await tx
    .select({
      id: profiles.id,
      status: profiles.status,
      siteId: profiles.siteId,
      userId: profiles.userId,
      name: profiles.name,
    })
    .from(profiles)
    .where(inArray(profiles.id, [a, b]))
    .orderBy(profiles.id)
    .for('no key update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Inserts the like unless it exists; true when this call created it. */
export async function insertLike(tx: Tx, likerId: number, likedId: number, source: string): Promise<boolean> {
  const rows = await tx
    .insert(likes)
    .values({ likerId, likedId, source })
    .onConflictDoNothing()
    .returning({ likerId: likes.likerId });
  return rows.length > 0;
}

export async function deleteLike(tx: Tx, likerId: number, likedId: number): Promise<boolean> {
  const rows = await tx
    .delete(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .returning({ likerId: likes.likerId });
  return rows.length > 0;
}

export async function likeExists(db: Db | Tx, likerId: number, likedId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .limit(1);
  return rows.length > 0;
}

const ordered = (a: number, b: number) => (a < b ? [a, b] : [b, a]);

/** The pair's one match row (profile_a < profile_b); nothing when it exists already. */
export async function insertMatch(tx: Tx, a: number, b: number): Promise<void> {
  const [profileA, profileB] = ordered(a, b);
  await tx.insert(matches).values({ profileA, profileB }).onConflictDoNothing();
}

export async function deleteMatch(tx: Tx, a: number, b: number): Promise<void> {
  const [profileA, profileB] = ordered(a, b);
  await tx.delete(matches).where(and(eq(matches.profileA, profileA), eq(matches.profileB, profileB)));
}

export async function matchExists(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const [profileA, profileB] = ordered(a, b);
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(matches)
    .where(and(eq(matches.profileA, profileA), eq(matches.profileB, profileB)))
    .limit(1);
  return rows.length > 0;
}

/** Both directions and the match of a pair in one round trip. */
export async function pairState(db: Db | Tx, viewer: number, target: number) {
  const [profileA, profileB] = ordered(viewer, target);
  const rows = await db
    .select({
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.likerId} = ${viewer} and ${likes.likedId} = ${target})`,
      likedBy: sql<boolean>`exists (select 1 from ${likes} where ${likes.likerId} = ${target} and ${likes.likedId} = ${viewer})`,
      likedByNew: sql<boolean>`exists (select 1 from ${likes} where ${likes.likerId} = ${target} and ${likes.likedId} = ${viewer} and ${likes.isNew})`,
      match: sql<boolean>`exists (select 1 from ${matches} where ${matches.profileA} = ${profileA} and ${matches.profileB} = ${profileB})`,
    })
    .from(sql`(select 1) as one`);
  return rows[0];
}

/** like_new → false for one like the viewer received; true when it was new. */
export async function clearLikeNew(
  db: Db | Tx,
  viewerProfileId: number,
  likerProfileId: number,
): Promise<boolean> {
  const rows = await db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.likerId, likerProfileId), eq(likes.likedId, viewerProfileId), eq(likes.isNew, true)))
    .returning({ likerId: likes.likerId });
  return rows.length > 0;
}

/** Card fields and the main photo (thumbnail, when active) of the given profiles, any order. */
export async function profileSummaries(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      birthDate: profiles.birthDate,
      country: profiles.country,
      city: profiles.city,
      isFictional: profiles.isFictional,
      premium: sql<boolean>`coalesce(${users.paidUser}, false)`,
      thumb: sql<string | null>`case when ${photos.status} = 'active' then ${photos.thumbFilename} end`,
    })
    .from(profiles)
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(inArray(profiles.id, ids));
}
