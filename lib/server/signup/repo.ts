import 'server-only';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import {
  conversationMembers,
  conversations,
  messages,
  pendingSignupMessages,
  photos,
  profiles,
  users,
  type Tracking,
} from '@/lib/server/db/schema';

export type NewUser = {
  siteId: number;
  email: string;
  passwordHash: string;
  language: string;
  tracking: Tracking;
};

export async function emailInUse(db: Db | Tx, siteId: number, email: string): Promise<boolean> {
  // Deleted accounts keep their address until purged (they can still be restored).
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(tx: Tx, values: NewUser) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, status: 'not_confirmed' })
    .returning();
  return row;
}

export async function insertProfile(tx: Tx, values: typeof profiles.$inferInsert) {
  const [row] = await tx.insert(profiles).values(values).returning();
  return row;
}

/** A profile that can receive a signup message on this site: active, fictional or the site's own. */
export async function findMessageTarget(db: Db | Tx, siteId: number, profileId: number) {
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      userId: profiles.userId,
      mainPhotoId: profiles.mainPhotoId,
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.id, profileId),
        eq(profiles.status, 'active'),
        or(isNull(profiles.siteId), eq(profiles.siteId, siteId)),
        or(isNull(profiles.userId), ne(users.status, 'deleted')),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Holds the signup message until the e-mail is confirmed (one per new member). */
export async function holdMessage(
  tx: Tx,
  input: { userId: number; to: number; body: string },
): Promise<void> {
  await tx
    .insert(pendingSignupMessages)
    .values({ userId: input.userId, toProfileId: input.to, body: input.body })
    .onConflictDoNothing();
}

/** Takes the held message out, once: of two concurrent calls only one gets the row. */
export async function takeHeldMessage(tx: Tx, userId: number) {
  const rows = await tx
    .delete(pendingSignupMessages)
    .where(eq(pendingSignupMessages.userId, userId))
    .returning();
  return rows[0];
}

/** The profile of a member, whatever its status: the sender of a held message. */
export async function findProfileIdOf(tx: Tx, userId: number): Promise<number | undefined> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0]?.id;
}

/** Key of the signup message on messages.client_key: the unique index makes it once per sender. */
const SIGNUP_MESSAGE_KEY = 'signup-message';

/**
 * Delivers a free first message: the pair's conversation (profile_a < profile_b), the message,
 * and both members' rows with one unread for the receiver. Returns false when already delivered.
 */
export async function deliverMessage(
  tx: Tx,
  input: { from: number; to: number; body: string; at: Date },
): Promise<boolean> {
  const [a, b] = input.from < input.to ? [input.from, input.to] : [input.to, input.from];
  await tx
    .insert(conversations)
    .values({ profileA: a, profileB: b, startedBy: input.from, createdAt: input.at, lastMessageAt: input.at })
    .onConflictDoNothing();
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.profileA, a), eq(conversations.profileB, b)))
    .limit(1);
  const inserted = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: input.from,
      kind: 'text',
      body: input.body,
      creditsSpent: 0,
      clientKey: SIGNUP_MESSAGE_KEY,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: messages.id });
  if (!inserted.length) return false;
  await tx
    .update(conversations)
    .set({ lastMessageAt: input.at })
    .where(eq(conversations.id, conversation.id));
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: conversation.id, profileId: input.from, unreadCount: 0, lastMessageAt: input.at },
      { conversationId: conversation.id, profileId: input.to, unreadCount: 1, lastMessageAt: input.at },
    ])
    .onConflictDoUpdate({
      target: [conversationMembers.conversationId, conversationMembers.profileId],
      set: {
        unreadCount: sql`${conversationMembers.unreadCount} + case when ${conversationMembers.profileId} = ${input.to} then 1 else 0 end`,
        lastMessageAt: input.at,
        hidden: false,
      },
    });
  return true;
}

/** Name and active main photo of a message target, for the message step. */
export async function findTargetCard(db: Db, siteId: number, profileId: number) {
  const target = await findMessageTarget(db, siteId, profileId);
  if (!target) return undefined;
  const photo = target.mainPhotoId
    ? (
        await db
          .select({ filename: photos.filename, thumbFilename: photos.thumbFilename, status: photos.status })
          .from(photos)
          .where(eq(photos.id, target.mainPhotoId))
          .limit(1)
      )[0]
    : undefined;
  return { id: target.id, name: target.name, photo };
}
