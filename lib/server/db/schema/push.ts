import { bigint, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { pushSubscriptions, users } from './accounts';
import { conversations } from './chat';
import { sites } from './sites';

/**
 * Web pushes waiting to go out, one row per news item and device (push subscription): written in
 * the transaction that made the news (a message, a like, a match), so a push exists exactly when
 * the news was committed. Rows hold ids only; the text is built when sent, in the member's
 * language of that moment. A sender claims rows with a lease (several instances never send the
 * same row); a failed send is tried again after `not_before` (backoff).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** message | like | match */
    kind: text('kind').notNull(),
    /** The message id (message) or the other profile's id (like, match). */
    refId: bigint('ref_id', { mode: 'number' }).notNull(),
    /** Messages only: the conversation (the one-per-minute throttle and the "open" check). */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** queued | sending (claimed until lease_until) | sent | skipped | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Not sent before this time: the grace for an open conversation, then the retry backoff. */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Why it was skipped or the last failure (no personal data). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.status, t.notBefore),
    index('push_outbox_user_idx').on(t.userId, t.status),
  ],
);

/** The last push per device and conversation: at most one per conversation per minute. */
export const pushThrottle = pgTable(
  'push_throttle',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.conversationId] })],
);

/**
 * The member hid the page (POST /api/page-hidden.php, a beacon): from then on they count as away,
 * so a notice mail or a push goes out at once; the row goes when a page of theirs is shown again.
 */
export const pageAway = pgTable('page_away', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull(),
});

/**
 * Page-bounce logging (`?lb=`): per site, traffic source and day, how many visits were logged,
 * how many left without a click, and their time on the page. Counters, not one row per visit:
 * the table stays small and holds nothing about a person.
 */
export const pageBounces = pgTable(
  'page_bounces',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    day: date('day').notNull(),
    visits: integer('visits').notNull().default(0),
    bounces: integer('bounces').notNull().default(0),
    totalMs: bigint('total_ms', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.source, t.day] })],
);
