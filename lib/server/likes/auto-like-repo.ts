import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { likes, photos, profiles } from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/service';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';

/** Auto-likes the member's profile received since `since`: how many and the newest. */
export async function autoLikesSince(db: Db | Tx, me: number, since: Date) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${likes.createdAt})` })
    .from(likes)
    .where(and(eq(likes.likedId, me), gt(likes.createdAt, since), eq(likes.source, 'auto')));
  return { count: Number(rows[0].n), last: rows[0].last ? new Date(rows[0].last) : null };
}

/**
 * One random fictional profile that could like the member: visible on the site, with an active
 * main photo, of the wanted gender (null: any) and the member's country, not blocked either
 * way and not liking the member already. The candidates are a few hundred fictional profiles
 * per country and gender (profiles_search_idx), so random() over them is cheap.
 */
export async function pickAutoLiker(
  db: Db | Tx,
  siteId: number,
  me: number,
  filter: { gender: string | null; country: string },
): Promise<number | undefined> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
    .where(
      and(
        visibleProfileSql(siteId),
        eq(profiles.isFictional, true),
        isNull(profiles.userId),
        filter.gender ? eq(profiles.gender, filter.gender) : undefined,
        eq(profiles.country, filter.country),
        notBlockedSql(me, profiles.id),
        sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${profiles.id} and ${likes.likedId} = ${me})`,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  return rows[0]?.id;
}
