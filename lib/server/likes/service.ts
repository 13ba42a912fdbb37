import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import { assertNotBlocked, blockState } from '@/lib/server/blocks/service';
import { ageOn } from '@/lib/server/profiles/service';
import type { Site } from '@/lib/server/sites/service';
import type { LikeProfile, LikeResult, LikeState } from '@/lib/schemas/likes';
import * as repo from './repo';
import { queueLikePush } from '@/lib/server/push/queue';
import { maybeNotifyLike } from './notice';

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
  // "New like" / "new match" to the liked member's devices, after commit by the push job.
  if (created)
    await queueLikePush(tx, { likedUserId: pair.get(likedId)?.userId ?? null, likerProfileId: likerId, match, source });
  // And the like mail with its one-click link, to an offline member (throttled in maybeNotifyLike).
  if (created)
    await maybeNotifyLike(tx, {
      site,
      likedUserId: pair.get(likedId)?.userId ?? null,
      likedName: pair.get(likedId)?.name ?? '',
      likerName: pair.get(likerId)?.name ?? '',
    });
  return { created, match };
}

/**
 * The pair's card as the profile view would show it to the viewer, or undefined: only a profile
 * the viewer may see (active, on this site, not blocking the viewer; one the viewer blocked is
 * still shown, so it can be unblocked or unliked). Read under the caller's pair lock, so a block
 * or status change cannot slip between the check and the answer.
 */
async function visibleLikeProfile(tx: Tx, site: Site, viewer: number, row: repo.PairRow | undefined) {
  if (!row || !visibleOn(row, site)) return undefined;
  if ((await blockState(tx, viewer, row.id)).blockedBy) return undefined;
  const [profile] = await likeProfiles(tx, site, [row.id]);
  return profile;
}

export async function likeProfile(
  db: Db,
  site: Site,
  likerProfileId: number,
  likedProfileId: number,
  source: LikeSource,
): Promise<LikeResult & { created: boolean }> {
  return db.transaction(async (tx) => {
    const { created, match } = await likeInTx(tx, site, likerProfileId, likedProfileId, source);
    // likeInTx refused every profile the viewer may not see, and its pair lock holds until
    // commit: the card is read under it, so the answer cannot show a profile hidden meanwhile.
    const [profile] = await likeProfiles(tx, site, [likedProfileId]);
    return { liked: true, match, created, profile };
  });
}

/**
 * Takes a like back (idempotent) and with it the match. Only for a profile the viewer may see,
 * by the profile view's rule (visibleLikeProfile). Any other id answers exactly like one that
 * does not exist (404 profile_not_found) and changes nothing: the answer never tells a disabled,
 * deleted, other-site or blocking profile from a missing one, nor carries its name, age, city
 * or photo (issue 9). Lists never show such profiles, so there is nothing to unlike there.
 */
export async function unlikeProfile(
  db: Db,
  site: Site,
  likerProfileId: number,
  likedProfileId: number,
): Promise<LikeResult> {
  if (likerProfileId === likedProfileId) throw new AppError('like_self', 422);
  return db.transaction(async (tx) => {
    const pair = await repo.lockPair(tx, likerProfileId, likedProfileId);
    const profile = await visibleLikeProfile(tx, site, likerProfileId, pair.get(likedProfileId));
    if (!profile) throw notFound('profile_not_found');
    await repo.deleteLike(tx, likerProfileId, likedProfileId);
    await repo.deleteMatch(tx, likerProfileId, likedProfileId);
    return { liked: false, match: false, profile };
  });
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
