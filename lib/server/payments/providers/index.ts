import 'server-only';
import { env } from '@/lib/env';
import { MollieProvider } from './mollie';
import { TestProvider } from './test-provider';
import type { PaymentProvider } from './types';

const holder = globalThis as unknown as {
  __heartlinePayProvider?: { key: string; provider: PaymentProvider };
};

/**
 * Mollie when MOLLIE_API_KEY is set, else the built-in test provider (no real money). One
 * instance per configuration, so Mollie's method list is cached across requests.
 */
export function paymentProvider(): PaymentProvider {
  const e = env();
  const key = e.MOLLIE_API_KEY ? `mollie|${e.MOLLIE_API_KEY}|${e.MOLLIE_API_ENDPOINT ?? ''}` : 'test';
  if (holder.__heartlinePayProvider?.key !== key) {
    const provider = e.MOLLIE_API_KEY ? new MollieProvider(e.MOLLIE_API_KEY) : new TestProvider();
    holder.__heartlinePayProvider = { key, provider };
  }
  return holder.__heartlinePayProvider.provider;
}

export function testProviderActive(): boolean {
  return !env().MOLLIE_API_KEY;
}

/**
 * The line the server prints at start while the built-in test provider takes the payments: on
 * a public server anyone at its checkout page can mark an order paid, and no money moves.
 */
export function testProviderWarning(): string | null {
  if (!testProviderActive()) return null;
  return 'MOLLIE_API_KEY is not set: payments go to the built-in test provider (no money moves; its checkout page marks orders paid for anyone). Set it before taking real payments.';
}

export type { PaymentProvider, ProviderPayment, ProviderStatus, ProviderMethod, SequenceType } from './types';
export { ProviderError } from './types';
