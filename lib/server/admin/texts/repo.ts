import 'server-only';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { profiles, sites } from '@/lib/server/db/schema';

const inSites = (siteIds: number[] | null): SQL | undefined =>
  siteIds === null ? undefined : siteIds.length ? inArray(profiles.siteId, siteIds) : sql`false`;

/** Members' profiles whose name or about text changed since the last review, oldest change first. */
export async function listChangedTexts(db: Db, siteIds: number[] | null, limit: number, offset: number, userId?: number) {
  const where = and(
    isNotNull(profiles.textChangedAt),
    isNotNull(profiles.userId),
    inSites(siteIds),
    userId === undefined ? undefined : eq(profiles.userId, userId),
  );
  const rows = await db
    .select({
      profileId: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      about: profiles.about,
      status: profiles.status,
      siteId: profiles.siteId,
      siteName: sites.name,
      domain: sites.domain,
      changedAt: profiles.textChangedAt,
    })
    .from(profiles)
    .leftJoin(sites, eq(sites.id, profiles.siteId))
    .where(where)
    .orderBy(asc(profiles.textChangedAt), asc(profiles.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(where);
  return { rows, total: Number(count.n) };
}

export async function findProfileText(db: Db | Tx, profileId: number) {
  const rows = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      siteId: profiles.siteId,
      name: profiles.name,
      about: profiles.about,
      changedAt: profiles.textChangedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return rows[0];
}

/**
 * Ends the review with the given change (none: approved as is), only while the text is still the
 * one the moderator saw (text_changed_at unchanged, compared to the millisecond the page showed).
 */
export async function settleText(tx: Tx, profileId: number, seen: Date, change: { name?: string; about?: string }) {
  const rows = await tx
    .update(profiles)
    .set({ ...change, textChangedAt: null })
    .where(
      and(
        eq(profiles.id, profileId),
        sql`date_trunc('milliseconds', ${profiles.textChangedAt}) = ${seen.toISOString()}::timestamptz`,
      ),
    )
    .returning({ name: profiles.name, about: profiles.about });
  return rows[0];
}
