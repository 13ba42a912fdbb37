import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/server/db/client';
import {
  conversationMembers,
  conversations,
  gifts,
  messages,
  photos,
  profiles,
  sessions,
  users,
} from '@/lib/server/db/schema';

// Queries of one send, all inside its transaction (lib/server/chat/send.ts).

/**
 * Locks the sender's user row: one member's sends run one after another, so the free-message
 * and free-conversation counts and the client-key check below cannot race each other.
 */
export async function lockSender(tx: Tx, userId: number) {
  const rows = await tx
    .select({ id: users.id, credits: users.credits, paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows[0];
}

export async function findByClientKey(tx: Tx, senderId: number, clientKey: string) {
  const rows = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)))
    .limit(1);
  return rows[0]?.id;
}

/** The receiving profile with what the rules need about its owner (none for fictional ones). */
export async function findTarget(tx: Tx, profileId: number) {
  const rows = await tx
    .select({
      id: profiles.id,
      name: profiles.name,
      siteId: profiles.siteId,
      status: profiles.status,
      isFictional: profiles.isFictional,
      userId: profiles.userId,
      userStatus: users.status,
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return rows[0];
}

export async function findPair(tx: Tx, a: number, b: number) {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const rows = await tx
    .select({ id: conversations.id, profileA: conversations.profileA, profileB: conversations.profileB })
    .from(conversations)
    .where(and(eq(conversations.profileA, lo), eq(conversations.profileB, hi)))
    .limit(1);
  return rows[0];
}

export async function findConversation(tx: Tx, id: number) {
  const rows = await tx
    .select({ id: conversations.id, profileA: conversations.profileA, profileB: conversations.profileB })
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  return rows[0];
}

/** Creates the pair's conversation (or finds it when a parallel send just did). */
export async function createConversation(tx: Tx, from: number, to: number, at: Date) {
  const [a, b] = from < to ? [from, to] : [to, from];
  await tx
    .insert(conversations)
    .values({ profileA: a, profileB: b, startedBy: from, createdAt: at, lastMessageAt: at })
    .onConflictDoNothing();
  return (await findPair(tx, from, to))!;
}

export async function countStarted(tx: Tx, profileId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(eq(conversations.startedBy, profileId));
  return Number(row.n);
}

/** Free messages used: the member's text messages that cost nothing (the signup message counts). */
export async function countFreeMessages(tx: Tx, profileId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.senderId, profileId), eq(messages.kind, 'text'), eq(messages.creditsSpent, 0)));
  return Number(row.n);
}

export async function findOwnPhoto(tx: Tx, photoId: number, profileId: number) {
  const rows = await tx
    .select({ id: photos.id, status: photos.status })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)))
    .limit(1);
  return rows[0];
}

export async function findGift(tx: Tx, giftId: number) {
  const rows = await tx.select().from(gifts).where(eq(gifts.id, giftId)).limit(1);
  return rows[0];
}

export async function insertMessage(tx: Tx, values: typeof messages.$inferInsert) {
  const [row] = await tx.insert(messages).values(values).returning({ id: messages.id });
  return row.id;
}

/**
 * After a message: the conversation's time, the sender's row (read, shown again) and the
 * receiver's (one more unread, shown again). Returns the receiver's last notice time.
 */
export async function touchMembers(tx: Tx, conversationId: number, from: number, to: number, at: Date) {
  await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
  await tx
    .insert(conversationMembers)
    .values({ conversationId, profileId: from, unreadCount: 0, lastMessageAt: at })
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.profileId],
      set: { lastMessageAt: at, hidden: false },
    });
  const [receiver] = await tx
    .insert(conversationMembers)
    .values({ conversationId, profileId: to, unreadCount: 1, lastMessageAt: at })
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.profileId],
      set: { unreadCount: sql`${conversationMembers.unreadCount} + 1`, lastMessageAt: at, hidden: false },
    })
    .returning({ lastNoticeAt: conversationMembers.lastNoticeAt });
  return receiver?.lastNoticeAt ?? null;
}

export async function setNoticeTime(tx: Tx, conversationId: number, profileId: number, at: Date) {
  await tx
    .update(conversationMembers)
    .set({ lastNoticeAt: at })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.profileId, profileId),
      ),
    );
}

export async function profileName(tx: Tx, profileId: number): Promise<string> {
  const rows = await tx
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return rows[0]?.name ?? '';
}

/** The member's latest request: users.last_seen_at is touched once a minute, a new session at login. */
export async function lastActivity(tx: Tx, userId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<string | null>`greatest(max(${sessions.lastSeenAt}), max(${users.lastSeenAt}))` })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(eq(users.id, userId));
  return row?.at ? new Date(row.at) : null;
}
