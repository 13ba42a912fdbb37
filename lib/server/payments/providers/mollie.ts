import 'server-only';
import createMollieClient, { type MollieClient, type Payment } from '@mollie/api-client';
import { env } from '@/lib/env';
import {
  fromDecimal,
  ProviderError,
  toDecimal,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderMethod,
  type ProviderPayment,
  type ProviderStatus,
  type SequenceType,
} from './types';

/** Mollie's locales for our 11 languages (its methods and checkout speak these). */
const LOCALES: Record<string, string> = {
  en: 'en_US',
  nl: 'nl_NL',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  pl: 'pl_PL',
  da: 'da_DK',
  fi: 'fi_FI',
  nb: 'nb_NO',
  sv: 'sv_SE',
};
const mollieLocale = (locale: string) => (LOCALES[locale] ?? 'en_US') as never;

/** Giropay closed in 2024; Mollie may still list it on old accounts: never offer it. */
const RETIRED = new Set(['giropay']);

const METHODS_TTL_MS = 10 * 60_000;

function cardLabel(details: Record<string, unknown> | undefined): string {
  const brand = typeof details?.cardLabel === 'string' ? details.cardLabel : 'Card';
  const last = typeof details?.cardNumber === 'string' ? details.cardNumber.slice(-4) : '';
  return last ? `${brand} •••• ${last}` : brand;
}

export function maskIban(iban: string): string {
  const clean = iban.replace(/\s+/g, '').toUpperCase();
  return `${clean.slice(0, 2)}** **** **** ${clean.slice(-4)}`;
}

function toPayment(p: Payment): ProviderPayment {
  const metadata = (p.metadata ?? {}) as { order_id?: unknown };
  const orderId = Number(metadata.order_id);
  const details = (p.details ?? {}) as Record<string, unknown>;
  const mandateId = p.mandateId ?? null;
  const method = (p.method as string | null) ?? null;
  return {
    id: p.id,
    status: p.status as ProviderStatus,
    amountCents: fromDecimal(p.amount.value),
    currency: p.amount.currency,
    method,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    checkoutUrl: p.getCheckoutUrl?.() ?? null,
    sequenceType: (p.sequenceType as SequenceType) ?? 'oneoff',
    mandate: mandateId
      ? {
          providerMandateId: mandateId,
          customerId: p.customerId ?? null,
          method: method === 'directdebit' ? 'directdebit' : 'creditcard',
          label:
            method === 'directdebit' && typeof details.consumerAccount === 'string'
              ? maskIban(details.consumerAccount)
              : cardLabel(details),
        }
      : null,
    refundedCents: p.amountRefunded ? fromDecimal(p.amountRefunded.value) : 0,
  };
}

/** Mollie through its official client; MOLLIE_API_ENDPOINT points it at a double in tests. */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;
  private readonly methodsCache = new Map<string, { at: number; value: Promise<ProviderMethod[]> }>();

  constructor(apiKey: string, apiEndpoint = env().MOLLIE_API_ENDPOINT) {
    // The client speaks https only and trusts its own bundled CA list (a double needs a
    // certificate it accepts; the tests lift verification in their own process).
    this.client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw new ProviderError(`mollie ${what} failed`, err);
    }
  }

  listMethods(input: Parameters<PaymentProvider['listMethods']>[0]): Promise<ProviderMethod[]> {
    const key = [
      input.country,
      input.currency,
      input.amountCents,
      input.locale,
      input.sequenceType ?? '',
    ].join('|');
    const hit = this.methodsCache.get(key);
    if (hit && Date.now() - hit.at < METHODS_TTL_MS) return hit.value;
    const value = this.call('methods.list', async () => {
      const list = await this.client.methods.list({
        amount: { value: toDecimal(input.amountCents), currency: input.currency },
        billingCountry: input.country,
        locale: mollieLocale(input.locale),
        includeWallets: 'applepay',
        ...(input.sequenceType ? { sequenceType: input.sequenceType as never } : {}),
      });
      return list
        .filter((m) => !RETIRED.has(m.id))
        .map((m) => ({
          id: m.id as string,
          description: m.description,
          image: m.image?.svg ?? null,
          minimumCents: m.minimumAmount ? fromDecimal(m.minimumAmount.value) : null,
          maximumCents: m.maximumAmount ? fromDecimal(m.maximumAmount.value) : null,
        }));
    });
    this.methodsCache.set(key, { at: Date.now(), value });
    value.catch(() => this.methodsCache.delete(key));
    return value;
  }

  createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    return this.call('payments.create', async () =>
      toPayment(
        await this.client.payments.create({
          amount: { value: toDecimal(input.amountCents), currency: input.currency },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          locale: mollieLocale(input.locale),
          metadata: { order_id: input.orderId },
          ...(input.method ? { method: input.method as never } : {}),
          ...(input.sequenceType !== 'oneoff' ? { sequenceType: input.sequenceType as never } : {}),
          ...(input.customerId ? { customerId: input.customerId } : {}),
          ...(input.mandateId ? { mandateId: input.mandateId } : {}),
        }),
      ),
    );
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    // Mollie ids look like tr_…; anything else cannot be one (and must not reach its URL path).
    if (!/^tr_[A-Za-z0-9]{4,40}$/.test(id)) return null;
    try {
      return toPayment(await this.client.payments.get(id));
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return null;
      throw new ProviderError('mollie payments.get failed', err);
    }
  }

  async cancelPayment(id: string): Promise<boolean> {
    try {
      await this.client.payments.cancel(id);
      return true;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 422 || status === 404) return false;
      throw new ProviderError('mollie payments.cancel failed', err);
    }
  }

  createRefund(input: { paymentId: string; amountCents: number; currency: string; description: string }) {
    return this.call('paymentRefunds.create', async () => {
      const refund = await this.client.paymentRefunds.create({
        paymentId: input.paymentId,
        amount: { value: toDecimal(input.amountCents), currency: input.currency },
        description: input.description,
      });
      return { id: refund.id, status: refund.status as string };
    });
  }

  createCustomer(input: { userId: number; email: string; name: string; locale: string }) {
    return this.call('customers.create', async () => {
      const customer = await this.client.customers.create({
        name: input.name,
        email: input.email,
        locale: mollieLocale(input.locale),
        metadata: { user_id: input.userId },
      });
      return customer.id;
    });
  }

  createDirectDebitMandate(input: { customerId: string | null; holder: string; iban: string }) {
    return this.call('customerMandates.create', async () => {
      if (!input.customerId) throw new Error('a Mollie mandate needs a customer');
      const mandate = await this.client.customerMandates.create({
        customerId: input.customerId,
        method: 'directdebit' as never,
        consumerName: input.holder,
        consumerAccount: input.iban,
        signatureDate: new Date().toISOString().slice(0, 10),
        mandateReference: `HL-${Date.now().toString(36).toUpperCase()}`,
      });
      return { providerMandateId: mandate.id };
    });
  }
}
