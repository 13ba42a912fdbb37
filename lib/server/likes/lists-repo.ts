import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { likes, matches, memberChanges, photos, profiles, users } from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/service';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';
import { jsonRows, markerVersion } from '@/lib/server/db/list-sql';

// The three lists of GET /api/likes.php, in one statement: four branches (received, sent, and
// the two sides of a match) joined by UNION ALL. Each branch walks one index newest first
// (likes_liked_idx, likes_liker_created_idx, matches_a/b_created_idx) and stops after `limit`
// rows that pass the visibility and block checks, so a poll costs O(rows shown) in one round trip.
// The rows come back as one JSON array (json_agg, newest first), one value for the driver to parse
// instead of a dozen per row: on PGlite, parsing each row's fields in JavaScript and mapping them
// cost a third of the query's time (issue 10's polls). With it, by primary key in the same
// statement, comes the member's likes marker: exactly as new as the lists, so a poll's ETag can
// come from it (lib/server/http/route.ts), also when every list is empty.

const premium = sql<boolean>`coalesce(${users.paidUser}, false)`;
const thumb = sql<string | null>`case when ${photos.status} = 'active' then ${photos.thumbFilename} end`;
const summary = {
  id: profiles.id,
  name: profiles.name,
  birthDate: profiles.birthDate,
  country: profiles.country,
  city: profiles.city,
  isFictional: profiles.isFictional,
  premium: premium.as('premium'),
  thumb: thumb.as('thumb'),
};

function othersVisible(siteId: number | SQL, viewerProfileId: number | SQL): SQL {
  return and(visibleProfileSql(siteId), notBlockedSql(viewerProfileId, profiles.id))!;
}

// Parameters of the prepared statement below.
const SITE = sql<number>`${sql.placeholder('site')}`;
const ME = sql<number>`${sql.placeholder('me')}`;
const USER = sql<number>`${sql.placeholder('user')}`;
const LIMIT = sql.placeholder('limit');

/** Which list a row of the statement belongs to. */
const RECEIVED = 1;
const SENT = 2;
const MATCH = 3;

/** One row of the lists as the statement's JSON array builds it (item below). */
type ListItem = [
  list: number,
  id: number,
  name: string,
  birthDate: string,
  country: string,
  city: string | null,
  isFictional: boolean,
  premium: boolean,
  thumb: string | null,
  isNew: boolean,
];

/** A branch's row: its time and partner for the order, and the row as ListItem. */
const item = (list: number, theirs: AnyPgColumn, isNew: SQL, at: AnyPgColumn) => ({
  at: sql<Date>`${at}`.as('at'),
  id: sql<number>`${theirs}`.as('id'),
  item: sql<ListItem>`json_build_array(${sql.raw(String(list))}, ${profiles.id}, ${profiles.name},
    ${profiles.birthDate}, ${profiles.country}, ${profiles.city}, ${profiles.isFictional}, ${premium},
    ${thumb}, ${isNew})`.as('item'),
});

function listsQuery(db: Db) {
  const matchSide = (mine: AnyPgColumn, theirs: AnyPgColumn) =>
    db
      .select(item(MATCH, theirs, sql`false`, matches.createdAt))
      .from(matches)
      .innerJoin(profiles, eq(profiles.id, theirs))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(mine, ME), othersVisible(SITE, ME)))
      .orderBy(desc(matches.createdAt), desc(theirs))
      .limit(LIMIT);
  // A like seen from the member: received (the liker is the other profile) or sent (the liked).
  const likeSide = (list: number, mine: AnyPgColumn, theirs: AnyPgColumn, isNew: SQL) =>
    db
      .select(item(list, theirs, isNew, likes.createdAt))
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, theirs))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(mine, ME), othersVisible(SITE, ME)))
      .orderBy(desc(likes.createdAt), desc(theirs))
      .limit(LIMIT);
  const rows = unionAll(
    likeSide(RECEIVED, likes.likedId, likes.likerId, sql`${likes.isNew}`),
    likeSide(SENT, likes.likerId, likes.likedId, sql`false`),
    matchSide(matches.profileA, matches.profileB),
    matchSide(matches.profileB, matches.profileA),
  ).as('like_lists');
  return db
    .select({
      // Each branch's own order (newest first, then the partner's id, as its ORDER BY), kept
      // across the branches: the lists below are filtered from it.
      items: jsonRows<ListItem>(rows.item, sql`${rows.at} desc, ${rows.id} desc`),
      version: markerVersion(memberChanges.likes, USER),
    })
    .from(rows)
    .prepare('likes_lists');
}

// Prepared once per database handle: polled on every likes.php that is not a 304 (on
// PostgreSQL a named statement, parsed and planned once per connection).
const prepared = new WeakMap<Db, ReturnType<typeof listsQuery>>();

export type LikeListRow = {
  id: number;
  name: string;
  birthDate: string;
  country: string;
  city: string | null;
  isFictional: boolean;
  premium: boolean;
  thumb: string | null;
  isNew: boolean;
};

/**
 * Received likes, sent likes and matches (both sides merged), newest first, `limit` each, and
 * the likes marker of `userId` read with them (null without a marker row; 0 as `userId` reads none).
 */
export async function likeLists(db: Db, siteId: number, me: number, limit: number, userId = 0) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = listsQuery(db)));
  const [{ items, version }] = await query.execute({ site: siteId, me, limit, user: userId });
  const of = (list: number): LikeListRow[] =>
    items
      .filter((r) => r[0] === list)
      .map(([, id, name, birthDate, country, city, isFictional, premium, thumb, isNew]) => ({
        id,
        name,
        birthDate,
        country,
        city,
        isFictional,
        premium,
        thumb,
        isNew,
      }));
  return { received: of(RECEIVED), sent: of(SENT), matched: of(MATCH).slice(0, limit), version };
}

/** One match of the member with a visible, unblocked profile (the /likes/m/{id} page). */
export async function findMatch(db: Db, siteId: number, me: number, other: number) {
  const rows = await db
    .select({ ...summary, at: matches.createdAt })
    .from(matches)
    .innerJoin(profiles, eq(profiles.id, other))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(matches.profileA, Math.min(me, other)),
        eq(matches.profileB, Math.max(me, other)),
        othersVisible(siteId, me),
      ),
    )
    .limit(1);
  return rows[0];
}
