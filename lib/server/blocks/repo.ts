import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/server/db/client';
import { blocks, likes, matches, profiles } from '@/lib/server/db/schema';

/**
 * NOT EXISTS a block either way between the viewer and the profile in `profileIdColumn`. Every
 * list of other members (search, likes, swipe deck, match finder, similar profiles, chats) adds
 * it to its WHERE. Both directions are answered by indexes: the primary key (blocker, blocked)
 * and blocks_blocked_idx. A logged-out viewer (null) has no blocks: the condition is TRUE.
 */
// The viewer may be a placeholder (sql.placeholder) in prepared statements.
export function notBlockedSql(viewerProfileId: number | SQL | null, profileIdColumn: AnyPgColumn | SQL): SQL {
  if (viewerProfileId === null) return sql`true`;
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerProfileId} and ${blocks.blockedId} = ${profileIdColumn}) or (${blocks.blockerId} = ${profileIdColumn} and ${blocks.blockedId} = ${viewerProfileId}))`;
}

export type BlockBetween = { blockerId: number; blockedId: number; blockerName: string };

/** The block rows between two profiles, either direction (0, 1 or 2 rows), with the blocker's name. */
export async function findBlocksBetween(db: Db | Tx, a: number, b: number): Promise<BlockBetween[]> {
  return db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId, blockerName: profiles.name })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockerId))
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    );
}

/** Inserts the block once; a repeated block changes nothing. */
export async function insertBlock(tx: Db | Tx, blockerId: number, blockedId: number): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Db | Tx, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockerId });
  return rows.length > 0;
}

/** Removes the likes both ways and the match between two profiles (blocking ends both). */
export async function deleteLikesAndMatch(tx: Db | Tx, a: number, b: number): Promise<void> {
  await tx
    .delete(likes)
    .where(
      or(and(eq(likes.likerId, a), eq(likes.likedId, b)), and(eq(likes.likerId, b), eq(likes.likedId, a))),
    );
  await tx
    .delete(matches)
    .where(and(eq(matches.profileA, Math.min(a, b)), eq(matches.profileB, Math.max(a, b))));
}

/** Ids of the profiles the viewer blocked, newest first (for a "blocked members" list). */
export async function listBlockedIds(db: Db | Tx, blockerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(sql`${blocks.createdAt} desc`);
  return rows.map((r) => r.id);
}
