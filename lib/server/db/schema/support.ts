import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/**
 * Mail and SMS to send. Without SMTP the rows stay here and /dev/mailbox shows them; with SMTP
 * a sender drains them, so a crash between commit and send loses nothing.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
    /** email | sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    html: text('html').notNull().default(''),
    text: text('text').notNull(),
    /** queued | sending (claimed by one sender until lease_until) | sent | failed */
    status: text('status').notNull().default('queued'),
    /** attempts started, counted when a sender claims the row */
    attempts: integer('attempts').notNull().default(0),
    /** While sending: a sender that crashed mid-send loses its claim after this time. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.id)],
);
