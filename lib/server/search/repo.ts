import 'server-only';
import { and, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { profiles } from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/repo';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';
import type { ProfileRow } from '@/lib/server/profiles/repo';

/** What a search (or similar-profiles list) keeps; undefined fields are not filtered on. */
export type SearchFilter = {
  siteId: number;
  /** The searching member's profile: left out of the results, and blocks both ways with it. */
  viewerProfileId: number | null;
  gender?: string;
  country?: string;
  region?: string;
  /** Birth dates, inclusive (YYYY-MM-DD). */
  bornFrom?: string;
  bornTo?: string;
};

/**
 * Keyset position in the search order: whether the profile has an approved main photo (those
 * come first), last_active_at as fixed-width UTC text with microseconds (a JS Date would drop
 * them and skip or repeat rows), and the id for ties.
 */
export type After = { photo: boolean; at: string; id: number };

export type SearchRow = { profile: ProfileRow; at: string };

function filterSql(f: SearchFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    visibleProfileSql(f.siteId),
    f.viewerProfileId === null ? undefined : ne(profiles.id, f.viewerProfileId),
    notBlockedSql(f.viewerProfileId, profiles.id),
    f.gender === undefined ? undefined : eq(profiles.gender, f.gender),
    f.country === undefined ? undefined : eq(profiles.country, f.country),
    f.region === undefined ? undefined : eq(profiles.region, f.region),
    f.bornFrom === undefined ? undefined : gte(profiles.birthDate, f.bornFrom),
    f.bornTo === undefined ? undefined : lte(profiles.birthDate, f.bornTo),
  ];
  return and(...conditions)!;
}

const atText = sql<string>`to_char(${profiles.lastActiveAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of matches after a keyset position: profiles with an approved main photo first
 * (profiles.has_photo, kept by triggers), then most recently active, then by id. The
 * (status[, gender][, country[, region]], has_photo, last_active_at, id) indexes deliver rows in
 * this order, so a page reads about `limit` rows divided by the share the remaining filters keep,
 * and never sorts. Returns the query builder (await it for rows; the tests wrap it in EXPLAIN).
 */
export function searchPage(db: Db | Tx, filter: SearchFilter, after: After | null, limit: number) {
  // A row comparison, not "a < x or (a = x and …)": PostgreSQL turns it into an index condition
  // on (…, has_photo, last_active_at, id), so a later page starts where the last one ended
  // instead of filtering its way past every earlier page.
  const keyset = after
    ? sql`(${profiles.hasPhoto}, ${profiles.lastActiveAt}, ${profiles.id}) < (${after.photo}::boolean, ${after.at}::timestamptz, ${after.id}::int)`
    : undefined;
  return db
    .select({ profile: profiles, at: atText })
    .from(profiles)
    .where(and(filterSql(filter), keyset))
    .orderBy(desc(profiles.hasPhoto), desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
}

/**
 * How many profiles match, counting at most `cap + 1` of them: the cost is O(min(matches, cap)),
 * never a count over the whole table. Returns the query builder (the tests EXPLAIN it).
 */
export function countQuery(db: Db | Tx, filter: SearchFilter, cap: number) {
  const inner = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(filterSql(filter))
    .limit(cap + 1);
  return db.select({ n: sql<number>`count(*)::int` }).from(inner.as('capped'));
}

export async function countMatches(db: Db | Tx, filter: SearchFilter, cap: number): Promise<number> {
  const rows = await countQuery(db, filter, cap);
  return Number(rows[0]?.n ?? 0);
}
