import { z } from 'zod';
import { dbId, dbIdParam } from './input';

// The console's money parts (issue 15): packages and prices, discount codes, orders and refunds,
// direct-debit limits and block lists. What the owner sends; the services check the rest
// (known currencies and countries, one popular package, a code not taken).

export const TIERS = ['p0', 'p1', 'p2', 'p3'] as const;
export const CODE_VALIDITIES = ['once-per-user', 'unlimited'] as const;
export const CODE_STATUSES = ['active', 'disabled'] as const;
export const ORDER_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'partially_refunded',
  'refunded',
] as const;
export const BLOCK_KINDS = ['iban', 'mobile', 'user'] as const;

const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'currency')
  .transform((c) => c.toUpperCase());
const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'country')
  .transform((c) => c.toUpperCase());
/** Minor units; 10 million is far above any credit package. */
const cents = z.number().int().min(0).max(10_000_000);
/** An empty form field means "not set". */
const blankToNull = (v: unknown) => (v === '' ? null : v);

const price = z.object({ currency, price_cents: cents.min(1) }).strict();

const packageFields = {
  tier: z.enum(TIERS),
  credits: z.number().int().min(1).max(1_000_000),
  /** The package's own currency: its price in it is the list price of its row. */
  currency,
  /** null: sold in every country of the site. */
  country: z.preprocess(blankToNull, country.nullable()),
  popular: z.boolean(),
  active: z.boolean(),
  sort: z.number().int().min(0).max(1000),
  /** The price in each currency the package is sold in (the payment country picks the currency). */
  prices: z.array(price).min(1).max(20),
};

export const packageCreateSchema = z.object({ site_id: dbId, ...packageFields }).strict();
export const packageUpdateSchema = z
  .object({ id: dbId, ...packageFields })
  .partial()
  .required({ id: true })
  .strict();
export const siteQuerySchema = z.object({ site_id: dbIdParam }).strict();
export const idQuerySchema = z.object({ id: dbIdParam }).strict();

const codeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'code_format');
const percentage = z
  .number()
  .min(1)
  .max(100)
  .transform((p) => Math.round(p * 10) / 10);
const methodId = z.string().regex(/^[a-z0-9_]{2,40}$/, 'method_invalid');

const codeRules = {
  value_percentage: percentage,
  country: z.preprocess(blankToNull, country.nullable()).default(null),
  currency: z.preprocess(blankToNull, currency.nullable()).default(null),
  minimum_order_cents: cents.default(0),
  payment_methods: z.array(methodId).max(20).default([]),
  validity: z.enum(CODE_VALIDITIES).default('once-per-user'),
  /** Uses allowed in all; null: no limit but validity. */
  max_uses: z.preprocess(blankToNull, z.number().int().min(1).max(1_000_000).nullable()).default(null),
  expires_at: z.preprocess(blankToNull, z.iso.datetime({ offset: true }).nullable()).default(null),
};

/** One code (`code`) or a batch (`count` random codes starting with `prefix`). */
export const codeCreateSchema = z.union([
  z.object({ site_id: dbId, code: codeText, ...codeRules }).strict(),
  z
    .object({
      site_id: dbId,
      count: z.number().int().min(1).max(1000),
      prefix: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{0,20}$/, 'code_format')
        .default(''),
      ...codeRules,
    })
    .strict(),
]);

/** Disable or enable one code, or every code of a batch. */
export const codeStatusSchema = z.union([
  z.object({ id: dbId, status: z.enum(CODE_STATUSES) }).strict(),
  z.object({ site_id: dbId, batch: z.string().min(1).max(80), status: z.enum(CODE_STATUSES) }).strict(),
]);

const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);
const day = z.string().regex(/^\d{4}-\d\d-\d\d$/, 'date');

export const codesQuerySchema = z
  .object({
    site_id: dbIdParam,
    q: z.string().trim().max(40).optional(),
    batch: z.string().max(80).optional(),
    status: z.enum(CODE_STATUSES).optional(),
    page: pageParam,
  })
  .strict();

export const ordersQuerySchema = z
  .object({
    /** An order id, a member's e-mail or #<member id>. */
    q: z.string().trim().max(254).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    site_id: z.optional(dbIdParam),
    from: day.optional(),
    to: day.optional(),
    page: pageParam,
  })
  .strict();

export const manualRefundSchema = z
  .object({ order_id: dbId, reason: z.string().trim().min(3).max(500) })
  .strict();

export const ddLimitSchema = z
  .object({
    site_id: dbId,
    /** null: the site's limit; a member id: that member's own limit (wins over the site's). */
    user_id: z.nullable(dbId).default(null),
    max_cents: cents,
    period_days: z.number().int().min(1).max(365),
  })
  .strict();

export const blockCreateSchema = z
  .object({
    /** null: every site (staff of every site only). */
    site_id: z.nullable(dbId),
    kind: z.enum(BLOCK_KINDS),
    value: z.string().trim().min(1).max(64),
    reason: z.string().trim().max(300).default(''),
  })
  .strict();

export type PackageCreate = z.infer<typeof packageCreateSchema>;
export type PackageUpdate = z.infer<typeof packageUpdateSchema>;
export type CodeCreate = z.infer<typeof codeCreateSchema>;
export type CodeStatus = z.infer<typeof codeStatusSchema>;
export type CodesQuery = z.infer<typeof codesQuerySchema>;
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
export type DdLimit = z.infer<typeof ddLimitSchema>;
export type BlockCreate = z.infer<typeof blockCreateSchema>;
