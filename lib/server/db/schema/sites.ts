import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteConfig } from '@/lib/schemas/site-config';

/** One white-label site. Hosts map onto it through site_domains. */
export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').notNull(),
  domainLanguage: text('domain_language').notNull(),
  cdnPrefix: text('cdn_prefix').notNull().default('/media/'),
  niche: integer('niche').notNull().default(1),
  isDefault: boolean('is_default').notNull().default(false),
  /** Everything else of spec §3 Settings, validated by SiteConfig on write and read. */
  config: jsonb('config').$type<SiteConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const siteDomains = pgTable('site_domains', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

/** App-wide key/value: generated secrets such as the VAPID key pair. */
export const appKv = pgTable('app_kv', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const interests = pgTable('interests', {
  slug: text('slug').primaryKey(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
});
