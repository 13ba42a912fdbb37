import { z } from 'zod';
import { dbId, dbIdParam } from './input';
import type { DiscountCode } from './discount-code';

// Payments (issue 12): request schemas and the JSON shapes of docs/api.md "Payments".

const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'country_code' })
  .transform((c) => c.toUpperCase());
const methodId = z.string().regex(/^[a-z0-9_]{2,40}$/, { message: 'method_invalid' });
const code = z.string().trim().min(1).max(64);

export const packagesQuerySchema = z.object({ country: country.optional(), code: code.optional() }).strict();

export const methodsQuerySchema = z.object({ country: country.optional(), package_id: dbIdParam }).strict();

export const discountQuerySchema = z
  .object({
    code: code.optional(),
    welcome: z.enum(['true', 'false']).optional(),
    country: country.optional(),
    package_id: z.optional(dbIdParam),
    method: methodId.optional(),
  })
  .strict()
  .refine((q) => q.welcome === 'true' || q.code, { message: 'code_required', path: ['code'] });

/** POST /api/order.php: strict, so a client that sends a price or an amount is refused outright. */
export const createOrderSchema = z
  .object({
    package_id: dbId,
    country: country.optional(),
    method: methodId.optional(),
    discount_code: code.optional(),
  })
  .strict();

export const orderQuerySchema = z.object({ id: dbIdParam, retry: z.literal('1').optional() }).strict();

export const retryOrderSchema = z.object({ method: methodId.optional() }).strict();

export const emptyBodySchema = z.object({}).strict();

export const refundSchema = z.object({ order_id: dbId }).strict();

const line = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max);

export const directDebitSchema = z
  .object({
    holder: line(70),
    iban: z.string().trim().min(1, { message: 'required' }).max(42),
    street: line(100),
    house_number: line(20),
    postal_code: line(16),
    city: line(60),
    mobile: z.string().trim().min(1, { message: 'required' }).max(30),
  })
  .strict();

export const directDebitConfirmSchema = z
  .object({
    request_id: dbId,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: 'code_format' }),
    package_id: z.optional(dbId),
    country: country.optional(),
    discount_code: code.optional(),
  })
  .strict();

export const testCheckoutSchema = z
  .object({
    payment_id: z.string().regex(/^tst_[0-9a-f]{16}$/, { message: 'payment_id' }),
    outcome: z.enum(['paid', 'failed', 'canceled', 'pending', 'paid_recurring_fails']),
  })
  .strict();

/** GET /api/discountcode.php's answer: the spec's discount code object (lib/schemas/discount-code.ts). */
export type DiscountCodeJson = DiscountCode;

export type TimeBonusJson = {
  active: boolean;
  code: 'TIMEBONUS25';
  value_percentage: string;
  seconds_left: number;
  expires: string | null;
};

export type OrderStatus =
  'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'partially_refunded' | 'refunded';

export type OrderJson = {
  id: number;
  status: OrderStatus;
  package_id: number | null;
  tier: string | null;
  credits: number;
  country: string | null;
  currency: string;
  price_cents: number;
  discount: {
    kind: 'code' | 'time_bonus';
    code: string;
    value_percentage: string;
    amount_cents: number;
  } | null;
  amount_cents: number;
  method: string | null;
  provider: string;
  checkout_url: string | null;
  recurring: boolean;
  failure: string | null;
  refunded_cents: number;
  refunded_credits: number;
  refundable: { credits: number; amount_cents: number; until: string } | null;
  created_at: string;
  paid_at: string | null;
};

export type PackageJson = {
  id: number;
  tier: string;
  credits: number;
  popular: boolean;
  price_cents: number;
  currency: string;
  price_per_credit_cents: number;
  savings_percentage: number;
  discount_cents: number;
  amount_cents: number;
};

export type MandateJson = { method: string; label: string; created_at: string };
