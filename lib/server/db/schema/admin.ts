import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { conversations } from './chat';
import { profiles } from './profiles';
import { sites } from './sites';

/**
 * People who run the sites (the admin console, issue 15): not members, no profile, their own
 * password, TOTP secret, lockout and sessions. `site_ids` null: every site.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** owner | moderator | operator */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret (RFC 6238, 30 s, 6 digits). */
    totpSecret: text('totp_secret').notNull(),
    /** The last TOTP time step accepted: a code is good once (no replay within its window). */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    siteIds: integer('site_ids').array(),
    /** The console's language (en or the owner's). */
    language: text('language').notNull().default('en'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie token, as for members. */
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end; the idle timeout is counted from last_seen_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_sessions_token_idx').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff action, append-only: a trigger (migration 0017) refuses UPDATE and DELETE, so no
 * console role, and no bug in the console, can rewrite what was done. `staff_id` null: a command
 * line script (`npm run admin:create`, `photos:approve`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id'),
    /** Copied: the entry stays readable if the account is later renamed. */
    staffEmail: text('staff_email').notNull(),
    role: text('role').notNull(),
    /** e.g. site.update, photo.approve, member.ban, credits.adjust, chat.reply */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    siteId: integer('site_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** An operator's lock on a conversation waiting for a fictional profile (one row per conversation). */
export const operatorClaims = pgTable('operator_claims', {
  conversationId: integer('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What the operators know of a fictional profile's persona (shown beside every conversation). */
export const fictionalNotes = pgTable('fictional_notes', {
  profileId: integer('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  notes: text('notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bounces and spam complaints from the SMTP provider's signed webhook (spec §4 reasons). */
export const mailEvents = pgTable(
  'mail_events',
  {
    id: serial('id').primaryKey(),
    /** The provider's event id: a webhook delivered twice is stored once. */
    eventId: text('event_id').notNull(),
    /** bounce | spam_complaint */
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_events_event_idx').on(t.eventId), index('mail_events_received_idx').on(t.receivedAt)],
);

/** Lander page views per site, lander and day (the dashboard's "visits from landers"). */
export const landerVisits = pgTable(
  'lander_visits',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lander: text('lander').notNull(),
    day: date('day').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.lander, t.day] })],
);
