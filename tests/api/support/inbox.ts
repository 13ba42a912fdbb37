// Builders for the console inbox tests: conversations between a member and a fictional profile
// written straight into the database, with the times a test needs.
import { getDb } from '@/lib/server/db/client';
import { conversationMembers, conversations, messages } from '@/lib/server/db/schema';

/** A member ↔ fictional conversation; `lines` in order, each from 'member' or 'fictional', `minutesAgo` old. */
export async function seedConversation(
  memberProfileId: number,
  fictionalId: number,
  lines: { from: 'member' | 'fictional'; body: string; minutesAgo: number }[],
) {
  const db = await getDb();
  const [a, b] =
    memberProfileId < fictionalId ? [memberProfileId, fictionalId] : [fictionalId, memberProfileId];
  const last = new Date(Date.now() - Math.min(...lines.map((l) => l.minutesAgo)) * 60_000);
  const [conv] = await db
    .insert(conversations)
    .values({ profileA: a, profileB: b, startedBy: memberProfileId, lastMessageAt: last })
    .returning();
  await db.insert(conversationMembers).values([
    { conversationId: conv.id, profileId: a, lastMessageAt: last },
    { conversationId: conv.id, profileId: b, lastMessageAt: last },
  ]);
  for (const l of lines)
    await db.insert(messages).values({
      conversationId: conv.id,
      senderId: l.from === 'member' ? memberProfileId : fictionalId,
      kind: 'text',
      body: l.body,
      createdAt: new Date(Date.now() - l.minutesAgo * 60_000),
    });
  return conv.id;
}

let seq = 0;

/** A member of the site waiting for a new fictional profile; `claimedBy`: a staff id holding it for 5 minutes. */
export async function waitingInboxConversation(siteId: number, claimedBy?: number) {
  const { createMember } = await import('../../setup/fixtures');
  const { fictionalProfile } = await import('./chat');
  const { operatorClaims } = await import('@/lib/server/db/schema');
  const m = await createMember({ siteId, withProfile: { name: `Waiting${++seq}` } });
  const f = await fictionalProfile(`Persona${seq}`);
  const conversationId = await seedConversation(m.profile!.id, f.id, [
    { from: 'member', body: 'hello?', minutesAgo: 1 },
  ]);
  if (claimedBy)
    await (
      await getDb()
    )
      .insert(operatorClaims)
      .values({ conversationId, staffId: claimedBy, expiresAt: new Date(Date.now() + 5 * 60_000) });
  return { conversationId, fictionalId: f.id };
}
