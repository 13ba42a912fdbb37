import 'server-only';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import {
  blocks,
  conversations,
  swipes,
  creditLedger,
  discountCodes,
  gifts,
  likes,
  messages,
  orders,
  photos,
  profiles,
  sessions,
} from '@/lib/server/db/schema';

// Everything stored about one member, for the data export. Each query is scoped by the member's
// user id or profile id: nothing of another member beyond the names of their chat partners.

export async function profileOfUser(db: Db, userId: number) {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0];
}

export async function photosOfProfile(db: Db, profileId: number) {
  return db.select().from(photos).where(eq(photos.profileId, profileId)).orderBy(asc(photos.id));
}

export async function conversationsOf(db: Db, profileId: number) {
  const a = alias(profiles, 'pa');
  const b = alias(profiles, 'pb');
  return db
    .select({ conversation: conversations, a: { id: a.id, name: a.name }, b: { id: b.id, name: b.name } })
    .from(conversations)
    .innerJoin(a, eq(a.id, conversations.profileA))
    .innerJoin(b, eq(b.id, conversations.profileB))
    .where(or(eq(conversations.profileA, profileId), eq(conversations.profileB, profileId)))
    .orderBy(asc(conversations.id));
}

export async function messagesOf(db: Db, conversationIds: number[]) {
  if (!conversationIds.length) return [];
  return db
    .select({ message: messages, gift: gifts.slug })
    .from(messages)
    .leftJoin(gifts, eq(gifts.id, messages.giftId))
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(asc(messages.conversationId), asc(messages.id));
}

export async function ledgerOf(db: Db, userId: number) {
  return db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));
}

export async function ordersOf(db: Db, userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
}

export async function discountCodesOf(db: Db, userId: number) {
  return db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.userId, userId))
    .orderBy(asc(discountCodes.id));
}

export async function likesOf(db: Db, profileId: number) {
  return db
    .select()
    .from(likes)
    .where(or(eq(likes.likerId, profileId), eq(likes.likedId, profileId)))
    .orderBy(asc(likes.createdAt));
}

export async function blocksBy(db: Db, profileId: number) {
  return db.select().from(blocks).where(eq(blocks.blockerId, profileId)).orderBy(asc(blocks.createdAt));
}

export async function swipesBy(db: Db, profileId: number) {
  return db.select().from(swipes).where(eq(swipes.profileId, profileId)).orderBy(asc(swipes.createdAt));
}

export async function sessionsOf(db: Db, userId: number) {
  return db
    .select({
      created_at: sessions.createdAt,
      last_seen_at: sessions.lastSeenAt,
      expires_at: sessions.expiresAt,
      client_type: sessions.clientType,
      user_agent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.id));
}
