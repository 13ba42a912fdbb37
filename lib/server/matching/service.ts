import 'server-only';
import { getDb, type Db } from '@/lib/server/db/client';
import { notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import { findProfileByUserId, type ProfileRow } from '@/lib/server/profiles/repo';
import { profileCards } from '@/lib/server/profiles/public';
import type { Viewer } from '@/lib/server/profiles/viewer';
import type { Site } from '@/lib/server/sites/service';
import {
  FINDER_PAGE_SIZE,
  SIGNUP_MATCHES_COUNT,
  type SuggestionKind,
  type Suggestions,
} from '@/lib/schemas/matching';
import { decodeCursor, encodeCursor, filterFor, rankedPage, tiersFor } from './ranking';

/** The member's own profile and the viewer the card builder needs; 404 profile_missing without one. */
export async function memberContext(db: Db, user: UserRow): Promise<{ me: ProfileRow; viewer: Viewer }> {
  const me = await findProfileByUserId(db, user.id);
  if (!me) throw notFound('profile_missing');
  return { me, viewer: { userId: user.id, profileId: me.id, premium: user.paidUser } };
}

/**
 * GET /api/matches.php: the match finder (pages of FINDER_PAGE_SIZE, keyset cursor) or the
 * signup matches (the top SIGNUP_MATCHES_COUNT of the same ranking, no further pages).
 */
export async function suggestions(
  site: Site,
  user: UserRow,
  kind: SuggestionKind,
  rawCursor?: string,
): Promise<Suggestions> {
  const db = await getDb();
  const { me, viewer } = await memberContext(db, user);
  const signup = kind === 'signup';
  const cursor = signup ? null : decodeCursor(rawCursor);
  const { rows, next } = await rankedPage(
    db,
    filterFor(site.id, me),
    tiersFor(me),
    cursor,
    signup ? SIGNUP_MATCHES_COUNT : FINDER_PAGE_SIZE,
  );
  return {
    profiles: await profileCards(db, rows, viewer),
    next_cursor: !signup && next ? encodeCursor(next) : null,
  };
}
