import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import { findProfileByUserId } from '@/lib/server/profiles/repo';
import type { Site } from '@/lib/server/sites/service';
import type { LikeProfile } from '@/lib/schemas/likes';
import { likeInTx, likeProfiles } from './service';
import { lockPair } from './repo';
import { autoLikesSince, pickAutoLiker } from './auto-like-repo';

// Rules that keep automatic likes believable and rare (docs/decisions.md, "Likes and matches").
/** No auto-like in the member's first minutes: a like before they could be seen looks fake. */
export const AUTO_LIKE_AFTER_SIGNUP_MS = 2 * 60_000;
/** At most one auto-like per this period… */
export const AUTO_LIKE_GAP_MS = 6 * 3_600_000;
/** …and at most this many per rolling 24 hours. */
export const AUTO_LIKE_PER_DAY = 3;
const DAY_MS = 24 * 3_600_000;

/** Whom the member looks for (profile.interest); without one, the other gender. */
export function wantedGender(interest: string | null, ownGender: string): string | null {
  if (interest === 'men') return 'male';
  if (interest === 'women') return 'female';
  if (interest === 'both') return null;
  return ownGender === 'male' ? 'female' : 'male';
}

async function isDue(db: Db | Tx, me: number, now: Date): Promise<boolean> {
  const { count, last } = await autoLikesSince(db, me, new Date(now.getTime() - DAY_MS));
  if (count >= AUTO_LIKE_PER_DAY) return false;
  return !last || now.getTime() - last.getTime() >= AUTO_LIKE_GAP_MS;
}

/**
 * GET /api/auto-like.php: when an automatic like is due, a fictional profile matching the
 * member's preference and country likes the member (a real like, source 'auto', so it shows in
 * liked_by and makes a match when the member liked that profile before) and is returned;
 * otherwise null. Only confirmed members with an active profile, not in their first 2 minutes,
 * at most one per 6 hours and 3 per 24 hours. Parallel calls cannot exceed the limits: the
 * check is repeated under the lock of the member's profile row.
 */
export async function autoLike(site: Site, user: UserRow, now = new Date()): Promise<LikeProfile | null> {
  const db = await getDb();
  if (user.status !== 'confirmed') return null;
  if (now.getTime() - user.signupDate.getTime() < AUTO_LIKE_AFTER_SIGNUP_MS) return null;
  const own = await findProfileByUserId(db, user.id);
  if (!own || own.status !== 'active') return null;
  if (!(await isDue(db, own.id, now))) return null;
  const gender = wantedGender(own.interest, own.gender);
  const liker = await pickAutoLiker(db, site.id, own.id, { gender, country: own.country });
  if (liker === undefined) return null;

  return db
    .transaction(async (tx) => {
      const pair = await lockPair(tx, liker, own.id);
      // Picked as visible, but it may have been disabled since: then no auto-like (and no card).
      const row = pair.get(liker);
      if (!row || row.status !== 'active' || (row.siteId !== null && row.siteId !== site.id)) return null;
      if (!(await isDue(tx, own.id, now))) return null;
      const { created } = await likeInTx(tx, site, liker, own.id, 'auto');
      if (!created) return null;
      // Read under the pair lock: the card is of a profile the member may see at this moment.
      const [profile] = await likeProfiles(tx, site, [liker]);
      return profile ?? null;
    })
    .catch((err: unknown) => {
      // The candidate was blocked in the meantime: simply no auto-like this time.
      if (err instanceof AppError) return null;
      throw err;
    });
}
