import 'server-only';
import { lockPair } from '@/lib/server/likes/repo';
import { and, eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { profiles } from '@/lib/server/db/schema';
import { AppError, notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import type { Site } from '@/lib/server/sites/service';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';
import { actingProfileId, viewerFor } from '@/lib/server/profiles/viewer';
import type { BlockResult } from '@/lib/schemas/blocks';
import * as repo from './repo';

export { notBlockedSql } from './repo';

/** The block state between a viewer and a target profile, from the viewer's side. */
export type BlockState = {
  /** The target blocked the viewer: the viewer sees "You're blocked by {name}". */
  blockedBy: { name: string } | null;
  /** The viewer blocked the target (the viewer may still open the profile to unblock it). */
  blockedByMe: boolean;
};

export async function blockState(
  db: Db | Tx,
  viewerProfileId: number | null,
  targetProfileId: number,
): Promise<BlockState> {
  if (viewerProfileId === null || viewerProfileId === targetProfileId)
    return { blockedBy: null, blockedByMe: false };
  const rows = await repo.findBlocksBetween(db, viewerProfileId, targetProfileId);
  const theirs = rows.find((r) => r.blockerId === targetProfileId);
  return {
    blockedBy: theirs ? { name: theirs.blockerName } : null,
    blockedByMe: rows.some((r) => r.blockerId === viewerProfileId),
  };
}

export async function isBlockedEitherWay(db: Db | Tx, a: number, b: number): Promise<boolean> {
  return (await repo.findBlocksBetween(db, a, b)).length > 0;
}

/**
 * The check every action between two profiles runs first (like, chat, gift, photo, icebreaker):
 * - the target blocked the viewer → 403 `blocked` with `{ name }` of the blocker, so the client
 *   shows "You're blocked by {name}";
 * - the viewer blocked the target → 403 `you_blocked` with `{ name }` of the target, so the client
 *   can offer to unblock first.
 * When both blocked each other, `blocked` wins. A visitor (null) is never blocked.
 */
export async function assertNotBlocked(
  db: Db | Tx,
  viewerProfileId: number | null,
  targetProfileId: number,
): Promise<void> {
  if (viewerProfileId === null) return;
  const rows = await repo.findBlocksBetween(db, viewerProfileId, targetProfileId);
  if (rows.length === 0) return;
  const theirs = rows.find((r) => r.blockerId === targetProfileId);
  if (theirs) throw new AppError('blocked', 403, { name: theirs.blockerName });
  const [target] = await db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, targetProfileId));
  throw new AppError('you_blocked', 403, { name: target?.name ?? '' });
}

/**
 * POST /api/block.php: the member blocks a profile visible on the site. In one transaction the
 * block row is written and the likes both ways and their match are deleted, so neither side
 * keeps a like or match with the other. Blocking again changes nothing.
 */
export async function blockProfile(site: Site, user: UserRow, targetProfileId: number): Promise<BlockResult> {
  const db = await getDb();
  const me = actingProfileId(await viewerFor(db, user));
  if (me === targetProfileId) throw new AppError('block_self', 422);
  await db.transaction(async (tx) => {
    // The likes' pair lock: a like committing in parallel cannot slip past the delete below.
    await lockPair(tx, me, targetProfileId);
    // A profile that blocked the viewer can still be blocked back (e.g. from an old chat).
    const [target] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, targetProfileId), visibleProfileSql(site.id)));
    if (!target) throw notFound('profile_not_found');
    await repo.insertBlock(tx, me, targetProfileId);
    await repo.deleteLikesAndMatch(tx, me, targetProfileId);
  });
  return { profile_id: targetProfileId, blocked: true };
}

/** DELETE /api/block.php?profile_id=: lifts the member's own block; idempotent. Likes stay deleted. */
export async function unblockProfile(user: UserRow, targetProfileId: number): Promise<BlockResult> {
  const db = await getDb();
  const me = actingProfileId(await viewerFor(db, user));
  await repo.deleteBlock(db, me, targetProfileId);
  return { profile_id: targetProfileId, blocked: false };
}
