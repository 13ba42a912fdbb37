import 'server-only';
import { getDb, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { COUNTRY_CURRENCY } from '@/lib/server/payments/price-list';
import { invalidateSiteSettings } from '@/lib/server/sites/service';
import type { PackageCreate, PackageUpdate } from '@/lib/schemas/admin-money';
import type { Actor } from './context';
import { staffSite } from './sites';
import * as repo from './packages-repo';

export const CURRENCIES = [...new Set(Object.values(COUNTRY_CURRENCY))];
export const COUNTRIES = Object.keys(COUNTRY_CURRENCY);

export type AdminPackage = {
  id: number;
  tier: string;
  credits: number;
  currency: string;
  country: string | null;
  popular: boolean;
  active: boolean;
  sort: number;
  prices: { currency: string; price_cents: number }[];
  orders: number;
};

function packageJson(p: repo.PackageRow, prices: repo.PriceRow[], orders: number): AdminPackage {
  return {
    id: p.id,
    tier: p.tier,
    credits: p.credits,
    currency: p.currency,
    country: p.country,
    popular: p.popular,
    active: p.active,
    sort: p.sort,
    prices: prices
      .filter((r) => r.packageId === p.id)
      .map((r) => ({ currency: r.currency, price_cents: r.priceCents })),
    orders,
  };
}

/** A site's packages with their prices and how many orders name each (all, inactive too). */
export async function sitePackages(staff: Actor['staff'], siteId: number) {
  const site = await staffSite(staff, siteId);
  const db = await getDb();
  const rows = await repo.packagesOfSite(db, site.id);
  const ids = rows.map((r) => r.id);
  const [prices, counts] = await Promise.all([repo.pricesOf(db, ids), repo.orderCounts(db, ids)]);
  return {
    site: { id: site.id, name: site.name },
    currencies: CURRENCIES,
    countries: COUNTRIES,
    packages: rows.map((p) => packageJson(p, prices, counts.get(p.id) ?? 0)),
  };
}

/** Known currency and country; one price per currency; the package's own currency priced. */
function checkPrices(
  currency: string,
  country: string | null,
  prices: { currency: string; price_cents: number }[],
) {
  for (const c of [currency, ...prices.map((p) => p.currency)]) {
    if (!CURRENCIES.includes(c)) throw new AppError('currency_unknown', 422, { currency: c });
  }
  if (country !== null && !COUNTRIES.includes(country))
    throw new AppError('country_unknown', 422, { country });
  const seen = new Set<string>();
  for (const p of prices) {
    if (seen.has(p.currency)) throw new AppError('price_twice', 422, { currency: p.currency });
    seen.add(p.currency);
  }
  const own = prices.find((p) => p.currency === currency);
  if (!own) throw new AppError('price_missing', 422, { currency });
  return own.price_cents;
}

async function snapshot(tx: Tx, id: number): Promise<AdminPackage> {
  const p = (await repo.findPackage(tx, id))!;
  const prices = await repo.pricesOf(tx, [id]);
  return packageJson(p, prices, 0);
}

function withoutCount(p: AdminPackage): Omit<AdminPackage, 'orders'> {
  const rest: Partial<AdminPackage> = { ...p };
  delete rest.orders;
  return rest as Omit<AdminPackage, 'orders'>;
}

/** Adds a package to a site; members see it on /credits and /pricing on their next request. */
export async function createPackage(actor: Actor, body: PackageCreate): Promise<AdminPackage> {
  const site = await staffSite(actor.staff, body.site_id);
  const priceCents = checkPrices(body.currency, body.country, body.prices);
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertPackage(tx, {
      siteId: site.id,
      tier: body.tier,
      credits: body.credits,
      priceCents,
      currency: body.currency,
      country: body.country,
      popular: body.popular,
      active: body.active,
      sort: body.sort,
    });
    await repo.replacePrices(
      tx,
      row.id,
      body.prices.map((p) => ({ currency: p.currency, priceCents: p.price_cents })),
    );
    const unflagged = body.popular ? await repo.clearPopular(tx, site.id, body.country, row.id) : [];
    const after = await snapshot(tx, row.id);
    await actor.audit(tx, {
      action: 'package.create',
      targetType: 'credit_package',
      targetId: row.id,
      siteId: site.id,
      after: { ...withoutCount(after), unflagged_popular: unflagged },
    });
    return after;
  });
  invalidateSiteSettings(site.id);
  return created;
}

/** Changes what was sent; the other fields stay. Setting popular clears it on the others. */
export async function updatePackage(actor: Actor, body: PackageUpdate): Promise<AdminPackage> {
  const db = await getDb();
  const current = await repo.findPackage(db, body.id);
  if (!current) throw new AppError('package_not_found', 404);
  const site = await staffSite(actor.staff, current.siteId);
  const updated = await db.transaction(async (tx) => {
    const locked = await repo.lockPackage(tx, body.id);
    if (!locked) throw new AppError('package_not_found', 404);
    const before = await snapshot(tx, locked.id);
    const currency = body.currency ?? locked.currency;
    const country = body.country === undefined ? locked.country : body.country;
    const prices = body.prices ?? before.prices;
    const priceCents = checkPrices(currency, country, prices);
    const popular = body.popular ?? locked.popular;
    await repo.updatePackage(tx, locked.id, {
      tier: body.tier ?? locked.tier,
      credits: body.credits ?? locked.credits,
      currency,
      country,
      priceCents,
      popular,
      active: body.active ?? locked.active,
      sort: body.sort ?? locked.sort,
    });
    if (body.prices) {
      await repo.replacePrices(
        tx,
        locked.id,
        body.prices.map((p) => ({ currency: p.currency, priceCents: p.price_cents })),
      );
    }
    const unflagged = popular ? await repo.clearPopular(tx, locked.siteId, country, locked.id) : [];
    const after = await snapshot(tx, locked.id);
    await actor.audit(tx, {
      action: 'package.update',
      targetType: 'credit_package',
      targetId: locked.id,
      siteId: locked.siteId,
      before: withoutCount(before),
      after: { ...withoutCount(after), unflagged_popular: unflagged },
    });
    return after;
  });
  invalidateSiteSettings(site.id);
  const counts = await repo.orderCounts(db, [updated.id]);
  return { ...updated, orders: counts.get(updated.id) ?? 0 };
}

/** Only a package no order names; one with orders is deactivated instead (409 package_has_orders). */
export async function deletePackage(actor: Actor, id: number): Promise<{ deleted: number }> {
  const db = await getDb();
  const current = await repo.findPackage(db, id);
  if (!current) throw new AppError('package_not_found', 404);
  const site = await staffSite(actor.staff, current.siteId);
  await db.transaction(async (tx) => {
    const locked = await repo.lockPackage(tx, id);
    if (!locked) throw new AppError('package_not_found', 404);
    const orders = (await repo.orderCounts(tx, [id])).get(id) ?? 0;
    if (orders > 0) throw new AppError('package_has_orders', 409, { orders });
    const before = await snapshot(tx, id);
    await repo.deletePackage(tx, id);
    await actor.audit(tx, {
      action: 'package.delete',
      targetType: 'credit_package',
      targetId: id,
      siteId: locked.siteId,
      before: withoutCount(before),
    });
  });
  invalidateSiteSettings(site.id);
  return { deleted: id };
}
