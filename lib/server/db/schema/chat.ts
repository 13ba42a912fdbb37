import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { photos, profiles } from './profiles';

/** A conversation between two profiles; profileA < profileB. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    profileA: integer('profile_a')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileB: integer('profile_b')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_pair_idx').on(t.profileA, t.profileB)],
);

/** Each side's view of a conversation: unread count and whether it removed the chat. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    hidden: boolean('hidden').notNull().default(false),
    /** When this member was last mailed a new-message notice for this conversation (throttle). */
    lastNoticeAt: timestamp('last_notice_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.profileId] }),
    index('conversation_members_list_idx').on(t.profileId, t.lastMessageAt),
  ],
);

export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  credits: integer('credits').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** text | image | gift */
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    giftId: integer('gift_id').references(() => gifts.id),
    creditsSpent: integer('credits_spent').notNull().default(0),
    /** The sender's idempotency key: a retried send is stored and charged once. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // The dashboard's messages per day (migration 0020).
    index('messages_created_idx').on(t.createdAt),
    uniqueIndex('messages_client_key_idx').on(t.senderId, t.clientKey),
  ],
);
