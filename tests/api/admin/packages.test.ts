// The console's packages and prices (issue 15, Owner): tiers p0–p3 per site with a price per
// currency, one popular package per site and country, deactivate but never delete a package an
// order names; a change shows on /api/packages.php at once (and drops the cached /pricing pages),
// is audited, and staff of other sites cannot touch it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET, POST, PUT, DELETE } from '@/app/api/admin/packages/route';
import { GET as SHOP } from '@/app/api/packages.php/route';
import { getDb } from '@/lib/server/db/client';
import { creditPackages, packagePrices } from '@/lib/server/db/schema';
import { siteGeneration } from '@/lib/server/sites/service';
import { apiRequest, callRoute } from '../../setup/fixtures';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';
import { order, paySite, payMember, PRICES } from '../support/payments';

const HOST = 'pk-a.test';
let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
let otherSiteId: number;
let owner: TestStaff;

const shop = (country = 'NL', host = HOST) =>
  callRoute(SHOP, apiRequest('GET', `http://${host}/api/packages.php?country=${country}`));
const list = (who: TestStaff, id = siteId) => asStaff(GET, who, 'GET', `/api/admin/packages?site_id=${id}`);
const put = (who: TestStaff, body: unknown) => asStaff(PUT, who, 'PUT', '/api/admin/packages', { body });

beforeAll(async () => {
  ({
    site: { id: siteId },
    packages: pk,
  } = await paySite({ hosts: [HOST] }));
  ({
    site: { id: otherSiteId },
  } = await paySite({ hosts: ['pk-b.test'] }));
  owner = await signedInStaff('owner');
}, 60_000);

describe('packages of a site', () => {
  it('lists the tiers with every price and how many orders name each', async () => {
    const m = await payMember(siteId, { host: HOST });
    expect((await order(m.cookie, { package_id: pk.p1, country: 'NL' }, '', HOST)).status).toBe(201);
    const res = await list(owner);
    expect(res.status).toBe(200);
    expect(res.json.packages.map((p: { tier: string }) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
    const p1 = res.json.packages[1];
    expect(p1).toMatchObject({ credits: 100, currency: 'EUR', popular: false, active: true, orders: 1 });
    expect(p1.prices).toEqual(
      expect.arrayContaining([
        { currency: 'EUR', price_cents: PRICES.p1 },
        { currency: 'PLN', price_cents: 7699 },
      ]),
    );
    expect(res.json.currencies).toEqual(expect.arrayContaining(['EUR', 'PLN', 'SEK', 'GBP']));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a new price shows in the shop at once, the cached /pricing pages are dropped, and it is audited', async () => {
    const generation = siteGeneration();
    const before = await auditCount();
    const res = await put(owner, {
      id: pk.p0,
      prices: [
        { currency: 'EUR', price_cents: 777 },
        { currency: 'PLN', price_cents: 3333 },
        { currency: 'GBP', price_cents: 699 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.prices).toEqual(
      expect.arrayContaining([
        { currency: 'EUR', price_cents: 777 },
        { currency: 'GBP', price_cents: 699 },
      ]),
    );
    expect(siteGeneration()).toBeGreaterThan(generation);
    const nl = await shop('NL');
    expect(nl.json.packages.find((p: { id: number }) => p.id === pk.p0).price_cents).toBe(777);
    const gb = await shop('GB');
    expect(gb.json.packages.map((p: { id: number; price_cents: number }) => [p.id, p.price_cents])).toEqual([
      [pk.p0, 699],
    ]);
    // The list price of the row follows the package's own currency.
    const [row] = await (await getDb()).select().from(creditPackages).where(eq(creditPackages.id, pk.p0));
    expect(row.priceCents).toBe(777);
    expect(await auditCount()).toBe(before + 1);
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: 'package.update',
      targetType: 'credit_package',
      targetId: String(pk.p0),
      siteId,
      staffEmail: owner.email,
    });
    expect(entry.before).toMatchObject({
      prices: expect.arrayContaining([{ currency: 'EUR', price_cents: PRICES.p0 }]),
    });
    expect(entry.after).toMatchObject({
      prices: expect.arrayContaining([{ currency: 'EUR', price_cents: 777 }]),
    });
  });

  it('one popular package per site and country: flagging one clears the other', async () => {
    expect((await put(owner, { id: pk.p1, popular: true })).status).toBe(200);
    const rows = await (await getDb()).select().from(creditPackages).where(eq(creditPackages.siteId, siteId));
    expect(rows.filter((r) => r.popular).map((r) => r.id)).toEqual([pk.p1]);
    expect((await lastAudit()).after).toMatchObject({ popular: true, unflagged_popular: [pk.p2] });
    // The other site's popular package is untouched.
    const other = await (
      await getDb()
    )
      .select()
      .from(creditPackages)
      .where(eq(creditPackages.siteId, otherSiteId));
    expect(other.filter((r) => r.popular)).toHaveLength(1);
    const shown = (await shop()).json.packages.filter((p: { popular: boolean }) => p.popular);
    expect(shown.map((p: { id: number }) => p.id)).toEqual([pk.p1]);
  });

  it('adds a package that is sold at once, and deactivating it takes it out of the shop', async () => {
    const created = await asStaff(POST, owner, 'POST', '/api/admin/packages', {
      body: {
        site_id: siteId,
        tier: 'p3',
        credits: 1000,
        currency: 'EUR',
        country: null,
        popular: false,
        active: true,
        sort: 9,
        prices: [{ currency: 'EUR', price_cents: 12_900 }],
      },
    });
    expect(created.status).toBe(200);
    expect((await lastAudit()).action).toBe('package.create');
    const id = created.json.id as number;
    expect((await shop()).json.packages.find((p: { id: number }) => p.id === id)).toMatchObject({
      credits: 1000,
      price_cents: 12_900,
    });
    expect((await put(owner, { id, active: false })).status).toBe(200);
    expect((await shop()).json.packages.find((p: { id: number }) => p.id === id)).toBeUndefined();
    expect((await list(owner)).json.packages.find((p: { id: number }) => p.id === id)).toMatchObject({
      active: false,
    });
  });

  it('a package for one country is sold there only', async () => {
    const created = await asStaff(POST, owner, 'POST', '/api/admin/packages', {
      body: {
        site_id: siteId,
        tier: 'p2',
        credits: 300,
        currency: 'PLN',
        country: 'PL',
        popular: false,
        active: true,
        sort: 8,
        prices: [
          { currency: 'PLN', price_cents: 9900 },
          { currency: 'EUR', price_cents: 2500 },
        ],
      },
    });
    const id = created.json.id as number;
    expect((await shop('PL')).json.packages.map((p: { id: number }) => p.id)).toContain(id);
    expect((await shop('NL')).json.packages.map((p: { id: number }) => p.id)).not.toContain(id);
    const m = await payMember(siteId, { host: HOST });
    const refused = await order(m.cookie, { package_id: id, country: 'NL' }, '', HOST);
    expect([refused.status, refused.json.error]).toEqual([404, 'package_not_found']);
    expect((await order(m.cookie, { package_id: id, country: 'PL' }, '', HOST)).json.order).toMatchObject({
      amount_cents: 9900,
      currency: 'PLN',
    });
  });

  it('deletes a package no order names; one with orders is refused and stays', async () => {
    const before = await auditCount();
    const refused = await asStaff(DELETE, owner, 'DELETE', `/api/admin/packages?id=${pk.p1}`);
    expect([refused.status, refused.json.error, refused.json.orders]).toEqual([409, 'package_has_orders', 1]);
    expect(await auditCount()).toBe(before);
    const res = await asStaff(DELETE, owner, 'DELETE', `/api/admin/packages?id=${pk.p3}`);
    expect(res.status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(creditPackages).where(eq(creditPackages.id, pk.p3))).toEqual([]);
    expect(await db.select().from(packagePrices).where(eq(packagePrices.packageId, pk.p3))).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'package.delete', targetId: String(pk.p3) });
    expect((await asStaff(DELETE, owner, 'DELETE', `/api/admin/packages?id=${pk.p3}`)).json.error).toBe(
      'package_not_found',
    );
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [
      'currency_unknown',
      {
        id: 0,
        prices: [
          { currency: 'EUR', price_cents: 100 },
          { currency: 'XYZ', price_cents: 100 },
        ],
      },
    ],
    ['price_missing', { id: 0, currency: 'PLN', prices: [{ currency: 'EUR', price_cents: 100 }] }],
    [
      'price_twice',
      {
        id: 0,
        prices: [
          { currency: 'EUR', price_cents: 100 },
          { currency: 'EUR', price_cents: 200 },
        ],
      },
    ],
    ['country_unknown', { id: 0, country: 'XX' }],
    ['invalid_input', { id: 0, credits: 0 }],
    ['invalid_input', { id: 0, prices: [{ currency: 'EUR', price_cents: -5 }] }],
    ['invalid_input', { id: 0, tier: 'p9' }],
    ['invalid_input', { id: 0, price_cents: 1 }],
  ])('%s', async (error, body) => {
    const before = await auditCount();
    const [row] = await (await getDb()).select().from(creditPackages).where(eq(creditPackages.id, pk.p2));
    const res = await put(owner, { ...body, id: pk.p2 });
    expect([res.status, res.json.error]).toEqual([422, error]);
    const [after] = await (await getDb()).select().from(creditPackages).where(eq(creditPackages.id, pk.p2));
    expect(after).toEqual(row);
    expect(await auditCount()).toBe(before);
  });

  it('an unknown package or site is 404', async () => {
    expect((await put(owner, { id: 999_999, credits: 5 })).json.error).toBe('package_not_found');
    expect((await list(owner, 999_999)).json.error).toBe('site_not_found');
  });
});

describe('site scoping', () => {
  it('an owner of another site can neither read nor change this site’s packages', async () => {
    const elsewhere = await signedInStaff('owner', { siteIds: [otherSiteId] });
    expect((await list(elsewhere)).json.error).toBe('staff_forbidden_site');
    const before = await auditCount();
    const res = await put(elsewhere, { id: pk.p2, credits: 1 });
    expect([res.status, res.json.error]).toEqual([403, 'staff_forbidden_site']);
    expect(await auditCount()).toBe(before);
    expect((await list(elsewhere, otherSiteId)).status).toBe(200);
  });
});
