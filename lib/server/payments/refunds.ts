import 'server-only';
import { getDb, type Tx } from '@/lib/server/db/client';
import { applyLedgerEntry } from '@/lib/server/credits/repo';
import { grantCredits } from '@/lib/server/credits/service';
import { AppError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { assertPasswordSession } from '@/lib/server/tokens/one-click';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';
import { paymentProvider } from './providers';
import * as refundRepo from './refund-repo';
import { orderJson, refundable } from './view';
import * as repo from './repo';

/**
 * Who asks for a refund. The member: their own order within refund_days. Staff (the console's
 * manual refund): any member's order, also after refund_days, with a reason; `audit` writes the
 * console's entry in the transaction that takes the credits, `auditFailed` the one that gives
 * them back if the provider refuses.
 */
export type RefundBy =
  | { kind: 'member'; userId: number }
  | {
      kind: 'staff';
      audit: (tx: Tx, step: RefundStep) => Promise<void>;
      auditFailed: (tx: Tx, step: RefundStep) => Promise<void>;
    };

export type RefundStep = {
  before: repo.OrderRow;
  updated: repo.OrderRow;
  request: refundRepo.RefundRow;
};

/**
 * Spec §1: the unused credits of one paid order go back within refund_days. First, in one
 * transaction with the order row locked, the credits leave the ledger, the order records the
 * refund and a pending refund request is written (a second request waits for the lock, then
 * finds the refund in progress or nothing left). Then the provider refunds the money; if it
 * refuses, a second transaction puts the credits and the order back. The member's request and
 * the console's manual refund both take this path.
 */
export async function refundOrder(site: Site, orderId: number, by: RefundBy): Promise<RefundStep> {
  const db = await getDb();
  const step = await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || (by.kind === 'member' && order.userId !== by.userId)) {
      throw new AppError('order_not_found', 404);
    }
    if (!['paid', 'partially_refunded'].includes(order.status) || !order.paidAt || !order.providerPaymentId) {
      throw new AppError('order_not_refundable', 409, { status: order.status });
    }
    const anyTime = by.kind === 'staff';
    if (!anyTime && order.paidAt.getTime() + site.config.refundDays * 86_400_000 <= Date.now()) {
      throw new AppError('refund_period_over', 409, { refund_days: site.config.refundDays });
    }
    if (await refundRepo.pendingRefund(tx, order.id)) throw new AppError('refund_in_progress', 409);
    const r = await refundable(tx, site, order, new Date(), { anyTime });
    if (!r || order.userId === null) throw new AppError('nothing_to_refund', 409);
    const balance = await applyLedgerEntry(tx, {
      userId: order.userId,
      delta: -r.credits,
      reason: 'refund',
      refType: 'order',
      refId: String(order.id),
    });
    if (balance === null) throw new AppError('nothing_to_refund', 409);
    const refundedCredits = order.refundedCredits + r.credits;
    const status = refundedCredits >= order.credits ? 'refunded' : 'partially_refunded';
    const updated = await repo.updateOrder(tx, order.id, {
      status,
      refundedCredits,
      refundedCents: order.refundedCents + r.amountCents,
    });
    await repo.logEvent(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: status,
      reason: by.kind === 'staff' ? 'staff_refund' : 'refund',
    });
    const request = await refundRepo.insertRefund(tx, {
      orderId: order.id,
      userId: order.userId,
      credits: r.credits,
      amountCents: r.amountCents,
      currency: order.currency,
    });
    const taken = { before: order, updated, request };
    if (by.kind === 'staff') await by.audit(tx, taken);
    return taken;
  });

  const { before, request } = step;
  try {
    const refund = await paymentProvider().createRefund({
      paymentId: before.providerPaymentId!,
      amountCents: request.amountCents,
      currency: request.currency,
      description: `${site.name} #${before.id}: ${request.credits} credits returned`,
    });
    await refundRepo.finishRefund(db, request.id, { status: 'refunded', providerRefundId: refund.id });
  } catch (err) {
    log().error({ err, orderId: before.id }, 'provider refund failed; credits given back');
    await undoRefund(step, by);
    throw new AppError('provider_unavailable', 502);
  }
  return step;
}

/** The member's own request (POST /api/refund.php). */
export async function requestRefund(site: Site, session: SessionUser, orderId: number) {
  assertPasswordSession(session);
  const userId = session.user.id;
  const step = await refundOrder(site, orderId, { kind: 'member', userId });
  const db = await getDb();
  const { before, request } = step;
  const user = await repo.findUser(db, userId);
  const order = (await repo.findOrder(db, before.id)) ?? step.updated;
  return {
    order: await orderJson(db, site, order),
    refund: {
      credits: request.credits,
      amount_cents: request.amountCents,
      currency: request.currency,
      status: 'refunded' as const,
    },
    balance: user?.credits ?? 0,
  };
}

async function undoRefund(step: RefundStep, by: RefundBy): Promise<void> {
  const { before, request } = step;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, before.id);
    if (!order) return;
    if (order.userId !== null) {
      await grantCredits(tx, {
        userId: order.userId,
        delta: request.credits,
        reason: 'adjustment',
        refType: 'refund_failed',
        refId: String(request.id),
      });
    }
    const refundedCredits = order.refundedCredits - request.credits;
    const status = refundedCredits > 0 ? 'partially_refunded' : 'paid';
    await repo.updateOrder(tx, order.id, {
      status,
      refundedCredits,
      refundedCents: order.refundedCents - request.amountCents,
    });
    await repo.logEvent(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: status,
      reason: 'refund_failed',
    });
    await refundRepo.finishRefund(tx, request.id, { status: 'failed' });
    if (by.kind === 'staff') await by.auditFailed(tx, step);
  });
}
