import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { likes, matches, memberChanges, photos, profiles, users } from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/service';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';

// The three lists of GET /api/likes.php, in one statement: four branches (received, sent, and
// the two sides of a match) joined by UNION ALL. Each branch walks one index newest first
// (likes_liked_idx, likes_liker_created_idx, matches_a/b_created_idx) and stops after `limit`
// rows that pass the visibility and block checks, so a poll costs O(rows shown) in one round trip.
// A fifth branch adds one row with the member's likes marker (member_changes by primary key,
// every other column null): read in the same statement, it is exactly as new as the lists, so a
// poll's ETag can come from it (lib/server/http/route.ts), also when every list is empty.

const summary = {
  id: profiles.id,
  name: profiles.name,
  birthDate: profiles.birthDate,
  country: profiles.country,
  city: profiles.city,
  isFictional: profiles.isFictional,
  premium: sql<boolean>`coalesce(${users.paidUser}, false)`.as('premium'),
  thumb: sql<string | null>`case when ${photos.status} = 'active' then ${photos.thumbFilename} end`.as(
    'thumb',
  ),
};

function othersVisible(siteId: number | SQL, viewerProfileId: number | SQL): SQL {
  return and(visibleProfileSql(siteId), notBlockedSql(viewerProfileId, profiles.id))!;
}

// Parameters of the prepared statement below.
const SITE = sql<number>`${sql.placeholder('site')}`;
const ME = sql<number>`${sql.placeholder('me')}`;
const USER = sql<number>`${sql.placeholder('user')}`;
const LIMIT = sql.placeholder('limit');

// Only the marker row has a version. node-postgres gives a bigint as a string: the first
// branch's decoder (which drizzle applies to every row of a UNION) makes it a number.
const noVersion = sql<number | null>`null::bigint`
  .mapWith((v: unknown): number | null => (v === null ? null : Number(v)))
  .as('version');

/** Which list a row of the statement belongs to. */
const MARKER = 0;
const RECEIVED = 1;
const SENT = 2;
const MATCH = 3;

const branch = (list: number) => sql<number>`${sql.raw(String(list))}`.as('list');

function listsQuery(db: Db) {
  const matchSide = (mine: AnyPgColumn, theirs: AnyPgColumn) =>
    db
      .select({
        list: branch(MATCH),
        ...summary,
        isNew: sql<boolean>`false`.as('is_new'),
        at: matches.createdAt,
        version: noVersion,
      })
      .from(matches)
      .innerJoin(profiles, eq(profiles.id, theirs))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(mine, ME), othersVisible(SITE, ME)))
      .orderBy(desc(matches.createdAt), desc(theirs))
      .limit(LIMIT);
  // A like seen from the member: received (the liker is the other profile) or sent (the liked).
  const likeSide = (list: number, mine: AnyPgColumn, theirs: AnyPgColumn, isNew: SQL.Aliased<boolean>) =>
    db
      .select({ list: branch(list), ...summary, isNew, at: likes.createdAt, version: noVersion })
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, theirs))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(mine, ME), othersVisible(SITE, ME)))
      .orderBy(desc(likes.createdAt), desc(theirs))
      .limit(LIMIT);
  // Typed as the lists' columns; the row never reaches a caller.
  const none = <T>(name: string) => sql<T>`null`.as(name);
  const marker = db
    .select({
      list: branch(MARKER),
      id: none<number>('id'),
      name: none<string>('name'),
      birthDate: none<string>('birth_date'),
      country: none<string>('country'),
      city: none<string | null>('city'),
      isFictional: none<boolean>('is_fictional'),
      premium: none<boolean>('premium'),
      thumb: none<string | null>('thumb'),
      isNew: none<boolean>('is_new'),
      at: none<Date>('created_at'),
      version: sql<number | null>`${memberChanges.likes}`.as('version'),
    })
    .from(memberChanges)
    .where(eq(memberChanges.userId, USER));
  return unionAll(
    likeSide(RECEIVED, likes.likedId, likes.likerId, sql<boolean>`${likes.isNew}`.as('is_new')),
    likeSide(SENT, likes.likerId, likes.likedId, sql<boolean>`false`.as('is_new')),
    matchSide(matches.profileA, matches.profileB),
    matchSide(matches.profileB, matches.profileA),
    marker,
  ).prepare('likes_lists');
}

// Prepared once per database handle: polled on every likes.php that is not a 304 (on
// PostgreSQL a named statement, parsed and planned once per connection).
const prepared = new WeakMap<Db, ReturnType<typeof listsQuery>>();

type ListRow = Awaited<ReturnType<ReturnType<typeof listsQuery>['execute']>>[number];

// Each branch's own order (newest first, then the partner's id, as its ORDER BY); a UNION ALL
// does not promise to keep it, so the lists are sorted again here.
const newestFirst = (x: ListRow, y: ListRow) => y.at.getTime() - x.at.getTime() || y.id - x.id;

/**
 * Received likes, sent likes and matches (both sides merged), newest first, `limit` each, and
 * the likes marker of `userId` read with them (null without a marker row; 0 as `userId` reads none).
 */
export async function likeLists(db: Db, siteId: number, me: number, limit: number, userId = 0) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = listsQuery(db)));
  const rows = await query.execute({ site: siteId, me, limit, user: userId });
  const of = (list: number) => rows.filter((r) => r.list === list).sort(newestFirst);
  return {
    received: of(RECEIVED),
    sent: of(SENT),
    matched: of(MATCH).slice(0, limit),
    version: rows.find((r) => r.list === MARKER)?.version ?? null,
  };
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
