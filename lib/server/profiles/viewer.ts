import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import type { UserRow } from '@/lib/server/accounts/repo';
import { notFound } from '@/lib/server/http/errors';
import { findProfileByUserId } from './repo';

/**
 * Who is looking at other members' profiles: their own profile (null for visitors and for a
 * member whose signup made none) and whether they are premium (users.paid_user), which decides
 * which photos they receive (lib/server/profiles/public.ts).
 */
export type Viewer = { userId: number | null; profileId: number | null; premium: boolean };

export const VISITOR: Viewer = { userId: null, profileId: null, premium: false };

export async function viewerFor(
  db: Db | Tx,
  user: Pick<UserRow, 'id' | 'paidUser'> | null | undefined,
): Promise<Viewer> {
  if (!user) return VISITOR;
  const profile = await findProfileByUserId(db, user.id);
  return { userId: user.id, profileId: profile?.id ?? null, premium: user.paidUser };
}

/** A viewer acting as a profile (liking, blocking, chatting) must have one. */
export function actingProfileId(viewer: Viewer): number {
  if (viewer.profileId === null) throw notFound('profile_missing');
  return viewer.profileId;
}
