import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likes, matches, photos, profiles, users } from '@/lib/server/db/schema';
import { notBlockedSql } from '@/lib/server/blocks/service';
import { visibleProfileSql } from '@/lib/server/profiles/visibility';

// The three lists of GET /api/likes.php. Each walks one index newest first
// (likes_liked_idx, likes_liker_created_idx, matches_a/b_created_idx) and stops after `limit`
// rows that pass the visibility and block checks, so a poll costs O(rows shown).

const summary = {
  id: profiles.id,
  name: profiles.name,
  birthDate: profiles.birthDate,
  country: profiles.country,
  city: profiles.city,
  isFictional: profiles.isFictional,
  premium: sql<boolean>`coalesce(${users.paidUser}, false)`,
  thumb: sql<string | null>`case when ${photos.status} = 'active' then ${photos.thumbFilename} end`,
};

function othersVisible(siteId: number | SQL, viewerProfileId: number | SQL): SQL {
  return and(visibleProfileSql(siteId), notBlockedSql(viewerProfileId, profiles.id))!;
}

// Parameters of the prepared statements below.
const SITE = sql<number>`${sql.placeholder('site')}`;
const ME = sql<number>`${sql.placeholder('me')}`;
const LIMIT = sql.placeholder('limit');

function listQueries(db: Db) {
  const matchSide = (name: string, mine: AnyPgColumn, theirs: AnyPgColumn) =>
    db
      .select({ ...summary, at: matches.createdAt })
      .from(matches)
      .innerJoin(profiles, eq(profiles.id, theirs))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(mine, ME), othersVisible(SITE, ME)))
      .orderBy(desc(matches.createdAt), desc(theirs))
      .limit(LIMIT)
      .prepare(name);
  return {
    received: db
      .select({ ...summary, isNew: likes.isNew, at: likes.createdAt })
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.likerId))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(likes.likedId, ME), othersVisible(SITE, ME)))
      .orderBy(desc(likes.createdAt), desc(likes.likerId))
      .limit(LIMIT)
      .prepare('likes_received'),
    sent: db
      .select({ ...summary, at: likes.createdAt })
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.likedId))
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .leftJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(likes.likerId, ME), othersVisible(SITE, ME)))
      .orderBy(desc(likes.createdAt), desc(likes.likedId))
      .limit(LIMIT)
      .prepare('likes_sent'),
    matchesA: matchSide('matches_a', matches.profileA, matches.profileB),
    matchesB: matchSide('matches_b', matches.profileB, matches.profileA),
  };
}

// Prepared once per database handle: polled on every likes.php that is not a 304 (on
// PostgreSQL a named statement, parsed and planned once per connection).
const prepared = new WeakMap<Db, ReturnType<typeof listQueries>>();

function queries(db: Db) {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = listQueries(db)));
  return q;
}

export async function receivedLikes(db: Db, siteId: number, me: number, limit: number) {
  return queries(db).received.execute({ site: siteId, me, limit });
}

export async function sentLikes(db: Db, siteId: number, me: number, limit: number) {
  return queries(db).sent.execute({ site: siteId, me, limit });
}

/** Matches newest first: one ordered index scan per side, merged here. */
export async function matchesOf(db: Db, siteId: number, me: number, limit: number) {
  const params = { site: siteId, me, limit };
  const [a, b] = await Promise.all([
    queries(db).matchesA.execute(params),
    queries(db).matchesB.execute(params),
  ]);
  return [...a, ...b].sort((x, y) => y.at.getTime() - x.at.getTime() || y.id - x.id).slice(0, limit);
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
