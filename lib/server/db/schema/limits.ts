import { bigint, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { profiles } from './profiles';

/**
 * The store of rate-limiter-flexible's RateLimiterPostgres (lib/server/rate-limit), in exactly
 * the shape the library creates itself. Made by a migration rather than the library's own
 * CREATE TABLE IF NOT EXISTS at start-up: migrations run once, under the start-up lock, so
 * instances starting together never race on it. Every limiter shares it (keys carry the
 * limiter's name); the library deletes rows expired for an hour every 5 minutes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Epoch milliseconds; null: never expires (not used by our limiters). */
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * A signup's free first message, held until the new member confirms the e-mail address
 * (throwaway accounts must not reach real members). Taken by a DELETE … RETURNING on
 * confirmation, so two activation clicks deliver it once.
 */
export const pendingSignupMessages = pgTable('pending_signup_messages', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  toProfileId: integer('to_profile_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The member confirmed the delete-account form with the right password while an offer to stay
 * was open: only then may the stay discount be claimed (within the offer's hour).
 */
export const deletionAttempts = pgTable('deletion_attempts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
});
