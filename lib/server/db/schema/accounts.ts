import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { sites } from './sites';

export type NotificationSettings = { messages: boolean; likes: boolean; news: boolean };

export type Tracking = { network?: string; ref?: string; sub1?: string; sub2?: string; sub3?: string };

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** null until the member or the domain language sets it (spec §4). */
    language: text('language'),
    /** not_confirmed | confirmed | deleted */
    status: text('status').notNull().default('not_confirmed'),
    /** member | operator | admin */
    role: text('role').notNull().default('member'),
    /** Cached balance; always equals the sum of credit_ledger.delta for the user. */
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    /** Reasons: spam_complaint | bounce | unsubscribe */
    notificationsDisabled: text('notifications_disabled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tracking: jsonb('tracking').$type<Tracking>().notNull().default({}),
    /** E-mail notices the member wants (the /notifications page); news is opt-in. */
    notificationSettings: jsonb('notification_settings')
      .$type<NotificationSettings>()
      .notNull()
      .default({ messages: true, likes: true, news: false }),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Banned by a moderator (the console): no login, pages show /pages/ban. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
  },
  (t) => [
    uniqueIndex('users_site_email_idx').on(t.siteId, sql`lower(${t.email})`),
    // The console dashboard's signups per site and day (migration 0020).
    index('users_site_signup_idx').on(t.siteId, t.signupDate),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie token: a leaked table does not leak sessions. */
    tokenHash: text('token_hash').notNull(),
    clientType: text('client_type'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Started by a one-click mail link, not a password: settings, e-mail and payments ask for it. */
    viaToken: boolean('via_token').notNull().default(false),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use mailed tokens: activation, password reset, e-mail change, deletion undo, unsubscribe. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_idx').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.kind),
    // The dashboard's confirmations: activation links used per day (migration 0020).
    index('email_tokens_kind_used_idx').on(t.kind, t.usedAt),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_endpoint_idx').on(t.endpoint), index('push_user_idx').on(t.userId)],
);
