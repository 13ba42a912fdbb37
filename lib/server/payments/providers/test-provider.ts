import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentMandates, testPayments } from '@/lib/server/db/schema';
import type { PaymentProvider, ProviderMethod, ProviderPayment, ProviderStatus, SequenceType } from './types';

/** The methods the test provider offers: a plausible set per country, never Giropay (closed 2024). */
const EVERYWHERE = ['creditcard', 'paypal', 'banktransfer', 'applepay'];
const BY_COUNTRY: Record<string, string[]> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  PL: ['blik'],
  CH: ['twint'],
  DK: ['mobilepay'],
  FI: ['mobilepay'],
};
const DESCRIPTIONS: Record<string, string> = {
  creditcard: 'Card',
  paypal: 'PayPal',
  banktransfer: 'Bank transfer',
  applepay: 'Apple Pay',
  directdebit: 'SEPA Direct Debit',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  blik: 'BLIK',
  twint: 'TWINT',
  mobilepay: 'MobilePay',
};
/** Methods that can store a mandate for later charges without a redirect. */
export const RECURRING_METHODS = new Set(['creditcard', 'directdebit']);

export const TEST_CARD_LABEL = 'Visa •••• 4242';

export const testMethodIds = (country: string, currency: string): string[] => [
  ...(BY_COUNTRY[country] ?? []),
  ...EVERYWHERE,
  ...(currency === 'EUR' ? ['directdebit'] : []),
];

const newId = (prefix: string) => prefix + randomBytes(8).toString('hex');

type Row = typeof testPayments.$inferSelect;

async function mandateOutcome(mandateId: string | null): Promise<string | null> {
  if (!mandateId) return null;
  const db = await getDb();
  const rows = await db
    .select({ testOutcome: paymentMandates.testOutcome })
    .from(paymentMandates)
    .where(and(eq(paymentMandates.provider, 'test'), eq(paymentMandates.providerMandateId, mandateId)))
    .limit(1);
  return rows[0]?.testOutcome ?? null;
}

function toPayment(row: Row, origin: string | null): ProviderPayment {
  const paidFirst = row.status === 'paid' && row.sequenceType === 'first';
  return {
    id: row.id,
    status: row.status as ProviderStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    method: row.method,
    orderId: row.orderId,
    checkoutUrl: row.status === 'open' && origin ? `${origin}/test-checkout/${row.id}` : null,
    sequenceType: row.sequenceType as SequenceType,
    mandate: paidFirst
      ? {
          providerMandateId: `tst_mdt_${row.id}`,
          customerId: null,
          method: 'creditcard',
          label: TEST_CARD_LABEL,
        }
      : null,
    // On a first payment the column holds the test outcome of the mandate it stores ('fail').
    mandateOutcome: row.sequenceType === 'first' ? row.mandateId : null,
    refundedCents: row.refundedCents,
  };
}

export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async listMethods(input: { country: string; currency: string }): Promise<ProviderMethod[]> {
    return testMethodIds(input.country, input.currency).map((id) => ({
      id,
      description: DESCRIPTIONS[id] ?? id,
      image: null,
      minimumCents: 100,
      maximumCents: 1_000_000,
    }));
  }

  async createPayment(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<ProviderPayment> {
    const db = await getDb();
    let status: ProviderStatus = 'open';
    if (input.sequenceType === 'recurring') {
      // Charged on a stored mandate: a card answers at once, SEPA takes days (pending).
      const outcome = await mandateOutcome(input.mandateId ?? null);
      status = outcome === 'fail' ? 'failed' : input.method === 'directdebit' ? 'pending' : 'paid';
    }
    const [row] = await db
      .insert(testPayments)
      .values({
        id: newId('tst_'),
        orderId: input.orderId,
        amountCents: input.amountCents,
        currency: input.currency,
        method: input.method,
        status,
        sequenceType: input.sequenceType,
        mandateId: input.mandateId ?? null,
      })
      .returning();
    return toPayment(row, new URL(input.redirectUrl).origin);
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const db = await getDb();
    const rows = await db.select().from(testPayments).where(eq(testPayments.id, id)).limit(1);
    return rows[0] ? toPayment(rows[0], '') : null;
  }

  async cancelPayment(id: string): Promise<boolean> {
    const db = await getDb();
    const rows = await db
      .update(testPayments)
      .set({ status: 'canceled' })
      .where(and(eq(testPayments.id, id), eq(testPayments.status, 'open')))
      .returning({ id: testPayments.id });
    return rows.length > 0;
  }

  async createRefund(input: {
    paymentId: string;
    amountCents: number;
  }): Promise<{ id: string; status: string }> {
    const db = await getDb();
    const rows = await db.select().from(testPayments).where(eq(testPayments.id, input.paymentId)).limit(1);
    const row = rows[0];
    if (!row || row.status !== 'paid' || row.refundedCents + input.amountCents > row.amountCents) {
      throw new Error('test provider: refund refused');
    }
    await db
      .update(testPayments)
      .set({ refundedCents: row.refundedCents + input.amountCents })
      .where(eq(testPayments.id, row.id));
    return { id: newId('tst_re_'), status: 'refunded' };
  }

  async createCustomer(): Promise<string | null> {
    return null;
  }

  async createDirectDebitMandate(): Promise<{ providerMandateId: string }> {
    return { providerMandateId: newId('tst_mdt_dd_') };
  }
}

export type TestOutcome = 'paid' | 'failed' | 'canceled' | 'pending' | 'paid_recurring_fails';

/**
 * What the test checkout page's buttons do: move an unpaid test payment. Returns the row after
 * the move, or the unchanged row when it was final already (null when unknown).
 */
export async function settleTestPayment(
  id: string,
  outcome: TestOutcome,
): Promise<{ row: Row; moved: boolean } | null> {
  const db = await getDb();
  const status = outcome === 'paid_recurring_fails' ? 'paid' : outcome;
  const moved = await db
    .update(testPayments)
    .set({
      status,
      // A card paid here stores a mandate; with this outcome every later charge on it fails.
      ...(outcome === 'paid_recurring_fails' ? { mandateId: 'fail' } : {}),
    })
    .where(and(eq(testPayments.id, id), inArray(testPayments.status, ['open', 'pending'])))
    .returning();
  if (moved[0]) return { row: moved[0], moved: true };
  const rows = await db.select().from(testPayments).where(eq(testPayments.id, id)).limit(1);
  return rows[0] ? { row: rows[0], moved: false } : null;
}

export async function findTestPayment(id: string): Promise<Row | null> {
  const db = await getDb();
  const rows = await db.select().from(testPayments).where(eq(testPayments.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A test payment nobody finished: expired, as a real provider's would be after a while. */
export async function expireTestPayment(id: string): Promise<void> {
  const db = await getDb();
  await db
    .update(testPayments)
    .set({ status: 'expired' })
    .where(and(eq(testPayments.id, id), eq(testPayments.status, 'open')));
}
