// Answers of the payments API as docs/api.md ("Payments (issue 12)") defines them. Amounts are
// integers in minor units of their `currency`.
import type { DiscountCode } from '@/lib/schemas/discount-code';
import type { MandateJson, OrderJson, OrderStatus, PackageJson } from '@/lib/schemas/payments';

export type { DiscountCode, OrderStatus };

export type Tier = 'p0' | 'p1' | 'p2' | 'p3';

/** The server's package answer, its tier narrowed to the four styles. */
export type Package = PackageJson & { tier: Tier };

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

export type PaymentMethodsAnswer = {
  country: string;
  currency: string;
  amount_cents: number;
  methods: PaymentMethod[];
};

/** The server's order answer, with the values the screens tell apart spelled out. */
export type Order = OrderJson & {
  tier: Tier | null;
  provider: 'test' | 'mollie';
  failure: 'recurring_card_failed' | 'direct_debit_failed' | null;
};

export type OrderCreated = { order: Order; redirect_url: string | null };
export type OrderAnswer = { order: Order; balance: number; paid_user: boolean };

export type LedgerReason =
  'signup' | 'purchase' | 'message' | 'photo' | 'gift' | 'refund' | 'bonus' | 'adjustment';
export type LedgerEntry = {
  id: number;
  delta: number;
  balance_after: number;
  reason: LedgerReason;
  ref_type: string | null;
  ref_id: number | null;
  created_at: string;
};
export type TransactionsAnswer = {
  balance: number;
  paid_user: boolean;
  orders: Order[];
  ledger: LedgerEntry[];
};

export type Mandate = MandateJson & { method: 'directdebit' | 'creditcard' };
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
