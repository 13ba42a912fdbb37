// The payment rows of the authorization matrix: Mia may not read, cancel, retry or refund
// Olle's order, nor confirm Olle's direct-debit code; her transactions list only her own.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { orders, smsVerifications } from '@/lib/server/db/schema';
import type { AuthzWorld } from './fuzz-authz';

/** Olle's paid order and a code request of his, made once per world. */
const made = new WeakMap<AuthzWorld, Promise<{ orderId: number; requestId: number }>>();
function olleStuff(w: AuthzWorld) {
  if (!made.has(w)) {
    made.set(
      w,
      (async () => {
        const db = await getDb();
        const [order] = await db
          .insert(orders)
          .values({
            userId: w.olle.user.id,
            siteId: w.site.id,
            credits: 100,
            amountCents: 1795,
            currency: 'EUR',
            provider: 'test',
            providerPaymentId: `tst_authz${w.olle.user.id}`,
            status: 'paid',
            paidAt: new Date(),
          })
          .returning();
        const [sms] = await db
          .insert(smsVerifications)
          .values({
            userId: w.olle.user.id,
            purpose: 'direct_debit',
            mobile: '+31600000000',
            codeHash: '00',
            payload: {},
            expiresAt: new Date(Date.now() + 600_000),
          })
          .returning();
        return { orderId: order.id, requestId: sms.id };
      })(),
    );
  }
  return made.get(w)!;
}

async function orderRow(id: number) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row;
}

export const payChecks = {
  orderOwn: async (w: AuthzWorld) => {
    const { orderId } = await olleStuff(w);
    const res = await w.call('order.php', 'GET', { cookie: w.mia.cookie, query: `id=${orderId}` });
    expect([res.status, res.json.error]).toEqual([404, 'order_not_found']);
  },
  cancelOwn: async (w: AuthzWorld) => {
    const { orderId } = await olleStuff(w);
    const before = await orderRow(orderId);
    const res = await w.call('order.php', 'DELETE', { cookie: w.mia.cookie, query: `id=${orderId}` });
    expect([res.status, res.json.error]).toEqual([404, 'order_not_found']);
    expect(await orderRow(orderId)).toEqual(before);
  },
  retryOwn: async (w: AuthzWorld) => {
    const { orderId } = await olleStuff(w);
    const res = await w.call('order.php', 'POST', { cookie: w.mia.cookie, query: `id=${orderId}&retry=1`, body: {} });
    expect([res.status, res.json.error]).toEqual([404, 'order_not_found']);
  },
  refundOwn: async (w: AuthzWorld) => {
    const { orderId } = await olleStuff(w);
    const before = await orderRow(orderId);
    const res = await w.call('refund.php', 'POST', { cookie: w.mia.cookie, body: { order_id: orderId } });
    expect([res.status, res.json.error]).toEqual([404, 'order_not_found']);
    expect(await orderRow(orderId)).toEqual(before);
  },
  transactionsOwn: async (w: AuthzWorld) => {
    const { orderId } = await olleStuff(w);
    const res = await w.call('transactions.php', 'GET', { cookie: w.mia.cookie, query: `user_id=${w.olle.user.id}` });
    expect(res.status).toBe(res.status === 422 ? 422 : 200);
    if (res.status === 200) expect(res.json.orders.map((o: { id: number }) => o.id)).not.toContain(orderId);
  },
  directDebitOwn: async (w: AuthzWorld) => {
    const { requestId } = await olleStuff(w);
    const res = await w.call('directdebit.php', 'PUT', {
      cookie: w.mia.cookie,
      body: { request_id: requestId, code: '123456' },
    });
    expect([res.status, res.json.error]).toEqual([404, 'request_not_found']);
  },
};
