import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './accounts';

/**
 * Append-only: a row is never updated or deleted. Written in the same transaction as the
 * users.credits update and the thing paid for, so the balance always equals the sum.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** signup | purchase | message | photo | gift | refund | bonus | adjustment */
    reason: text('reason').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.id)],
);

export const creditPackages = pgTable(
  'credit_packages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** p0 … p3: the styling tier of spec §9. */
    tier: text('tier').notNull(),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    /** null: every country of the site. */
    country: text('country'),
    popular: boolean('popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('credit_packages_site_idx').on(t.siteId, t.sort)],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    country: text('country'),
    /** Set for a personal code. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    valuePercentage: numeric('value_percentage', { precision: 5, scale: 1 }).notNull(),
    currency: text('currency'),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    /** once-per-user | unlimited */
    validity: text('validity').notNull().default('once-per-user'),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** standard | welcome (the site's code for new members, ?welcome=true) */
    kind: text('kind').notNull().default('standard'),
    /** The batch a code was made in (the console's "create 100 codes"); null: made alone. */
    batch: text('batch'),
    /** Uses allowed in all; null: unlimited (validity still limits each member). */
    maxUses: integer('max_uses'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_codes_code_idx').on(t.siteId, sql`upper(${t.code})`)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** null once a deleted account is purged: paid orders stay for the books. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    packageId: integer('package_id').references(() => creditPackages.id),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    /** null until a method is chosen (the provider's own picker). */
    paymentMethod: text('payment_method'),
    /** test | mollie */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** open | pending | paid | failed | canceled | expired | partially_refunded | refunded */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment country; it decided the currency and the price. */
    country: text('country'),
    /** List price before the discount, in minor units of currency. */
    priceCents: integer('price_cents'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** code | time_bonus */
    discountKind: text('discount_kind'),
    discountCode: text('discount_code'),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 1 }),
    checkoutUrl: text('checkout_url'),
    /** oneoff | first (stores a mandate when paid) | recurring (charged on a mandate) */
    sequenceType: text('sequence_type').notNull().default('oneoff'),
    mandateId: integer('mandate_id'),
    /** Why a payment failed, when the member must be told: recurring_card_failed | direct_debit_failed */
    failure: text('failure'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedCredits: integer('refunded_credits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The dashboard's revenue and first purchases per site and day (migration 0020).
    index('orders_site_paid_idx').on(t.siteId, t.paidAt),
    uniqueIndex('orders_provider_payment_idx').on(t.provider, t.providerPaymentId),
  ],
);

export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** reserved (an unpaid order holds the code) | used (the order was paid) */
    status: text('status').notNull().default('used'),
    /** Copied from the code: one row per member and code is then enforced by the unique index. */
    oncePerUser: boolean('once_per_user').notNull().default(false),
  },
  (t) => [
    index('discount_code_uses_idx').on(t.codeId, t.userId),
    uniqueIndex('discount_code_uses_once_idx').on(t.codeId, t.userId).where(sql`${t.oncePerUser}`),
    index('discount_code_uses_order_idx').on(t.orderId),
  ],
);
