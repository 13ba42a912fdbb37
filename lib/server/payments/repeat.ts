import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { mandateJson } from './direct-debit';
import { createOrder, type PayContext } from './orders';
import { packageJson, pricedPackage } from './packages';
import { currencyOf } from './price-list';
import { paymentProvider } from './providers';
import { orderJson } from './view';
import * as repo from './repo';

/** What /credits/repeat-order shows: the last paid order, its package at today's price, the mandate. */
export async function repeatState(ctx: PayContext) {
  const db = await getDb();
  const userId = ctx.session.user.id;
  const last = await repo.lastPaidOrder(db, userId);
  const mandate = await repo.validMandate(db, userId, paymentProvider().name);
  if (!last) return { order: null, package: null, mandate: mandateJson(mandate) };
  const currency = currencyOf(last.country ?? '') ?? last.currency;
  let pkg = null;
  if (last.packageId) {
    try {
      const priced = await pricedPackage(db, ctx.site, last.packageId, currency);
      pkg = packageJson(priced, currency, undefined, 0);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return { order: await orderJson(db, ctx.site, last), package: pkg, mandate: mandateJson(mandate) };
}

/**
 * Orders the last paid order's package again. With a valid mandate it is charged at once (no
 * redirect); a refused card answers the spec's message (recurring_card_failed), a refused
 * direct debit direct_debit_failed; without a mandate the normal checkout.
 */
export async function repeatOrder(ctx: PayContext) {
  const db = await getDb();
  const userId = ctx.session.user.id;
  const last = await repo.lastPaidOrder(db, userId);
  if (!last) throw new AppError('no_previous_order', 404);
  if (!last.packageId) throw new AppError('package_not_found', 404);
  const mandate = await repo.validMandate(db, userId, paymentProvider().name);
  const answer = await createOrder(ctx, {
    packageId: last.packageId,
    country: last.country ?? undefined,
    ...(mandate ? { mandate } : {}),
  });
  const failure = answer.order.failure;
  if (answer.order.status === 'failed' && failure)
    throw new AppError(failure, 402, { order_id: answer.order.id });
  return answer;
}
