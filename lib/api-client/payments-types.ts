// Answers of the payments API as docs/api.md ("Payments (issue 12)") defines them. Amounts are
// integers in minor units of their `currency`.
import type { DiscountCode } from '@/lib/schemas/discount-code';

export type { DiscountCode };

export type Tier = 'p0' | 'p1' | 'p2' | 'p3';

export type Package = {
  id: number;
  tier: Tier;
  credits: number;
  popular: boolean;
  price_cents: number;
  currency: string;
  price_per_credit_cents: number;
  savings_percentage: number;
  discount_cents: number;
  amount_cents: number;
};

export type AppliedDiscount = {
  kind: 'code' | 'time_bonus';
  code: string;
  value_percentage: string;
  expires: string | null;
  seconds_left?: number;
};

export type PackagesAnswer = {
  country: string;
  currency: string;
  countries: { code: string; currency: string }[];
  refund_days: number;
  packages: Package[];
  discount: AppliedDiscount | null;
  discount_error: string | null;
};

export type PaymentMethod = {
  id: string;
  description: string;
  image: string | null;
  minimum_cents: number;
  maximum_cents: number;
  recurring: boolean;
};

export type PaymentMethodsAnswer = { country: string; currency: string; amount_cents: number; methods: PaymentMethod[] };

export type OrderStatus =
  | 'open'
  | 'pending'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired'
  | 'partially_refunded'
  | 'refunded';

export type Order = {
  id: number;
  status: OrderStatus;
  package_id: number;
  tier: Tier;
  credits: number;
  country: string;
  currency: string;
  price_cents: number;
  discount: { kind: 'code' | 'time_bonus'; code: string; value_percentage: string; amount_cents: number } | null;
  amount_cents: number;
  method: string | null;
  provider: 'test' | 'mollie';
  checkout_url: string | null;
  recurring: boolean;
  failure: 'recurring_card_failed' | 'direct_debit_failed' | null;
  refunded_cents: number;
  refunded_credits: number;
  refundable: { credits: number; amount_cents: number; until: string } | null;
  created_at: string;
  paid_at: string | null;
};

export type OrderCreated = { order: Order; redirect_url: string | null };
export type OrderAnswer = { order: Order; balance: number; paid_user: boolean };

export type LedgerReason = 'signup' | 'purchase' | 'message' | 'photo' | 'gift' | 'refund' | 'bonus' | 'adjustment';
export type LedgerEntry = {
  id: number;
  delta: number;
  balance_after: number;
  reason: LedgerReason;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
};
export type TransactionsAnswer = { balance: number; paid_user: boolean; orders: Order[]; ledger: LedgerEntry[] };

export type Mandate = { method: 'directdebit' | 'creditcard'; label: string; created_at: string };
export type RepeatOrderAnswer = { order: Order | null; package: Package | null; mandate: Mandate | null };

export type RefundAnswer = {
  order: Order;
  refund: { credits: number; amount_cents: number; currency: string; status: 'pending' | 'refunded' };
  balance: number;
};

export type DirectDebitState = {
  mandate: Mandate | null;
  pending: { request_id: string; mobile_masked: string; expires_at: string } | null;
};
export type DirectDebitForm = {
  holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
};
export type DirectDebitCodeSent = { request_id: string; mobile_masked: string; expires_at: string };
export type DirectDebitConfirmed = { mandate: Mandate; order: Order | null };

/** States in which the payment result page keeps asking the server. */
export const WAITING_STATUSES: readonly OrderStatus[] = ['open', 'pending'];
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded'];
