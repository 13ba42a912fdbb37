// Rows the money parts of the console act on, made directly in the database for the role ×
// endpoint matrix's example requests (tests/api/admin/authz-matrix.test.ts).
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import {
  creditPackages,
  directDebitLimits,
  discountCodes,
  orders,
  packagePrices,
  paymentBlocks,
  testPayments,
} from '@/lib/server/db/schema';
import { grantCredits } from '@/lib/server/credits/service';
import { createMember } from '../../setup/fixtures';

const tag = () => randomBytes(4).toString('hex').toUpperCase();

export async function examplePackage(siteId: number): Promise<number> {
  const db = await getDb();
  const [p] = await db
    .insert(creditPackages)
    .values({ siteId, tier: 'p0', credits: 50, priceCents: 995, currency: 'EUR', sort: 5 })
    .returning();
  await db.insert(packagePrices).values({ packageId: p.id, currency: 'EUR', priceCents: 995 });
  return p.id;
}

export async function exampleCode(siteId: number): Promise<number> {
  const [c] = await (
    await getDb()
  )
    .insert(discountCodes)
    .values({ siteId, code: `MATRIX${tag()}`, valuePercentage: '10.0' })
    .returning();
  return c.id;
}

/** A member's order paid on the test provider, its credits on the ledger: refundable. */
export async function examplePaidOrder(siteId: number): Promise<number> {
  const db = await getDb();
  const m = await createMember({ siteId, email: `matrix-${tag().toLowerCase()}@example.test` });
  const paymentId = `tst_matrix_${tag()}`;
  const [o] = await db
    .insert(orders)
    .values({
      userId: m.user.id,
      siteId,
      credits: 100,
      amountCents: 1795,
      currency: 'EUR',
      provider: 'test',
      providerPaymentId: paymentId,
      status: 'paid',
      paidAt: new Date(),
      paymentMethod: 'creditcard',
    })
    .returning();
  await db
    .insert(testPayments)
    .values({ id: paymentId, orderId: o.id, amountCents: 1795, currency: 'EUR', status: 'paid' });
  await grantCredits(db, {
    userId: m.user.id,
    delta: 100,
    reason: 'purchase',
    refType: 'order',
    refId: String(o.id),
  });
  return o.id;
}

export async function exampleLimit(siteId: number): Promise<number> {
  const m = await createMember({ siteId, email: `matrix-${tag().toLowerCase()}@example.test` });
  const [l] = await (
    await getDb()
  )
    .insert(directDebitLimits)
    .values({ siteId, userId: m.user.id, maxCents: 1000 })
    .returning();
  return l.id;
}

export async function exampleBlock(siteId: number): Promise<number> {
  const [b] = await (
    await getDb()
  )
    .insert(paymentBlocks)
    .values({ siteId, kind: 'iban', value: `NL${tag()}` })
    .returning();
  return b.id;
}

/** A mobile number no block list holds yet. */
export const freshMobile = () => `+316${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
