import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';
import { users } from './accounts';
import { creditPackages, orders } from './credits';

/** A package's price in each currency it is sold in (the payment country picks the currency). */
export const packagePrices = pgTable(
  'package_prices',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => creditPackages.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [uniqueIndex('package_prices_package_currency_idx').on(t.packageId, t.currency)],
);

/** Every state change of an order, append-only: who moved it, from what, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** created | webhook | poll | member_cancel | refund | refused:<why> … */
    reason: text('reason').notNull(),
    providerStatus: text('provider_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** A stored permission to charge a member again without a redirect (SEPA direct debit or card). */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** directdebit | creditcard */
    method: text('method').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerMandateId: text('provider_mandate_id'),
    /** What the member sees: a masked IBAN or the card brand and last digits. */
    label: text('label').notNull(),
    holder: text('holder'),
    /** Normalised (no spaces, upper case): the block list compares it. */
    iban: text('iban'),
    street: text('street'),
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    mobile: text('mobile'),
    /** valid | revoked | failed */
    status: text('status').notNull().default('valid'),
    /** Test provider only: 'fail' makes every later charge on this mandate fail. */
    testOutcome: text('test_outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('payment_mandates_user_idx').on(t.userId, t.status)],
);

/** The provider's customer of a member (Mollie keeps mandates per customer). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_customers_user_provider_idx').on(t.userId, t.provider)],
);

/** The SMS code step of the direct-debit form: the form waits here until the code confirms it. */
export const smsVerifications = pgTable(
  'sms_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** direct_debit */
    purpose: text('purpose').notNull(),
    mobile: text('mobile').notNull(),
    /** sha256 of the code: a leaked table does not confirm anything. */
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_verifications_user_idx').on(t.userId, t.id)],
);

/** Block lists the admin console manages: an IBAN, a mobile number or a member (value = user id). */
export const paymentBlocks = pgTable(
  'payment_blocks',
  {
    id: serial('id').primaryKey(),
    /** null: every site */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** iban | mobile | user */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_blocks_kind_value_idx').on(t.kind, t.value)],
);

/**
 * How much a member may order by direct debit in `period_days`: a member's own row wins over the
 * site's row (user_id null); without any row DEFAULT_DIRECT_DEBIT_LIMIT applies.
 */
export const directDebitLimits = pgTable(
  'direct_debit_limits',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    maxCents: integer('max_cents').notNull(),
    periodDays: integer('period_days').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('direct_debit_limits_site_user_idx').on(t.siteId, t.userId)],
);

/** A member's request to return unused credits of one paid order (spec §1, refund_days). */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** pending (credits taken, provider asked) | refunded | failed (credits given back) */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_requests_order_idx').on(t.orderId)],
);

/**
 * The built-in test provider's payments (no real money): what Mollie would hold. The test
 * checkout page sets the status; the webhook then reads it like a real provider's.
 */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: text('method'),
  /** open | pending | paid | failed | canceled | expired */
  status: text('status').notNull().default('open'),
  /** oneoff | first | recurring */
  sequenceType: text('sequence_type').notNull().default('oneoff'),
  mandateId: text('mandate_id'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
