import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import type { Site } from '@/lib/server/sites/service';
import { blockState } from '@/lib/server/blocks/service';
import { likeState, markLikeSeen } from '@/lib/server/likes/service';
import { similarProfiles } from '@/lib/server/search/service';
import type { ProfileView } from '@/lib/schemas/public-profile';
import { publicProfileDto } from './public';
import { findVisibleProfile } from './public-repo';
import { viewerFor } from './viewer';

/**
 * The profile overview of /members/{id} and GET /api/member.php. A missing or disabled profile,
 * or one not shown on this site, is 404 `profile_not_found`. A profile that blocked the viewer is
 * 404 `blocked` with `{name}`: to the blocked member it does not exist, and the page says
 * "You're blocked by {name}" (spec §6). Opening a profile that liked the viewer clears that
 * like's like_new (spec §4); `like.like_new` still says it was new, so the client refreshes the
 * likes badge.
 */
export async function viewProfile(
  site: Site,
  user: UserRow | null,
  profileId: number,
  opts: { markSeen: boolean },
): Promise<ProfileView> {
  const db = await getDb();
  const [viewer, row] = await Promise.all([viewerFor(db, user), findVisibleProfile(db, site.id, profileId)]);
  if (!row) throw notFound('profile_not_found');
  const blocks = await blockState(db, viewer.profileId, row.id);
  if (blocks.blockedBy) throw new AppError('blocked', 404, { name: blocks.blockedBy.name });
  const own = viewer.profileId === row.id;
  const [profile, like, similar] = await Promise.all([
    publicProfileDto(db, site, row, own ? { ...viewer, premium: true } : viewer),
    likeState(db, viewer.profileId, row.id),
    similarProfiles(db, site, row, viewer),
  ]);
  // Only an explicit API read clears like_new: the page render also runs for link prefetches,
  // so on pages the likes poller clears it once the member really is on the profile.
  if (opts.markSeen && like.like_new && viewer.profileId !== null)
    await markLikeSeen(db, viewer.profileId, row.id);
  return { profile, like, blocked_by_me: blocks.blockedByMe, own, similar };
}
