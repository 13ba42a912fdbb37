import 'server-only';
import { and, between, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { likes, photos, profiles, swipes } from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/service';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';
import type { ProfileRow } from '@/lib/server/profiles/repo';

/** Who is asking and what they accept: the filters every suggestion list shares (docs/matching.md). */
export type CandidateFilter = {
  siteId: number;
  /** The member's own profile id. */
  me: number;
  genders: string[];
  /** A candidate's interest must be null, 'both' or this (they look for the member's gender too). */
  interestIncluding: string;
  /** Birth dates, inclusive (YYYY-MM-DD). */
  bornFrom: string;
  bornTo: string;
  /** Swipe deck: leave out profiles the member passed on since this moment. */
  passedSince?: Date;
};

/** One index range: a country, optionally narrowed to a region or to everything but a region. */
export type Segment = { country: string; region?: string; notRegion?: string };

/**
 * Keyset position inside the activity order. `at` is last_active_at as fixed-width UTC text with
 * microseconds (a JS Date would drop them), so it sorts as a string and round-trips exactly.
 */
export type After = { at: string; id: number };

export type CandidateRow = { profile: ProfileRow; at: string };

function segmentSql(s: Segment): SQL {
  const conditions: (SQL | undefined)[] = [eq(profiles.country, s.country)];
  if (s.region !== undefined) conditions.push(eq(profiles.region, s.region));
  if (s.notRegion !== undefined)
    conditions.push(or(isNull(profiles.region), ne(profiles.region, s.notRegion)));
  return and(...conditions)!;
}

function filterSql(f: CandidateFilter): SQL {
  const conditions: SQL[] = [
    visibleProfileSql(f.siteId),
    ne(profiles.id, f.me),
    inArray(profiles.gender, f.genders),
    between(profiles.birthDate, f.bornFrom, f.bornTo),
    or(isNull(profiles.interest), eq(profiles.interest, 'both'), eq(profiles.interest, f.interestIncluding))!,
    notBlockedSql(f.me, profiles.id),
    sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${f.me} and ${likes.likedId} = ${profiles.id})`,
  ];
  if (f.passedSince) {
    conditions.push(
      sql`not exists (select 1 from ${swipes} where ${swipes.profileId} = ${f.me} and ${swipes.targetId} = ${profiles.id} and ${swipes.decision} = 'pass' and ${swipes.createdAt} > ${f.passedSince.toISOString()}::timestamptz)`,
    );
  }
  return and(...conditions)!;
}

/**
 * One page of candidates in one segment, most recently active first, after a keyset position.
 * The (status, country[, region], last_active_at, id) indexes give this order directly, so a
 * page reads about `limit` rows divided by the share the other filters keep. Returns the query
 * builder (await it for rows; the tests wrap it in EXPLAIN).
 */
export function candidatesInSegment(
  db: Db | Tx,
  filter: CandidateFilter,
  segment: Segment,
  after: After | null,
  limit: number,
) {
  const keyset = after
    ? sql`(${profiles.lastActiveAt}, ${profiles.id}) < (${after.at}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select({
      profile: profiles,
      at: sql<string>`to_char(${profiles.lastActiveAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(profiles)
    .innerJoin(photos, and(eq(photos.id, profiles.mainPhotoId), eq(photos.status, 'active')))
    .where(and(filterSql(filter), segmentSql(segment), keyset))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
}

/** Swipe likes the member gave since a moment (the start of the current day). */
export async function countSwipeLikesSince(db: Db | Tx, me: number, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(swipes)
    .where(and(eq(swipes.profileId, me), eq(swipes.decision, 'like'), gte(swipes.createdAt, since)));
  return Number(rows[0].n);
}

/** Records the member's latest decision on a profile (a new decision replaces an older one). */
export async function upsertSwipe(
  db: Db | Tx,
  me: number,
  targetId: number,
  decision: 'like' | 'pass',
  at: Date,
) {
  await db
    .insert(swipes)
    .values({ profileId: me, targetId, decision, createdAt: at })
    .onConflictDoUpdate({ target: [swipes.profileId, swipes.targetId], set: { decision, createdAt: at } });
}

/** A profile another member may see on this site, with whether it has an active main photo. */
export async function findVisibleTarget(db: Db | Tx, siteId: number, id: number) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), visibleProfileSql(siteId)))
    .limit(1);
  return rows[0];
}
