import 'server-only';
import { getDb } from '@/lib/server/db/client';
import type { UserRow } from '@/lib/server/accounts/repo';
import { actingProfileId, viewerFor } from '@/lib/server/profiles/viewer';
import type { Site } from '@/lib/server/sites/service';
import type { LikeResult } from '@/lib/schemas/likes';
import { likeProfile, markLikeSeen, unlikeProfile } from './service';

// The endpoints' side: the logged-in member acts as their own profile (404 profile_missing without one).

async function ownProfileId(user: UserRow): Promise<number> {
  return actingProfileId(await viewerFor(await getDb(), user));
}

/** POST /api/like.php */
export async function likeAsMember(site: Site, user: UserRow, profileId: number): Promise<LikeResult> {
  const { liked, match, profile } = await likeProfile(
    await getDb(),
    site,
    await ownProfileId(user),
    profileId,
    'like',
  );
  return { liked, match, profile };
}

/** DELETE /api/like.php */
export async function unlikeAsMember(site: Site, user: UserRow, profileId: number): Promise<LikeResult> {
  return unlikeProfile(await getDb(), site, await ownProfileId(user), profileId);
}

/** POST /api/like-seen.php: the member opened the profile of someone who liked them. */
export async function likeSeenAsMember(user: UserRow, likerProfileId: number): Promise<{ seen: boolean }> {
  await markLikeSeen(await getDb(), await ownProfileId(user), likerProfileId);
  return { seen: true };
}
