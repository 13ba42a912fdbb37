// Refunds of unused credits (spec §1, refund_days): rules, the ledger, the race. On PostgreSQL
// too: `node scripts/with-postgres.mjs npx vitest run --project api tests/api/payments-refunds.test.ts`.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as REFUND } from '@/app/api/refund.php/route';
import { getDb } from '@/lib/server/db/client';
import { orders, refundRequests, testPayments } from '@/lib/server/db/schema';
import { spendCredits } from '@/lib/server/credits/service';
import { apiRequest, callRoute } from '../setup/fixtures';
import {
  balanceAndLedger,
  checkout,
  order,
  paymentIdOf,
  paySite,
  payMember,
  PRICES,
} from './support/payments';

let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
beforeAll(async () => {
  const s = await paySite();
  siteId = s.site.id;
  pk = s.packages;
});

const refund = (cookie: string, orderId: number) =>
  callRoute(
    REFUND,
    apiRequest('POST', 'http://localhost/api/refund.php', { cookie, body: { order_id: orderId } }),
  );

/** A member with 20 signup credits who bought the p1 package (100 credits) with the test provider. */
async function buyer() {
  const m = await payMember(siteId, { credits: 20 });
  const created = await order(m.cookie, { package_id: pk.p1 });
  await checkout(paymentIdOf(created.json.redirect_url), 'paid');
  return {
    ...m,
    orderId: created.json.order.id as number,
    paymentId: paymentIdOf(created.json.redirect_url),
  };
}

describe('POST /api/refund.php', () => {
  it('returns all credits of an untouched purchase for the whole amount', async () => {
    const m = await buyer();
    const res = await refund(m.cookie, m.orderId);
    expect(res.status).toBe(200);
    expect(res.json.refund).toEqual({
      credits: 100,
      amount_cents: PRICES.p1,
      currency: 'EUR',
      status: 'refunded',
    });
    expect(res.json.order).toMatchObject({
      status: 'refunded',
      refunded_credits: 100,
      refunded_cents: PRICES.p1,
      refundable: null,
    });
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 20, ledger: 20, paid: true });
    const [payment] = await (
      await getDb()
    )
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, m.paymentId));
    expect(payment.refundedCents).toBe(PRICES.p1);
    expect((await refund(m.cookie, m.orderId)).json).toMatchObject({
      error: 'order_not_refundable',
      status: 'refunded',
    });
  });

  it('credits spent since the payment reduce it; the amount is pro rata, rounded down', async () => {
    const m = await buyer();
    await spendCredits(await getDb(), { userId: m.user.id, amount: 30, reason: 'message' });
    const res = await refund(m.cookie, m.orderId);
    expect(res.json.refund).toMatchObject({ credits: 70, amount_cents: Math.floor((PRICES.p1 * 70) / 100) });
    expect(res.json.order.status).toBe('partially_refunded');
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 20, ledger: 20, paid: true });
    expect((await refund(m.cookie, m.orderId)).json.error).toBe('nothing_to_refund');
  });

  it('two parallel requests make one refund', async () => {
    const m = await buyer();
    const [a, b] = await Promise.all([refund(m.cookie, m.orderId), refund(m.cookie, m.orderId)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(['refund_in_progress', 'order_not_refundable', 'nothing_to_refund']).toContain(
      (a.status === 409 ? a : b).json.error,
    );
    const rows = await (
      await getDb()
    )
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderId, m.orderId));
    expect(rows).toHaveLength(1);
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 20, ledger: 20, paid: true });
  }, 60_000);

  it('after refund_days: refund_period_over; unpaid, foreign and unknown orders are refused', async () => {
    const m = await buyer();
    await (
      await getDb()
    )
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orders.id, m.orderId));
    expect((await refund(m.cookie, m.orderId)).json).toMatchObject({
      error: 'refund_period_over',
      refund_days: 14,
    });
    const open = await order(m.cookie, { package_id: pk.p0 });
    expect((await refund(m.cookie, open.json.order.id)).json).toMatchObject({
      error: 'order_not_refundable',
      status: 'open',
    });
    const other = await payMember(siteId);
    expect((await refund(other.cookie, m.orderId)).json.error).toBe('order_not_found');
    expect((await refund(other.cookie, 987654)).json.error).toBe('order_not_found');
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 120, ledger: 120, paid: true });
  });

  it('a provider that refuses the refund: credits and order back as they were, 502', async () => {
    const m = await buyer();
    // The test provider refuses a refund of more than was paid: make it think less was paid.
    await (
      await getDb()
    )
      .update(testPayments)
      .set({ refundedCents: PRICES.p1 })
      .where(eq(testPayments.id, m.paymentId));
    const res = await refund(m.cookie, m.orderId);
    expect([res.status, res.json.error]).toEqual([502, 'provider_unavailable']);
    const [o] = await (await getDb()).select().from(orders).where(eq(orders.id, m.orderId));
    expect(o).toMatchObject({ status: 'paid', refundedCredits: 0, refundedCents: 0 });
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 120, ledger: 120, paid: true });
  });
});
