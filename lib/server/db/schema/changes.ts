import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per member: a version per polled answer, bumped by database triggers (migration
 * 0011_member_changes) in the same transaction as every write that changes what the answer
 * holds. The polled routes answer 304 from it before building anything. No foreign key: a
 * trigger may bump a member whose account is being deleted in the same statement.
 */
export const memberChanges = pgTable('member_changes', {
  userId: integer('user_id').primaryKey(),
  /** GET /api/chats.php */
  chats: bigint('chats', { mode: 'number' }).notNull().default(0),
  /** GET /api/likes.php */
  likes: bigint('likes', { mode: 'number' }).notNull().default(0),
  /** GET /api/user.php */
  account: bigint('account', { mode: 'number' }).notNull().default(0),
});
