import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { paymentProvider } from '@/lib/server/payments/providers';
import { refundOrder } from '@/lib/server/payments/refunds';
import * as payRepo from '@/lib/server/payments/repo';
import { refundable } from '@/lib/server/payments/view';
import type { OrdersQuery } from '@/lib/schemas/admin-money';
import type { Actor } from './context';
import { staffSite } from './sites';
import * as repo from './orders-repo';

export const ORDERS_PAGE = 50;
const DAY_MS = 86_400_000;

/** "123" an order or member id, "#123" a member id, anything with "@" (part of) an e-mail. */
function parseQ(q: string | undefined): Pick<repo.OrderFilter, 'orderOrMemberId' | 'email' | 'memberId'> {
  const text = q?.trim();
  if (!text) return {};
  if (/^\d{1,9}$/.test(text)) return { orderOrMemberId: Number(text) };
  if (/^#\d{1,9}$/.test(text)) return { memberId: Number(text.slice(1)) };
  return { email: text };
}

/**
 * A UTC day. One that does not exist (30 February: JavaScript would roll it into March) or lies
 * before any order could (year 0 is no PostgreSQL date) is refused, never sent to the database.
 */
function parseDay(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day || d.getUTCFullYear() < 2000) {
    throw new AppError('invalid_date', 422);
  }
  return d;
}

/** Orders of the sites the staff member works on, newest first, filtered. */
export async function searchOrders(staff: Actor['staff'], query: OrdersQuery) {
  if (query.site_id) await staffSite(staff, query.site_id);
  const filter: repo.OrderFilter = {
    siteIds: query.site_id ? [query.site_id] : staff.siteIds,
    ...parseQ(query.q),
    status: query.status,
    from: query.from ? parseDay(query.from) : undefined,
    to: query.to ? new Date(parseDay(query.to).getTime() + DAY_MS) : undefined,
  };
  const db = await getDb();
  const [rows, total] = await Promise.all([
    repo.searchOrders(db, filter, ORDERS_PAGE, (query.page - 1) * ORDERS_PAGE),
    repo.countOrders(db, filter),
  ]);
  return {
    orders: rows.map((o) => ({
      id: o.id,
      site_id: o.siteId,
      site_name: o.siteName,
      user_id: o.userId,
      email: o.email,
      status: o.status,
      credits: o.credits,
      amount_cents: o.amountCents,
      currency: o.currency,
      method: o.method,
      provider: o.provider,
      discount_code: o.discountCode,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / ORDERS_PAGE)),
  };
}

const refundJson = (r: Awaited<ReturnType<typeof repo.refundRequestsOf>>[number]) => ({
  id: r.id,
  order_id: r.orderId,
  credits: r.credits,
  amount_cents: r.amountCents,
  currency: r.currency,
  status: r.status,
  provider_refund_id: r.providerRefundId,
  created_at: r.createdAt.toISOString(),
});

/** The provider's own view of the payment, asked live; null when it cannot be reached. */
async function providerState(order: payRepo.OrderRow) {
  if (!order.providerPaymentId) return null;
  const provider = paymentProvider();
  if (provider.name !== order.provider) return null;
  try {
    const p = await provider.getPayment(order.providerPaymentId);
    return p
      ? {
          status: p.status,
          amount_cents: p.amountCents,
          currency: p.currency,
          method: p.method,
          refunded_cents: p.refundedCents,
        }
      : null;
  } catch (err) {
    log().warn({ err, orderId: order.id }, 'provider state unavailable for the console');
    return { unavailable: true as const };
  }
}

/** One order with its events, the provider's state, the member and all their refund requests. */
export async function orderDetail(staff: Actor['staff'], id: number) {
  const db = await getDb();
  const order = await payRepo.findOrder(db, id);
  if (!order) throw new AppError('order_not_found', 404);
  const site = await staffSite(staff, order.siteId);
  const [events, member, provider, pkg] = await Promise.all([
    payRepo.orderEventsOf(db, order.id),
    order.userId === null ? undefined : repo.memberOf(db, order.userId),
    providerState(order),
    order.packageId ? payRepo.findPackage(db, order.packageId) : undefined,
  ]);
  const refunds =
    order.userId === null
      ? await repo.refundRequestsOfOrder(db, order.id)
      : await repo.refundRequestsOf(db, order.userId);
  const r = await refundable(db, site, order, new Date(), { anyTime: true });
  const inPeriod = await refundable(db, site, order);
  return {
    order: {
      id: order.id,
      site_id: site.id,
      site_name: site.name,
      status: order.status,
      tier: pkg?.tier ?? null,
      credits: order.credits,
      country: order.country,
      currency: order.currency,
      price_cents: order.priceCents ?? order.amountCents,
      discount_cents: order.discountCents,
      discount_kind: order.discountKind,
      discount_code: order.discountCode,
      discount_percentage: order.discountPercentage,
      amount_cents: order.amountCents,
      method: order.paymentMethod,
      provider: order.provider,
      provider_payment_id: order.providerPaymentId,
      sequence_type: order.sequenceType,
      failure: order.failure,
      refunded_cents: order.refundedCents,
      refunded_credits: order.refundedCredits,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
    },
    provider,
    events: events.map((e) => ({
      id: e.id,
      from: e.fromStatus,
      to: e.toStatus,
      reason: e.reason,
      provider_status: e.providerStatus,
      at: e.createdAt.toISOString(),
    })),
    member: member
      ? { id: member.id, email: member.email, credits: member.credits, paid_user: member.paidUser }
      : null,
    refund_requests: refunds.map(refundJson),
    refundable: r
      ? { credits: r.credits, amount_cents: r.amountCents, in_refund_period: Boolean(inPeriod) }
      : null,
    refund_days: site.config.refundDays,
  };
}

/**
 * The owner's manual refund: the member's own refund path (credits off the ledger, the order and
 * a refund request in one locked transaction, then the provider), with a reason, also after
 * refund_days. The audit entry is written in that transaction; a provider refusal undoes the
 * refund and writes a second entry.
 */
export async function manualRefund(actor: Actor, body: { order_id: number; reason: string }) {
  const db = await getDb();
  const order = await payRepo.findOrder(db, body.order_id);
  if (!order) throw new AppError('order_not_found', 404);
  const site = await staffSite(actor.staff, order.siteId);
  const entry = (step: {
    before: payRepo.OrderRow;
    request: { id: number; credits: number; amountCents: number; currency: string };
  }) => ({
    targetType: 'order',
    targetId: step.before.id,
    siteId: site.id,
    before: {
      status: step.before.status,
      refunded_credits: step.before.refundedCredits,
      refunded_cents: step.before.refundedCents,
    },
  });
  const step = await refundOrder(site, order.id, {
    kind: 'staff',
    audit: (tx, s) =>
      actor.audit(tx, {
        action: 'order.refund',
        ...entry(s),
        after: {
          status: s.updated.status,
          refund_request_id: s.request.id,
          credits: s.request.credits,
          amount_cents: s.request.amountCents,
          currency: s.request.currency,
          member_id: s.before.userId,
          reason: body.reason,
        },
      }),
    auditFailed: (tx, s) =>
      actor.audit(tx, {
        action: 'order.refund_failed',
        ...entry(s),
        after: { refund_request_id: s.request.id, reason: 'provider refused; credits given back' },
      }),
  });
  return {
    refund: {
      id: step.request.id,
      credits: step.request.credits,
      amount_cents: step.request.amountCents,
      currency: step.request.currency,
      status: 'refunded' as const,
    },
    order_status: step.updated.status,
  };
}
