import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { conversations, messages, profiles } from '@/lib/server/db/schema';
import { AppError, notFound } from '@/lib/server/http/errors';
import { assertNotBlocked } from '@/lib/server/blocks/service';
import { emitChatEvent } from './events';
import * as q from './send-repo';
import { queueMessagePush } from '@/lib/server/push/queue';

// Members' messages to fictional profiles that no one answered yet (npm run chat:reply -- --list),
// and a reply written as the fictional profile: the one path for `npm run chat:reply` and the
// console's operator inbox (lib/server/admin/inbox/service.ts, which adds claims and the audit).

export type QueueEntry = {
  conversationId: number;
  fictionalId: number;
  fictionalName: string;
  memberId: number;
  memberName: string;
  lastBody: string;
  lastKind: string;
  at: Date;
};

/** Conversations whose newest message was written by a member to a fictional profile, oldest first. */
export async function operatorQueue(db?: Db, limit = 100): Promise<QueueEntry[]> {
  const d = db ?? (await getDb());
  const rows = await d.execute(sql`
    select c.id as conversation_id, case when pa.is_fictional then c.profile_a else c.profile_b end as fictional_id,
           case when pa.is_fictional then pa.name else pb.name end as fictional_name,
           m.sender_id as member_id, s.name as member_name, m.body, m.kind, m.created_at
    from ${conversations} c
    join ${profiles} pa on pa.id = c.profile_a
    join ${profiles} pb on pb.id = c.profile_b
    join lateral (select * from ${messages} where conversation_id = c.id order by id desc limit 1) m on true
    join ${profiles} s on s.id = m.sender_id
    where (pa.is_fictional or pb.is_fictional) and not s.is_fictional
    order by m.created_at asc
    limit ${limit}`);
  const list =
    (rows as unknown as { rows: Record<string, unknown>[] }).rows ??
    (rows as unknown as Record<string, unknown>[]);
  return list.map((r) => ({
    conversationId: Number(r.conversation_id),
    fictionalId: Number(r.fictional_id),
    fictionalName: String(r.fictional_name),
    memberId: Number(r.member_id),
    memberName: String(r.member_name),
    lastBody: String(r.body),
    lastKind: String(r.kind),
    at: new Date(String(r.created_at)),
  }));
}

export type ReplyHook = (
  tx: Tx,
  reply: { messageId: number; fromProfileId: number; toProfileId: number },
) => Promise<void>;

/**
 * Replies as the conversation's fictional profile: free, the member's unread count goes up,
 * the live event is emitted. Refuses a conversation without a fictional side. `within` runs
 * inside the reply's transaction (the console checks and releases the operator's claim and
 * writes the audit entry there): if it throws, nothing is sent.
 */
export async function replyAsFictional(
  conversationId: number,
  body: string,
  within?: ReplyHook,
): Promise<{ messageId: number }> {
  const text = body.trim();
  if (!text) throw new AppError('message_empty', 422);
  const db = await getDb();
  const [conv] = await db
    .select({ a: conversations.profileA, b: conversations.profileB, aF: profiles.isFictional })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, conversations.profileA))
    .where(eq(conversations.id, conversationId));
  if (!conv) throw notFound('conversation_not_found');
  const [bRow] = await db.select({ f: profiles.isFictional }).from(profiles).where(eq(profiles.id, conv.b));
  const from = conv.aF ? conv.a : bRow?.f ? conv.b : null;
  if (from === null) throw new AppError('not_fictional', 422);
  const to = from === conv.a ? conv.b : conv.a;
  // The operator writes as the profile, so the profile's blocks hold for it as for a member.
  await assertNotBlocked(db, from, to);
  const now = new Date();
  const messageId = await db.transaction(async (tx) => {
    const id = await q.insertMessage(tx, {
      conversationId,
      senderId: from,
      kind: 'text',
      body: text,
      creditsSpent: 0,
      createdAt: now,
    });
    await q.touchMembers(tx, conversationId, from, to, now);
    const target = await q.findTarget(tx, to);
    await queueMessagePush(tx, {
      recipientUserId: target?.userId ?? null,
      messageId: id,
      conversationId,
      now,
    });
    if (within) await within(tx, { messageId: id, fromProfileId: from, toProfileId: to });
    return id;
  });
  emitChatEvent({ type: 'message', conversationId, toProfileId: to, fromProfileId: from, messageId });
  return { messageId };
}
