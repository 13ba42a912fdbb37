import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';
import type { PackageJson } from '@/lib/schemas/payments';
import { COUNTRY_CURRENCY, currencyOf } from './price-list';
import * as repo from './repo';

export type PaymentCountry = { country: string; currency: string };

/**
 * The payment country: the one asked for (422 when we do not sell there), else the member's
 * profile country, else the visitor's geoip country, else the site's first country, as long as
 * we sell there; the Netherlands (EUR) as the last resort.
 */
export function paymentCountry(
  site: Site,
  requested: string | undefined,
  session: SessionUser | null,
  geoip: string | null,
): PaymentCountry {
  if (requested) {
    const currency = currencyOf(requested);
    if (!currency) throw new AppError('payment_country_invalid', 422, { country: requested });
    return { country: requested, currency };
  }
  const candidates = [session?.own?.profile.country, geoip, ...site.config.countries, 'NL'];
  const country = candidates
    .find((c): c is string => Boolean(c && COUNTRY_CURRENCY[c.toUpperCase()]))!
    .toUpperCase();
  return { country, currency: COUNTRY_CURRENCY[country] };
}

export type PricedPackage = { pkg: repo.PackageRow; priceCents: number };

export async function pricedPackages(
  db: Db | Tx,
  site: Site,
  currency: string,
  country?: string,
): Promise<PricedPackage[]> {
  return repo.packagesIn(db, site.id, currency, country);
}

/**
 * A package of this site, active, sold in the payment country (a package for one country only
 * there), with its price in the currency; 404 package_not_found otherwise.
 */
export async function pricedPackage(
  db: Db | Tx,
  site: Site,
  packageId: number,
  currency: string,
  country?: string,
): Promise<PricedPackage> {
  const pkg = await repo.findPackage(db, packageId);
  if (!pkg || pkg.siteId !== site.id || !pkg.active) throw new AppError('package_not_found', 404);
  if (country !== undefined && pkg.country !== null && pkg.country !== country) {
    throw new AppError('package_not_found', 404);
  }
  const priceCents = await repo.priceOf(db, pkg.id, currency);
  if (priceCents === null) throw new AppError('payment_country_invalid', 422, { currency });
  return { pkg, priceCents };
}

/** Price per credit (2 decimals) and savings against the cheapest tier's price per credit. */
export function packageJson(
  p: PricedPackage,
  currency: string,
  base: PricedPackage | undefined,
  discountCents: number,
): PackageJson {
  const perCredit = p.priceCents / p.pkg.credits;
  const basePer = base ? base.priceCents / base.pkg.credits : perCredit;
  return {
    id: p.pkg.id,
    tier: p.pkg.tier,
    credits: p.pkg.credits,
    popular: p.pkg.popular,
    price_cents: p.priceCents,
    currency,
    price_per_credit_cents: Math.round(perCredit * 100) / 100,
    savings_percentage: Math.max(0, Math.round((1 - perCredit / basePer) * 100)),
    discount_cents: discountCents,
    amount_cents: p.priceCents - discountCents,
  };
}
