import 'server-only';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import {
  conversationMembers,
  conversations,
  gifts,
  messages,
  photos,
  profiles,
  users,
} from '@/lib/server/db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** The partner's side of a member row: the other profile of the pair. */
export const partnerId = (me: number | SQL) =>
  sql<number>`case when ${conversations.profileA} = ${me} then ${conversations.profileB} else ${conversations.profileA} end`;

export const profileCard = {
  id: profiles.id,
  name: profiles.name,
  isFictional: profiles.isFictional,
  premium: sql<boolean>`coalesce(${users.paidUser}, false)`,
  thumb: sql<string | null>`case when ${photos.status} = 'active' then ${photos.thumbFilename} end`,
};
export type ProfileCardRow = {
  id: number;
  name: string;
  isFictional: boolean;
  premium: boolean;
  thumb: string | null;
};

export async function messagesByIds(db: Db | Tx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ message: messages, gift: gifts, photo: photos })
    .from(messages)
    .leftJoin(gifts, eq(gifts.id, messages.giftId))
    .leftJoin(photos, eq(photos.id, messages.photoId))
    .where(inArray(messages.id, ids));
}

/** The member's row of a conversation with the partner's card; undefined when not a member. */
export async function findMembership(db: Db | Tx, conversationId: number, me: number) {
  const rows = await db
    .select({
      conversationId: conversations.id,
      startedBy: conversations.startedBy,
      unread: conversationMembers.unreadCount,
      hidden: conversationMembers.hidden,
      ...profileCard,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(profiles, eq(profiles.id, partnerId(me)))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.profileId, me)))
    .limit(1);
  return rows[0];
}

/** One page newest → oldest by messages_conversation_idx; the caller reverses it. */
export async function messagePage(db: Db, conversationId: number, before: number | undefined, limit: number) {
  return db
    .select({ message: messages, gift: gifts, photo: photos })
    .from(messages)
    .leftJoin(gifts, eq(gifts.id, messages.giftId))
    .leftJoin(photos, eq(photos.id, messages.photoId))
    .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
}

export async function markRead(db: Db | Tx, conversationId: number, me: number) {
  const rows = await db
    .update(conversationMembers)
    .set({ unreadCount: 0 })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.profileId, me)))
    .returning({ id: conversationMembers.conversationId });
  return rows.length > 0;
}

/** Hides the member's side of conversations (the partner keeps theirs); returns the ids hidden. */
export async function hideConversations(db: Db | Tx, me: number, conversationIds: number[]) {
  if (!conversationIds.length) return [];
  const rows = await db
    .update(conversationMembers)
    .set({ hidden: true, unreadCount: 0 })
    .where(
      and(
        eq(conversationMembers.profileId, me),
        inArray(conversationMembers.conversationId, conversationIds),
      ),
    )
    .returning({ id: conversationMembers.conversationId });
  return rows.map((r) => r.id);
}

/** Every conversation the member has with a profile (there is one per pair today). */
export async function conversationsWith(db: Db | Tx, me: number, other: number) {
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(eq(conversations.profileA, Math.min(me, other)), eq(conversations.profileB, Math.max(me, other))),
    );
  return rows.map((r) => r.id);
}

export async function listActiveGifts(db: Db) {
  return db
    .select()
    .from(gifts)
    .where(eq(gifts.active, true))
    .orderBy(asc(gifts.sort), asc(gifts.credits), asc(gifts.id));
}
