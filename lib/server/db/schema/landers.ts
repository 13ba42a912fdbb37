import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from './sites';

/**
 * A site's copy for one lander URL (/landers/{lander}/{slug}), e.g. a city or a niche. The
 * locale '' is the text for every language that has no row of its own; without any row the
 * lander shows the default copy of messages/*.json. The admin console edits these.
 */
export const landerVariants = pgTable(
  'lander_variants',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** One of LANDER_NAMES (lib/server/landers/names.ts) or 'tinderswipe'. */
    lander: text('lander').notNull(),
    slug: text('slug').notNull(),
    locale: text('locale').notNull().default(''),
    headline: text('headline').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.lander, t.slug, t.locale] })],
);
