import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './accounts';

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    /** null for fictional profiles, which no member owns. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** null: shown on every site (fictional profiles); otherwise the member's own site. */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** male | female */
    gender: text('gender').notNull(),
    birthDate: date('birth_date').notNull(),
    country: text('country').notNull(),
    region: text('region'),
    city: text('city'),
    about: text('about').notNull().default(''),
    /** The member changed name or about text since a moderator last read them (the console's review queue). */
    textChangedAt: timestamp('text_changed_at', { withTimezone: true }),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    isFictional: boolean('is_fictional').notNull().default(false),
    /** Enumerated attributes (spec §3); the values live in lib/schemas/profile-attributes.ts. */
    interest: text('interest'),
    hairColor: text('hair_color'),
    eyeColor: text('eye_color'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    hobbies: text('hobbies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mainPhotoId: integer('main_photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
    /**
     * The main photo is approved (status active): member search ranks these first. Kept by
     * triggers of migration 0012 on profiles and photos, never written by the application.
     */
    hasPhoto: boolean('has_photo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_user_idx').on(t.userId),
    index('profiles_search_idx').on(t.status, t.gender, t.country, t.birthDate, t.id),
    // Match finder and swipe deck (docs/matching.md): same region, then same country, each by recent activity.
    index('profiles_region_activity_idx').on(t.status, t.country, t.region, t.lastActiveAt, t.id),
    index('profiles_country_activity_idx').on(t.status, t.country, t.lastActiveAt, t.id),
    // Member search (/members): each filter combination reads its page in activity order, no sort.
    index('profiles_activity_idx').on(t.status, t.lastActiveAt, t.id),
    index('profiles_gender_activity_idx').on(t.status, t.gender, t.lastActiveAt, t.id),
    index('profiles_gender_country_activity_idx').on(t.status, t.gender, t.country, t.lastActiveAt, t.id),
    // Member search ranks profiles with an approved main photo first, then by activity (issue 11):
    // each filter combination reads its page in (has_photo, last_active_at, id) order, no sort.
    index('profiles_photo_activity_idx').on(t.status, t.hasPhoto, t.lastActiveAt, t.id),
    index('profiles_gender_photo_activity_idx').on(t.status, t.gender, t.hasPhoto, t.lastActiveAt, t.id),
    index('profiles_country_photo_activity_idx').on(t.status, t.country, t.hasPhoto, t.lastActiveAt, t.id),
    index('profiles_gender_country_photo_activity_idx').on(
      t.status,
      t.gender,
      t.country,
      t.hasPhoto,
      t.lastActiveAt,
      t.id,
    ),
    index('profiles_region_photo_activity_idx').on(
      t.status,
      t.country,
      t.region,
      t.hasPhoto,
      t.lastActiveAt,
      t.id,
    ),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references((): AnyPgColumn => profiles.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    /** pending | active | rejected */
    status: text('status').notNull().default('pending'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set with status rejected: the moderator's reason, mailed to the member. */
    rejectReason: text('reject_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('photos_profile_idx').on(t.profileId, t.id),
    // GET /media/<name> asks which photo a file belongs to (pending files only for their owner).
    index('photos_filename_idx').on(t.filename),
    index('photos_thumb_filename_idx').on(t.thumbFilename),
  ],
);

export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** like_new of spec §3: unseen by the liked member. */
    isNew: boolean('is_new').notNull().default(true),
    /** like | swipe | auto */
    source: text('source').notNull().default('like'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt),
    // The "sent" list newest first (GET /api/likes.php) and the auto-like's rate limit.
    index('likes_liker_created_idx').on(t.likerId, t.createdAt),
  ],
);

/** A mutual like; profileA < profileB so the pair has exactly one row. */
export const matches = pgTable(
  'matches',
  {
    profileA: integer('profile_a')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    profileB: integer('profile_b')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileA, t.profileB] }),
    index('matches_b_idx').on(t.profileB),
    // A member's matches newest first, from either side (GET /api/likes.php).
    index('matches_a_created_idx').on(t.profileA, t.createdAt),
    index('matches_b_created_idx').on(t.profileB, t.createdAt),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);
