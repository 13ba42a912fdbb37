import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { assertPasswordSession } from '@/lib/server/tokens/one-click';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { OrderJson } from '@/lib/schemas/payments';
import { assertUseLeft, checkCode, discountCents, refuseIfRedeemed, TIME_BONUS, timeBonus, welcomeBonusOn } from './discounts';
import { assertDirectDebitAllowed } from './direct-debit-rules';
import { paymentLimits, takeOrThrow } from './limits';
import { paymentCountry, pricedPackage } from './packages';
import { paymentProvider, ProviderError } from './providers';
import { RECURRING_METHODS } from './providers/test-provider';
import type { SequenceType } from './providers/types';
import { settlePayment } from './settle';
import { UNPAID } from './states';
import { baseUrl, webhookBase, webhookUrl } from './urls';
import { orderJson } from './view';
import * as repo from './repo';

export type PayContext = {
  site: Site;
  session: SessionUser;
  /** The origin the member's request came to (return and webhook URLs without PUBLIC_BASE_URL). */
  origin: string | null;
  locale: Locale;
  geoip: string | null;
};

export type OrderInput = {
  packageId: number;
  country?: string;
  method?: string;
  discountCode?: string;
  /** Charge on this stored mandate without a redirect (repeat order, direct debit). */
  mandate?: repo.MandateRow;
};

export type OrderAnswer = { order: OrderJson; redirect_url: string | null };

/**
 * Creates an order and its payment. The price comes from the package and the country alone;
 * the discount is the time bonus or a code checked here and reserved for this order in the
 * same transaction (the unique redemption row: of parallel orders with one once-per-user code
 * exactly one gets it). Then the provider's payment; a stored mandate is charged at once.
 */
export async function createOrder(ctx: PayContext, input: OrderInput): Promise<OrderAnswer> {
  const { site, session } = ctx;
  const user = session.user;
  // Spending money needs a session started with the password, not a mailed one-click link.
  assertPasswordSession(session);
  await takeOrThrow(paymentLimits.order(), user.id, 'order_rate_limited');
  const db = await getDb();
  const provider = paymentProvider();
  const { country, currency } = paymentCountry(site, input.country, session, ctx.geoip);
  const { pkg, priceCents } = await pricedPackage(db, site, input.packageId, currency, country);

  const mandate =
    input.mandate ??
    (input.method === 'directdebit'
      ? await repo.validMandate(db, user.id, provider.name, 'directdebit')
      : undefined);
  if (input.method === 'directdebit' && !mandate) throw new AppError('mandate_required', 409);
  const method = mandate ? mandate.method : (input.method ?? null);

  // The discount: the time bonus while it runs, a code only when it gives more (never both).
  const bonus = timeBonus(user, new Date(), welcomeBonusOn(site));
  const code = input.discountCode
    ? await checkCode(db, {
        siteId: site.id,
        userId: user.id,
        paidUser: user.paidUser,
        code: input.discountCode,
        country,
        currency,
        priceCents,
        method,
        requireMethod: true,
      })
    : null;
  const useCode =
    code && (!bonus.active || Number(code.valuePercentage) > TIME_BONUS.percentage) ? code : null;
  const percentage = useCode ? Number(useCode.valuePercentage) : bonus.active ? TIME_BONUS.percentage : 0;
  const discount = percentage > 0 ? discountCents(priceCents, percentage) : 0;
  const amountCents = priceCents - discount;

  if (method === 'directdebit') await assertDirectDebitAllowed(db, site, user.id, { amountCents, mandate });
  if (method && !mandate) {
    const methods = await provider.listMethods({ country, currency, amountCents, locale: ctx.locale });
    if (!methods.some((m) => m.id === method)) throw new AppError('method_unavailable', 422, { method });
  }
  const sequenceType: SequenceType = mandate
    ? 'recurring'
    : method && RECURRING_METHODS.has(method)
      ? 'first'
      : 'oneoff';
  const customerId =
    sequenceType === 'oneoff' ? null : (mandate?.providerCustomerId ?? (await customerFor(ctx)));

  const order = await db.transaction(async (tx) => {
    const row = await repo.insertOrder(tx, {
      userId: user.id,
      siteId: site.id,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents,
      currency,
      country,
      priceCents,
      discountCents: discount,
      discountKind: discount ? (useCode ? 'code' : 'time_bonus') : null,
      discountCode: discount ? (useCode ? useCode.code : TIME_BONUS.code) : null,
      discountPercentage: discount ? percentage.toFixed(1) : null,
      paymentMethod: method,
      provider: provider.name,
      sequenceType,
      mandateId: mandate?.id ?? null,
    });
    if (useCode) {
      if (useCode.maxUses !== null) await assertUseLeft(tx, useCode.id);
      const held = await repo.reserveCode(tx, {
        codeId: useCode.id,
        userId: user.id,
        orderId: row.id,
        oncePerUser: useCode.validity === 'once-per-user',
      });
      if (!held) {
        await refuseIfRedeemed(tx, useCode.id, user.id);
        throw new AppError('code_used', 409);
      }
    }
    await repo.logEvent(tx, { orderId: row.id, fromStatus: null, toStatus: 'open', reason: 'created' });
    return row;
  });

  const base = baseUrl(site, ctx.origin);
  const prefix = ctx.locale === defaultLocale ? '' : `/${ctx.locale}`;
  let payment;
  try {
    payment = await provider.createPayment({
      orderId: order.id,
      amountCents,
      currency,
      description: `${site.name} #${order.id}: ${pkg.credits} credits`,
      method,
      redirectUrl: `${base}${prefix}/transactions/${order.id}`,
      webhookUrl: webhookUrl(webhookBase(base)),
      locale: ctx.locale,
      country,
      sequenceType,
      customerId,
      mandateId: mandate?.providerMandateId ?? null,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await giveUp(order.id, 'provider_error');
    log().error({ err: err.causeError ?? err, orderId: order.id }, 'payment provider refused the payment');
    throw new AppError('provider_unavailable', 502);
  }
  let saved = await repo.updateOrder(db, order.id, {
    providerPaymentId: payment.id,
    checkoutUrl: payment.checkoutUrl,
    paymentMethod: payment.method ?? method,
  });
  // A charge on a mandate answers at once (card paid or refused, SEPA pending).
  if (payment.status !== 'open') saved = (await settlePayment(provider.name, payment, 'created')) ?? saved;
  return {
    order: await orderJson(db, site, saved, pkg),
    redirect_url: saved.status === 'open' ? saved.checkoutUrl : null,
  };
}

/** An order the provider never got: failed, its code free again. */
async function giveUp(orderId: number, reason: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || order.status !== 'open') return;
    await repo.releaseCode(tx, orderId);
    await repo.updateOrder(tx, orderId, { status: 'failed' });
    await repo.logEvent(tx, { orderId, fromStatus: 'open', toStatus: 'failed', reason });
  });
}

export async function customerFor(ctx: PayContext): Promise<string | null> {
  const provider = paymentProvider();
  const db = await getDb();
  const known = await repo.customerOf(db, ctx.session.user.id, provider.name);
  if (known) return known;
  try {
    const id = await provider.createCustomer({
      userId: ctx.session.user.id,
      email: ctx.session.user.email,
      name: ctx.session.own?.profile.name ?? ctx.session.user.email,
      locale: ctx.locale,
    });
    return id ? repo.saveCustomer(db, ctx.session.user.id, provider.name, id) : null;
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('provider_unavailable', 502);
    throw err;
  }
}

async function ownOrder(userId: number, id: number): Promise<repo.OrderRow> {
  const order = await repo.findOrder(await getDb(), id);
  if (!order || order.userId !== userId) throw new AppError('order_not_found', 404);
  return order;
}

/**
 * The member's order as the provider last verified it. While it is unpaid the provider is
 * asked first (a missed or late webhook still completes the order); the return redirect
 * itself proves nothing.
 */
export async function getOrder(site: Site, session: SessionUser, id: number) {
  let order = await ownOrder(session.user.id, id);
  const provider = paymentProvider();
  if (UNPAID.includes(order.status as never) && order.providerPaymentId && order.provider === provider.name) {
    try {
      const payment = await provider.getPayment(order.providerPaymentId);
      if (payment) order = (await settlePayment(provider.name, payment, 'poll')) ?? order;
    } catch (err) {
      // The stored state stays the answer; the webhook or the next poll catches up.
      log().warn({ err, orderId: id }, 'provider state unavailable');
    }
  }
  const db = await getDb();
  const user = await repo.findUser(db, session.user.id);
  return {
    order: await orderJson(db, site, order),
    balance: user?.credits ?? 0,
    paid_user: user?.paidUser ?? false,
  };
}

/** Cancels the member's own open order at the provider, then here (its code is free again). */
export async function cancelOrder(site: Site, session: SessionUser, id: number) {
  const order = await ownOrder(session.user.id, id);
  if (order.status !== 'open') throw new AppError('order_not_cancelable', 409, { status: order.status });
  const provider = paymentProvider();
  let updated = order;
  if (order.providerPaymentId) {
    const canceled = await provider.cancelPayment(order.providerPaymentId);
    const payment = await provider.getPayment(order.providerPaymentId);
    if (payment) updated = (await settlePayment(provider.name, payment, 'member_cancel')) ?? order;
    if (!canceled && updated.status === 'open')
      throw new AppError('order_not_cancelable', 409, { status: 'open' });
  } else {
    await giveUp(order.id, 'member_cancel');
    updated = (await repo.findOrder(await getDb(), order.id)) ?? order;
  }
  return { order: await orderJson(await getDb(), site, updated) };
}

/** "Retry with another method": a new order like a failed, canceled or expired one (discount checked again). */
export async function retryOrder(
  ctx: PayContext,
  id: number,
  method: string | undefined,
): Promise<OrderAnswer> {
  const old = await ownOrder(ctx.session.user.id, id);
  if (!['failed', 'canceled', 'expired'].includes(old.status) || !old.packageId) {
    throw new AppError('order_not_retryable', 409, { status: old.status });
  }
  return createOrder(ctx, {
    packageId: old.packageId,
    country: old.country ?? undefined,
    method,
    discountCode: old.discountKind === 'code' ? (old.discountCode ?? undefined) : undefined,
  });
}

export async function transactions(site: Site, session: SessionUser) {
  const db = await getDb();
  const [orders, ledger, user] = await Promise.all([
    repo.ordersOf(db, session.user.id, 100),
    repo.ledgerOf(db, session.user.id, 200),
    repo.findUser(db, session.user.id),
  ]);
  const views = [];
  for (const o of orders) views.push(await orderJson(db, site, o));
  return {
    balance: user?.credits ?? 0,
    paid_user: user?.paidUser ?? false,
    orders: views,
    ledger: ledger.map((l) => ({
      id: l.id,
      delta: l.delta,
      balance_after: l.balanceAfter,
      reason: l.reason,
      ref_type: l.refType,
      ref_id: l.refId,
      created_at: l.createdAt.toISOString(),
    })),
  };
}
