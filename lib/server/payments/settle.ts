import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { grantCredits } from '@/lib/server/credits/service';
import { findSiteById } from '@/lib/server/sites/repo';
import { log } from '@/lib/server/log';
import type { OrderStatus } from '@/lib/schemas/payments';
import type { ProviderPayment } from './providers/types';
import { queueReceipt } from './receipt';
import { canMove, GAVE_UP, statusFromProvider } from './states';
import { baseUrl } from './urls';
import * as repo from './repo';

export type SettleReason = 'webhook' | 'poll' | 'created' | 'member_cancel';

/**
 * Moves an order to the state the provider verified, in one transaction with everything that
 * depends on it: on paid the credits (once: the order row is locked and only the move from an
 * unpaid state grants), paid_user, the code marked used, a stored mandate and the receipt; on
 * failed/canceled/expired the code reservation is released. A payment whose amount, currency
 * or order does not match ours changes nothing and is logged.
 */
export async function settlePayment(
  provider: string,
  payment: ProviderPayment,
  reason: SettleReason,
): Promise<repo.OrderRow | null> {
  const db = await getDb();
  const byPayment = await repo.findOrderByPayment(db, provider, payment.id);
  const orderId = byPayment?.id ?? payment.orderId;
  if (!orderId) {
    log().warn({ provider, reason }, 'payment for no known order ignored');
    return null;
  }
  return db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.provider !== provider) return null;
    const from = order.status as OrderStatus;
    const refuse = async (why: string) => {
      await repo.logEvent(tx, {
        orderId: order.id,
        fromStatus: from,
        toStatus: from,
        reason: `refused:${why}`,
        providerStatus: payment.status,
      });
      log().warn({ orderId: order.id, why, reason }, 'provider payment refused for order');
      return order;
    };
    // The payment must be this order's, for exactly the amount and currency we asked.
    if (order.providerPaymentId && order.providerPaymentId !== payment.id) return refuse('payment_mismatch');
    if (payment.orderId !== null && payment.orderId !== order.id) return refuse('order_mismatch');
    if (payment.amountCents !== order.amountCents || payment.currency !== order.currency) {
      return refuse('amount_mismatch');
    }
    const to = statusFromProvider(payment.status);
    if (to === from || !canMove(from, to)) return order;

    const set: Partial<repo.OrderRow> = {
      status: to,
      providerPaymentId: payment.id,
      paymentMethod: payment.method ?? order.paymentMethod,
      checkoutUrl: to === 'open' ? order.checkoutUrl : null,
    };
    if (to === 'paid') Object.assign(set, await onPaid(tx, order, payment, GAVE_UP.includes(from)));
    if (GAVE_UP.includes(to)) Object.assign(set, await onGaveUp(tx, order, to));
    const updated = await repo.updateOrder(tx, order.id, set);
    await repo.logEvent(tx, {
      orderId: order.id,
      fromStatus: from,
      toStatus: to,
      reason,
      providerStatus: payment.status,
    });
    if (to === 'paid') await sendReceipt(tx, updated);
    return updated;
  });
}

async function onPaid(tx: Tx, order: repo.OrderRow, payment: ProviderPayment, late: boolean) {
  if (order.userId !== null) {
    await grantCredits(tx, {
      userId: order.userId,
      delta: order.credits,
      reason: 'purchase',
      refType: 'order',
      refId: String(order.id),
    });
    await repo.setPaidUser(tx, order.userId);
  }
  if (order.discountKind === 'code' && !(await repo.markCodeUsed(tx, order.id))) {
    // Only a payment completed after its order had given up gets here: the money arrived, so
    // the credits are granted, and the event says the code was not held any more.
    await repo.logEvent(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      reason: 'discount_not_held',
    });
  }
  let mandateId = order.mandateId;
  if (payment.mandate && order.sequenceType === 'first' && order.userId !== null) {
    await repo.revokeMandates(tx, order.userId, order.provider, payment.mandate.method);
    const mandate = await repo.insertMandate(tx, {
      userId: order.userId,
      siteId: order.siteId,
      provider: order.provider,
      method: payment.mandate.method,
      providerCustomerId: payment.mandate.customerId,
      providerMandateId: payment.mandate.providerMandateId,
      label: payment.mandate.label,
      testOutcome: payment.mandateOutcome ?? null,
    });
    mandateId = mandate.id;
  }
  if (late)
    log().warn({ orderId: order.id }, 'payment completed after its order had given up; credits granted');
  return { paidAt: new Date(), mandateId, failure: null };
}

async function onGaveUp(tx: Tx, order: repo.OrderRow, to: OrderStatus) {
  await repo.releaseCode(tx, order.id);
  if (to !== 'failed' || order.sequenceType !== 'recurring') return {};
  // A refused charge on a stored mandate: the member is told, and the mandate is not used again.
  if (order.mandateId) await repo.setMandateStatus(tx, order.mandateId, 'failed');
  return { failure: order.paymentMethod === 'directdebit' ? 'direct_debit_failed' : 'recurring_card_failed' };
}

async function sendReceipt(tx: Tx, order: repo.OrderRow): Promise<void> {
  if (order.userId === null) return;
  const [user, site] = await Promise.all([
    repo.findUser(tx, order.userId),
    findSiteById(tx as unknown as Db, order.siteId),
  ]);
  if (!user || !site) return;
  await queueReceipt(tx, { site, to: user.email, language: user.language, order, baseUrl: baseUrl(site) });
}
