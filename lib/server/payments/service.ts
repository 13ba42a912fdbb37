import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';
import type { Locale } from '@/lib/i18n/locales';
import { checkCode, codeJson, discountCents, TIME_BONUS, timeBonus, welcomeBonusOn } from './discounts';
import { paymentLimits, takeOrThrow } from './limits';
import { packageJson, paymentCountry, pricedPackage, pricedPackages } from './packages';
import { COUNTRY_CURRENCY } from './price-list';
import { paymentProvider, ProviderError, testProviderActive } from './providers';
import { settleTestPayment, type TestOutcome } from './providers/test-provider';
import { settlePayment } from './settle';
import * as repo from './repo';

type Viewer = { site: Site; session: SessionUser | null; geoip: string | null };

/**
 * The packages in the payment country's currency, with the discount a member would get:
 * the running time bonus, else a valid code they entered (an invalid one is named, not thrown:
 * the page still shows the prices).
 */
export async function listPackages(v: Viewer, query: { country?: string; code?: string }) {
  const db = await getDb();
  const { country, currency } = paymentCountry(v.site, query.country, v.session, v.geoip);
  const rows = await pricedPackages(db, v.site, currency, country);
  const user = v.session?.user ?? null;
  const bonus = timeBonus(user, new Date(), welcomeBonusOn(v.site));
  let code: repo.CodeRow | null = null;
  let discountError: string | null = null;
  if (user && query.code) {
    try {
      code = await checkCode(db, {
        siteId: v.site.id,
        userId: user.id,
        paidUser: user.paidUser,
        code: query.code,
        country,
        currency,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      discountError = err.code;
    }
  }
  const useCode =
    code && (!bonus.active || Number(code.valuePercentage) > TIME_BONUS.percentage) ? code : null;
  const percentage = useCode ? Number(useCode.valuePercentage) : bonus.active ? TIME_BONUS.percentage : 0;
  const base = rows.find((r) => r.pkg.tier === 'p0') ?? rows[0];
  return {
    country,
    currency,
    countries: Object.entries(COUNTRY_CURRENCY).map(([c, cur]) => ({ code: c, currency: cur })),
    refund_days: v.site.config.refundDays,
    packages: rows.map((r) => {
      const below = useCode && useCode.minimumOrderCents > r.priceCents;
      return packageJson(
        r,
        currency,
        base,
        percentage && !below ? discountCents(r.priceCents, percentage) : 0,
      );
    }),
    discount: useCode
      ? {
          kind: 'code' as const,
          code: useCode.code,
          value_percentage: Number(useCode.valuePercentage).toFixed(1),
          expires: useCode.expiresAt?.toISOString() ?? null,
          seconds_left: null,
        }
      : bonus.active
        ? {
            kind: 'time_bonus' as const,
            code: TIME_BONUS.code,
            value_percentage: bonus.value_percentage,
            expires: bonus.expires,
            seconds_left: bonus.seconds_left,
          }
        : null,
    discount_error: discountError,
  };
}

export async function listMethods(
  v: Viewer & { session: SessionUser; locale: Locale },
  query: { country?: string; package_id: number },
) {
  const db = await getDb();
  const { country, currency } = paymentCountry(v.site, query.country, v.session, v.geoip);
  const { priceCents } = await pricedPackage(db, v.site, query.package_id, currency, country);
  const provider = paymentProvider();
  try {
    const methods = await provider.listMethods({
      country,
      currency,
      amountCents: priceCents,
      locale: v.locale,
    });
    return {
      country,
      currency,
      amount_cents: priceCents,
      methods: methods.map((m) => ({
        id: m.id,
        description: m.description,
        image: m.image,
        minimum_cents: m.minimumCents,
        maximum_cents: m.maximumCents,
        recurring: m.id === 'creditcard' || m.id === 'directdebit',
      })),
    };
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('provider_unavailable', 502);
    throw err;
  }
}

/** GET /api/discountcode.php: the spec's code object after every check for this member. */
export async function discountCode(
  v: Viewer & { session: SessionUser },
  query: { code?: string; welcome?: string; country?: string; package_id?: number; method?: string },
) {
  const db = await getDb();
  const user = v.session.user;
  if (query.welcome === 'true') {
    const code = user.paidUser ? undefined : await repo.welcomeCode(db, v.site.id);
    if (!code || (code.expiresAt && code.expiresAt <= new Date())) throw new AppError('code_not_found', 404);
    const use = await repo.redemptionOf(db, code.id, user.id);
    if (use) throw new AppError('code_not_found', 404);
    return codeJson(code);
  }
  await takeOrThrow(paymentLimits.codeCheck(), user.id, 'code_check_limited');
  const { country, currency } = paymentCountry(v.site, query.country, v.session, v.geoip);
  const priceCents = query.package_id
    ? (await pricedPackage(db, v.site, query.package_id, currency, country)).priceCents
    : undefined;
  const code = await checkCode(db, {
    siteId: v.site.id,
    userId: user.id,
    paidUser: user.paidUser,
    code: query.code ?? '',
    country,
    currency,
    priceCents,
    method: query.method ?? null,
  });
  return codeJson(code);
}

export function timeBonusOf(session: SessionUser, site: Site) {
  return timeBonus(session.user, new Date(), welcomeBonusOn(site));
}

/**
 * The provider's notice carries an id only: the payment is fetched from the provider and its
 * verified state applied. Unknown ids are answered like known ones.
 */
export async function handleWebhook(id: string): Promise<void> {
  const provider = paymentProvider();
  // Only ids of our own orders reach the provider: a flood of made-up ids costs one indexed
  // lookup each, never a call to the provider's API (its rate limit is shared with real checkouts).
  if (!(await repo.findOrderByPayment(await getDb(), provider.name, id))) {
    log().info({ provider: provider.name }, 'webhook for an unknown payment id');
    return;
  }
  const payment = await provider.getPayment(id);
  if (payment) await settlePayment(provider.name, payment, 'webhook');
}

/**
 * The test checkout page's buttons: the test provider moves its payment, then notifies our
 * webhook handler like a real provider would (the same code path as POST payment-webhook.php).
 */
export async function testCheckout(
  paymentId: string,
  outcome: TestOutcome,
): Promise<{ redirect_url: string }> {
  if (!testProviderActive()) throw new AppError('payment_not_found', 404);
  const result = await settleTestPayment(paymentId, outcome);
  if (!result) throw new AppError('payment_not_found', 404);
  if (!result.moved) throw new AppError('payment_final', 409, { status: result.row.status });
  await handleWebhook(paymentId);
  return { redirect_url: `/transactions/${result.row.orderId}` };
}
