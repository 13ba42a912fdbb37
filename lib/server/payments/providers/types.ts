import 'server-only';

/** The states a provider reports for a payment (Mollie's names; 'authorized' counts as pending). */
export type ProviderStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export type SequenceType = 'oneoff' | 'first' | 'recurring';

export type ProviderMethod = {
  id: string;
  description: string;
  image: string | null;
  minimumCents: number | null;
  maximumCents: number | null;
};

/** A payment as the provider holds it: the only source of truth for an order's state. */
export type ProviderPayment = {
  id: string;
  status: ProviderStatus;
  amountCents: number;
  currency: string;
  method: string | null;
  /** The order id we put into the payment's metadata when creating it. */
  orderId: number | null;
  checkoutUrl: string | null;
  sequenceType: SequenceType;
  /** After a paid first payment (or on a recurring one): the mandate it created or used. */
  mandate: { providerMandateId: string; customerId: string | null; method: string; label: string } | null;
  /** Test provider: 'fail' when later charges on this payment's mandate must fail. */
  mandateOutcome?: string | null;
  refundedCents: number;
};

export type CreatePaymentInput = {
  orderId: number;
  amountCents: number;
  currency: string;
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl: string;
  locale: string;
  country: string;
  sequenceType: SequenceType;
  customerId?: string | null;
  mandateId?: string | null;
};

export type CustomerInput = { userId: number; email: string; name: string; locale: string };

export type MandateInput = { customerId: string | null; holder: string; iban: string };

export interface PaymentProvider {
  readonly name: 'test' | 'mollie';
  listMethods(input: {
    country: string;
    currency: string;
    amountCents: number;
    locale: string;
    sequenceType?: SequenceType;
  }): Promise<ProviderMethod[]>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** null for an id the provider does not know. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Cancels an unpaid payment; false when the provider no longer allows it. */
  cancelPayment(id: string): Promise<boolean>;
  createRefund(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    description: string;
  }): Promise<{
    id: string;
    status: string;
  }>;
  /** The provider's customer for a member (Mollie keeps mandates per customer); null when not needed. */
  createCustomer(input: CustomerInput): Promise<string | null>;
  /** A SEPA direct-debit mandate from the form (IBAN and holder). */
  createDirectDebitMandate(input: MandateInput): Promise<{ providerMandateId: string }>;
}

/** A provider call that failed (network, 4xx/5xx): the member gets 502 provider_unavailable. */
export class ProviderError extends Error {
  constructor(
    message: string,
    public readonly causeError?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Minor units to Mollie's decimal string: 1995 EUR → "19.95" (every currency we sell has 2 decimals). */
export const toDecimal = (cents: number) => (cents / 100).toFixed(2);
export const fromDecimal = (value: string) => Math.round(Number(value) * 100);
