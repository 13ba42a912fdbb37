import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import { assertNotBlocked } from '@/lib/server/blocks/service';
import { likeInTx, likeProfiles, lockProfilePair } from '@/lib/server/likes/service';
import { profileCards } from '@/lib/server/profiles/public';
import type { Site } from '@/lib/server/sites/service';
import {
  SWIPE_DECK_SIZE,
  type SwipeDeck,
  type SwipeDecision,
  type SwipeResult,
} from '@/lib/schemas/matching';
import { SWIPE_LIKES_PER_DAY, SWIPE_PASS_DAYS } from '@/lib/utils/constants';
import { swipeDayStart, swipeLikesLeft, swipeResetsAt } from '@/lib/utils/swipe-quota';
import { countSwipeLikesSince, findVisibleTarget, upsertSwipe } from './repo';
import { filterFor, rankedPage, tiersFor } from './ranking';
import { memberContext } from './service';

type Quota = { likes_left: number; limit: number; resets_at: string };

async function quotaOf(db: Db | Tx, me: number, now: Date): Promise<Quota> {
  const used = await countSwipeLikesSince(db, me, swipeDayStart(now));
  return {
    likes_left: swipeLikesLeft(used),
    limit: SWIPE_LIKES_PER_DAY,
    resets_at: swipeResetsAt(now).toISOString(),
  };
}

/**
 * GET /api/swipe.php: the next cards of the deck (the match finder's ranking without profiles
 * passed in the last SWIPE_PASS_DAYS days; liked ones never come back) and today's quota.
 */
export async function swipeDeck(site: Site, user: UserRow, now = new Date()): Promise<SwipeDeck> {
  const db = await getDb();
  const { me, viewer } = await memberContext(db, user);
  const filter = {
    ...filterFor(site.id, me, now),
    passedSince: new Date(now.getTime() - SWIPE_PASS_DAYS * 86_400_000),
  };
  const { rows } = await rankedPage(db, filter, tiersFor(me), null, SWIPE_DECK_SIZE);
  const [profiles, quota] = await Promise.all([profileCards(db, rows, viewer), quotaOf(db, me.id, now)]);
  return { profiles, ...quota };
}

/**
 * A like in the swipe game: at most SWIPE_LIKES_PER_DAY per UTC day. Both profile rows are
 * locked first (the likes service's pair lock, id order), so parallel swipes of one member queue
 * on their own row and each counts what the previous ones committed: with n likes left, exactly
 * n of any number of parallel requests succeed. The like itself is the likes service's, in the
 * same transaction (mutual → one match).
 */
async function swipeLike(db: Db, site: Site, me: number, targetId: number, now: Date) {
  return db.transaction(async (tx) => {
    await lockProfilePair(tx, me, targetId);
    const quota = await quotaOf(tx, me, now);
    if (quota.likes_left === 0)
      throw new AppError('swipe_limit', 429, { limit: quota.limit, resets_at: quota.resets_at });
    const { created, match } = await likeInTx(tx, site, me, targetId, 'swipe');
    // An existing like (given elsewhere) is not a new like: it costs nothing from the quota.
    if (created) await upsertSwipe(tx, me, targetId, 'like', now);
    // The match's card is read under the pair lock likeInTx checked visibility and blocks with.
    const profile = match ? ((await likeProfiles(tx, site, [targetId]))[0] ?? null) : null;
    return { match, profile };
  });
}

/** A pass: unlimited; the profile stays out of the deck for SWIPE_PASS_DAYS. */
async function swipePass(db: Db, site: Site, me: number, targetId: number, now: Date) {
  if (!(await findVisibleTarget(db, site.id, targetId))) throw notFound('profile_not_found');
  await assertNotBlocked(db, me, targetId);
  await upsertSwipe(db, me, targetId, 'pass', now);
}

/** POST /api/swipe.php */
export async function swipe(
  site: Site,
  user: UserRow,
  targetId: number,
  decision: SwipeDecision,
  now = new Date(),
): Promise<SwipeResult> {
  const db = await getDb();
  const { me } = await memberContext(db, user);
  if (targetId === me.id) throw new AppError('swipe_self', 422);
  let liked: Awaited<ReturnType<typeof swipeLike>> = { match: false, profile: null };
  if (decision === 'like') liked = await swipeLike(db, site, me.id, targetId, now);
  else await swipePass(db, site, me.id, targetId, now);
  const quota = await quotaOf(db, me.id, now);
  return { profile_id: targetId, decision, ...liked, ...quota };
}
