import 'server-only';
import { getDb } from '@/lib/server/db/client';
import type { Job } from '@/lib/server/job-runner';
import { log } from '@/lib/server/log';
import { paymentProvider } from './providers';
import { expireTestPayment } from './providers/test-provider';
import { settlePayment } from './settle';
import * as repo from './repo';

/** An order still open after this was abandoned at the checkout. */
export const ORDER_OPEN_TTL_MS = 24 * 3_600_000;

/**
 * Abandoned checkouts: an order still open a day later is asked about once more. Mollie expires
 * its payments itself (this catches a missed webhook); the test provider's payment expires here.
 * Either way the order moves from the provider's state, which releases its discount code. An
 * order that never reached the provider expires at once.
 */
export async function expireStaleOrders(now = new Date()): Promise<number> {
  const db = await getDb();
  const provider = paymentProvider();
  const stale = await repo.staleOpenOrders(db, new Date(now.getTime() - ORDER_OPEN_TTL_MS), 100);
  let moved = 0;
  for (const order of stale) {
    try {
      if (!order.providerPaymentId) {
        await db.transaction(async (tx) => {
          const locked = await repo.lockOrder(tx, order.id);
          if (locked?.status !== 'open' || locked.providerPaymentId) return;
          await repo.releaseCode(tx, order.id);
          await repo.updateOrder(tx, order.id, { status: 'expired' });
          await repo.logEvent(tx, {
            orderId: order.id,
            fromStatus: 'open',
            toStatus: 'expired',
            reason: 'stale',
          });
        });
        moved++;
        continue;
      }
      if (order.provider !== provider.name) continue;
      if (provider.name === 'test') await expireTestPayment(order.providerPaymentId);
      const payment = await provider.getPayment(order.providerPaymentId);
      const after = payment ? await settlePayment(provider.name, payment, 'poll') : null;
      if (after && after.status !== 'open') moved++;
    } catch (err) {
      log().warn({ err, orderId: order.id }, 'stale order check failed; next run retries');
    }
  }
  return moved;
}

export const ORDER_EXPIRY_JOB: Job = {
  name: 'expire-stale-orders',
  everyMs: 15 * 60_000,
  exclusive: true,
  run: () => expireStaleOrders(),
};
