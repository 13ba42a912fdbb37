import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import type { OrderJson, OrderStatus } from '@/lib/schemas/payments';
import type { Site } from '@/lib/server/sites/service';
import * as repo from './repo';

const DAY_MS = 86_400_000;

export type Refundable = { credits: number; amountCents: number; until: Date };

/**
 * Spec §1: the unused credits of one paid order within refund_days of its payment. Credits
 * spent since the payment count against this purchase first (bonus credits are not cash);
 * never more than the balance. The amount is pro rata, rounded down; the last credits take
 * whatever of the amount is left, so a full refund returns exactly what was paid.
 */
export async function refundable(
  db: Db | Tx,
  site: Site,
  order: repo.OrderRow,
  now = new Date(),
  /** The console's manual refund: refund_days does not apply. */
  opts: { anyTime?: boolean } = {},
): Promise<Refundable | null> {
  if (!['paid', 'partially_refunded'].includes(order.status) || !order.paidAt || order.userId === null)
    return null;
  const until = new Date(order.paidAt.getTime() + site.config.refundDays * DAY_MS);
  if (until <= now && !opts.anyTime) return null;
  const user = await repo.findUser(db, order.userId);
  if (!user) return null;
  const spent = await repo.creditsSpentSince(db, order.userId, order.paidAt);
  const left = order.credits - order.refundedCredits;
  const credits = Math.max(0, Math.min(left - spent, user.credits));
  if (credits <= 0) return null;
  const amountLeft = order.amountCents - order.refundedCents;
  const amountCents =
    credits === left
      ? amountLeft
      : Math.min(amountLeft, Math.floor((order.amountCents * credits) / order.credits));
  return amountCents > 0 ? { credits, amountCents, until } : null;
}

export async function orderJson(
  db: Db | Tx,
  site: Site,
  order: repo.OrderRow,
  pkg?: repo.PackageRow | null,
): Promise<OrderJson> {
  const p = pkg === undefined && order.packageId ? await repo.findPackage(db, order.packageId) : pkg;
  const r = await refundable(db, site, order);
  return {
    id: order.id,
    status: order.status as OrderStatus,
    package_id: order.packageId,
    tier: p?.tier ?? null,
    credits: order.credits,
    country: order.country,
    currency: order.currency,
    price_cents: order.priceCents ?? order.amountCents,
    discount:
      order.discountKind && order.discountCents > 0
        ? {
            kind: order.discountKind as 'code' | 'time_bonus',
            code: order.discountCode ?? '',
            value_percentage: Number(order.discountPercentage ?? 0).toFixed(1),
            amount_cents: order.discountCents,
          }
        : null,
    amount_cents: order.amountCents,
    method: order.paymentMethod,
    provider: order.provider,
    checkout_url: order.status === 'open' ? order.checkoutUrl : null,
    recurring: order.sequenceType === 'recurring',
    failure: order.failure,
    refunded_cents: order.refundedCents,
    refunded_credits: order.refundedCredits,
    refundable: r ? { credits: r.credits, amount_cents: r.amountCents, until: r.until.toISOString() } : null,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
  };
}
