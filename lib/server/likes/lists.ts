import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import { viewerFor } from '@/lib/server/profiles/viewer';
import type { Site } from '@/lib/server/sites/service';
import { LIKES_LIST_MAX, type LikeProfile, type LikesData } from '@/lib/schemas/likes';
import { likeProfiles, toLikeProfile } from './service';
import * as lists from './lists-repo';

const EMPTY: LikesData = { profiles: [], liked_by: [], sent: [], matches: [] };

/**
 * GET /api/likes.php: the member's received likes (liked_by with like_new), sent likes and
 * matches, newest first, at most LIKES_LIST_MAX each, with every profile they name once.
 * Disabled, other-site and blocked (either way) profiles are left out. The answer holds no
 * timestamps of its own, so its ETag changes only when a list or a like_new changes.
 */
export async function likesFor(site: Site, user: UserRow | null, profileId?: number | null): Promise<LikesData> {
  const db = await getDb();
  // The member's own profile when the caller has it (the session lookup reads it, the polls'
  // session cache remembers it): then `user` is not read and may be null.
  const me = profileId !== undefined ? profileId : user ? (await viewerFor(db, user)).profileId : null;
  if (me === null) return EMPTY;
  return toLikesData(site, await lists.likeLists(db, site.id, me, LIKES_LIST_MAX));
}

/**
 * The lists of a poll whose session the instance remembers (GET /api/likes.php), with the
 * member's likes marker read in the same statement: `version` is null when the member has no
 * marker row.
 */
export async function likesVersioned(
  site: Site,
  userId: number,
  profileId: number,
): Promise<{ data: LikesData; version: number | null }> {
  const found = await lists.likeLists(await getDb(), site.id, profileId, LIKES_LIST_MAX, userId);
  return { data: toLikesData(site, found), version: found.version };
}

function toLikesData(site: Site, { received, sent, matched }: Awaited<ReturnType<typeof lists.likeLists>>): LikesData {
  const profiles = new Map<number, LikeProfile>();
  for (const row of [...received, ...sent, ...matched]) {
    if (!profiles.has(row.id)) profiles.set(row.id, toLikeProfile(row, site.cdnPrefix));
  }
  return {
    profiles: [...profiles.values()].sort((a, b) => a.id - b.id),
    liked_by: received.map((r) => ({ id: r.id, like_new: r.isNew })),
    sent: sent.map((r) => r.id),
    matches: matched.map((r) => r.id),
  };
}

export type MatchView = { me: LikeProfile; profile: LikeProfile; matched_at: string };

/** The /likes/m/{id} page: the match with that profile; 404 match_not_found when there is none. */
export async function matchView(site: Site, user: UserRow, otherProfileId: number): Promise<MatchView> {
  const db = await getDb();
  const me = (await viewerFor(db, user)).profileId;
  if (me === null || me === otherProfileId) throw notFound('match_not_found');
  const row = await lists.findMatch(db, site.id, me, otherProfileId);
  if (!row) throw notFound('match_not_found');
  const [own] = await likeProfiles(db, site, [me]);
  return { me: own, profile: toLikeProfile(row, site.cdnPrefix), matched_at: row.at.toISOString() };
}
