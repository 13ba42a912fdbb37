import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * The swipe game's decisions: one row per (member, profile) with the latest decision. A pass keeps
 * the profile out of the deck for SWIPE_PASS_DAYS; likes of the current UTC day count against the
 * daily quota. The quota counts these rows, not `likes`, so unliking cannot hand a like back.
 */
export const swipes = pgTable(
  'swipes',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** like | pass */
    decision: text('decision').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.targetId] }),
    // Today's likes of one member: a range on created_at within the member's rows.
    index('swipes_profile_created_idx').on(t.profileId, t.createdAt),
    index('swipes_target_idx').on(t.targetId),
  ],
);
