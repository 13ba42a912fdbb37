import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import { assertNotBlocked } from '@/lib/server/blocks/service';
import { ageOn } from '@/lib/server/profiles/service';
import type { Site } from '@/lib/server/sites/service';
import type { LikeProfile, LikeResult, LikeState } from '@/lib/schemas/likes';
import * as repo from './repo';

export type LikeSource = 'like' | 'swipe' | 'auto';

/**
 * Locks both profile rows of a pair (id order) for the rest of the transaction. Whoever changes
 * likes, matches or blocks between two profiles calls this first (blocking too), so a like
 * committed in parallel is never missed and never survives a block.
 */
export async function lockProfilePair(tx: Tx, a: number, b: number) {
  return repo.lockPair(tx, a, b);
}

type SummaryRow = Awaited<ReturnType<typeof repo.profileSummaries>>[number];

export function toLikeProfile(row: SummaryRow, cdnPrefix: string): LikeProfile {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthDate),
    country: row.country,
    city: row.city,
    is_fictional: row.isFictional,
    premium: Boolean(row.premium),
    main_image: row.thumb ? `${cdnPrefix}${row.thumb}` : null,
  };
}

/** LikeProfiles for ids, in the order of `ids` (missing ones skipped). */
export async function likeProfiles(db: Db | Tx, site: Site, ids: number[]): Promise<LikeProfile[]> {
  const rows = await repo.profileSummaries(db, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toLikeProfile(row, site.cdnPrefix)] : [];
  });
}

const visibleOn = (row: repo.PairRow | undefined, site: Site) =>
  Boolean(row && row.status === 'active' && (row.siteId === null || row.siteId === site.id));

/**
 * The liker likes the liked profile (idempotent: a second like changes nothing, not even
 * like_new). Refuses a self-like (422 like_self), a target that is missing, disabled or not on
 * this site (404 profile_not_found) and a block either way (403 blocked / you_blocked). When the
 * other like exists the pair's one match row is written in the same transaction; both profile
 * rows are locked first, so two members liking each other at the same moment see each other's
 * like and exactly one match row exists.
 */
export async function likeInTx(
  tx: Tx,
  site: Site,
  likerId: number,
  likedId: number,
  source: LikeSource,
): Promise<{ created: boolean; match: boolean }> {
  if (likerId === likedId) throw new AppError('like_self', 422);
  const pair = await repo.lockPair(tx, likerId, likedId);
  if (!pair.has(likerId)) throw notFound('profile_missing');
  if (!visibleOn(pair.get(likedId), site)) throw notFound('profile_not_found');
  await assertNotBlocked(tx, likerId, likedId);
  const created = await repo.insertLike(tx, likerId, likedId, source);
  const match = await repo.likeExists(tx, likedId, likerId);
  if (match) await repo.insertMatch(tx, likerId, likedId);
  return { created, match };
}

export async function likeProfile(
  db: Db,
  site: Site,
  likerProfileId: number,
  likedProfileId: number,
  source: LikeSource,
): Promise<LikeResult & { created: boolean }> {
  const { created, match } = await db.transaction((tx) =>
    likeInTx(tx, site, likerProfileId, likedProfileId, source),
  );
  const [profile] = await likeProfiles(db, site, [likedProfileId]);
  return { liked: true, match, created, profile };
}

/**
 * Takes a like back (idempotent) and with it the match. Allowed whatever the target's state (a
 * member may withdraw a like from a profile that was disabled or blocked since); 404 only for a
 * profile that does not exist.
 */
export async function unlikeProfile(
  db: Db,
  site: Site,
  likerProfileId: number,
  likedProfileId: number,
): Promise<LikeResult> {
  if (likerProfileId === likedProfileId) throw new AppError('like_self', 422);
  await db.transaction(async (tx) => {
    const pair = await repo.lockPair(tx, likerProfileId, likedProfileId);
    if (!pair.has(likedProfileId)) throw notFound('profile_not_found');
    await repo.deleteLike(tx, likerProfileId, likedProfileId);
    await repo.deleteMatch(tx, likerProfileId, likedProfileId);
  });
  const [profile] = await likeProfiles(db, site, [likedProfileId]);
  return { liked: false, match: false, profile };
}

/** The viewer has seen the like from likerProfileId: like_new → false. True when it was new. */
export async function markLikeSeen(
  db: Db | Tx,
  viewerProfileId: number,
  likerProfileId: number,
): Promise<boolean> {
  return repo.clearLikeNew(db, viewerProfileId, likerProfileId);
}

/** What a profile page shows about the pair: liked, liked by (and whether that is new), match. */
export async function likeState(
  db: Db | Tx,
  viewerProfileId: number | null,
  targetProfileId: number,
): Promise<LikeState> {
  if (viewerProfileId === null || viewerProfileId === targetProfileId)
    return { liked: false, liked_by: false, like_new: false, match: false };
  const s = await repo.pairState(db, viewerProfileId, targetProfileId);
  return {
    liked: Boolean(s.liked),
    liked_by: Boolean(s.likedBy),
    like_new: Boolean(s.likedByNew),
    match: Boolean(s.match),
  };
}
