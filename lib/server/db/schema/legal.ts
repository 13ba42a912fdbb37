import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './accounts';

/**
 * A site's own text for a legal or info page in one locale (markdown-light: paragraphs and
 * "## " headings). Read before the default text of messages/*.json; the admin console edits it.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** terms | privacy | privacy-us | cookies | ban | return-policy | faq | service */
    page: text('page').notNull(),
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.page, t.locale] })],
);

/** Evidence kept with a complaint: what the profile or conversation looked like when it was sent. */
export type ComplaintEvidence = {
  profile?: { id: number; name: string; about: string };
  conversation?: {
    id: number;
    messages: {
      id: number;
      senderProfileId: number;
      kind: string;
      body: string;
      photoId: number | null;
      giftId: number | null;
      createdAt: string;
    }[];
    /** true when older messages were left out (the copy keeps the latest EVIDENCE_MESSAGES). */
    truncated: boolean;
  };
};

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** open | in_progress | handled | rejected (the admin console moves it on) */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** fake_profile | harassment | illegal_content | underage | payment | privacy | other */
    reason: text('reason').notNull().default('other'),
    /** No foreign keys: the complaint outlives a deleted profile or conversation. */
    profileId: integer('profile_id'),
    conversationId: integer('conversation_id'),
    evidence: jsonb('evidence').$type<ComplaintEvidence>().notNull().default({}),
    locale: text('locale').notNull().default('en'),
    /** The moderators' notes (the console); never shown to the complainant. */
    notes: text('notes').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('complaints_site_status_idx').on(t.siteId, t.status, t.createdAt)],
);
