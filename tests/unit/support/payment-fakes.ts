// Canned answers of the payments API (docs/api.md "Payments") for component tests.
import type { Order, Package, PackagesAnswer, PaymentMethodsAnswer } from '@/lib/api-client/payments-types';

export function fakeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    status: 'open',
    package_id: 3,
    tier: 'p2',
    credits: 120,
    country: 'NL',
    currency: 'EUR',
    price_cents: 4999,
    discount: null,
    amount_cents: 4999,
    method: 'ideal',
    provider: 'test',
    checkout_url: null,
    recurring: false,
    failure: null,
    refunded_cents: 0,
    refunded_credits: 0,
    refundable: null,
    created_at: '2026-03-01T10:00:00Z',
    paid_at: null,
    ...overrides,
  };
}

export function fakePackage(overrides: Partial<Package> = {}): Package {
  return {
    id: 3,
    tier: 'p2',
    credits: 120,
    popular: true,
    price_cents: 4999,
    currency: 'EUR',
    price_per_credit_cents: 41.66,
    savings_percentage: 17,
    discount_cents: 0,
    amount_cents: 4999,
    ...overrides,
  };
}

export function fakePackages(overrides: Partial<PackagesAnswer> = {}): PackagesAnswer {
  return {
    country: 'NL',
    currency: 'EUR',
    countries: [
      { code: 'NL', currency: 'EUR' },
      { code: 'PL', currency: 'PLN' },
    ],
    refund_days: 14,
    packages: [
      fakePackage({ id: 1, tier: 'p0', credits: 20, popular: false, price_cents: 999, price_per_credit_cents: 49.95, savings_percentage: 0, amount_cents: 999 }),
      fakePackage(),
    ],
    discount: null,
    discount_error: null,
    ...overrides,
  };
}

export function fakeMethods(ids: string[] = ['ideal', 'creditcard', 'paypal']): PaymentMethodsAnswer {
  const names: Record<string, string> = {
    ideal: 'iDEAL',
    creditcard: 'Card',
    paypal: 'PayPal',
    directdebit: 'SEPA Direct Debit',
    banktransfer: 'Bank transfer',
  };
  return {
    country: 'NL',
    currency: 'EUR',
    amount_cents: 4999,
    methods: ids.map((id) => ({
      id,
      description: names[id] ?? id,
      image: null,
      minimum_cents: 100,
      maximum_cents: 1_000_000,
      recurring: false,
    })),
  };
}
