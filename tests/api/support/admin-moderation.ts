// Rows the moderators' console endpoints act on (photos, texts, members), for their tests and the
// console matrix's example requests.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { profiles } from '@/lib/server/db/schema';
import { createMember } from '../../setup/fixtures';
import { addPhoto } from './chat';

/** A member's pending photo on the site; returns its id. */
export async function examplePendingPhoto(siteId: number): Promise<number> {
  const m = await createMember({ siteId, withProfile: true });
  return (await addPhoto(m.profile!.id, 'pending')).id;
}

/** A member's profile whose text changed (waiting for review): its id and the change time the page shows. */
export async function exampleChangedText(siteId: number, about = 'Call me at 0612345678') {
  const m = await createMember({ siteId, withProfile: { about } });
  const changedAt = new Date();
  await (await getDb()).update(profiles).set({ textChangedAt: changedAt }).where(eq(profiles.id, m.profile!.id));
  return { profileId: m.profile!.id, seen: changedAt.toISOString(), userId: m.user.id, email: m.user.email };
}

/** A confirmed member with a profile on the site; returns the user id. */
export async function exampleMember(siteId: number): Promise<number> {
  return (await createMember({ siteId, withProfile: true })).user.id;
}
