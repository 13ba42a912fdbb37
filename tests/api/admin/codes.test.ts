// The console's discount codes (issue 15, Owner): one code or a batch of random codes with a
// prefix, percentage, country, currency, minimum order, payment methods, once per user or
// unlimited, max uses, expiry; disable and enable; usage counts from discount_code_uses. The
// member's checkout honours max_uses, counted at redemption under the code's lock: of parallel
// orders for the last use exactly one gets it (run on PostgreSQL too: node scripts/with-postgres.mjs).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET, PATCH, POST } from '@/app/api/admin/codes/route';
import { GET as DISCOUNT } from '@/app/api/discountcode.php/route';
import { getDb } from '@/lib/server/db/client';
import { discountCodes, discountCodeUses } from '@/lib/server/db/schema';
import { apiRequest, callRoute } from '../../setup/fixtures';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';
import { cancel, checkout, order, paymentIdOf, paySite, payMember, PRICES } from '../support/payments';

const HOST = 'codes-a.test';
let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
let otherSiteId: number;
let owner: TestStaff;

const create = (body: Record<string, unknown>, who: TestStaff = owner) =>
  asStaff(POST, who, 'POST', '/api/admin/codes', {
    body: { site_id: siteId, value_percentage: 20, ...body },
  });
const list = (query: string, who: TestStaff = owner) =>
  asStaff(GET, who, 'GET', `/api/admin/codes?site_id=${siteId}&${query}`);
const patch = (body: unknown, who: TestStaff = owner) =>
  asStaff(PATCH, who, 'PATCH', '/api/admin/codes', { body });
const buy = (cookie: string, code: string, pkg = pk.p1) =>
  order(cookie, { package_id: pkg, country: 'NL', discount_code: code }, '', HOST);
const check = (cookie: string, code: string) =>
  callRoute(
    DISCOUNT,
    apiRequest('GET', `http://${HOST}/api/discountcode.php?code=${code}&country=NL`, { cookie }),
  );
const member = () => payMember(siteId, { host: HOST });

beforeAll(async () => {
  ({
    site: { id: siteId },
    packages: pk,
  } = await paySite({ hosts: [HOST] }));
  ({
    site: { id: otherSiteId },
  } = await paySite({ hosts: ['codes-b.test'] }));
  owner = await signedInStaff('owner');
}, 60_000);

describe('one code', () => {
  it('is stored in capitals with every rule, audited, and a member gets the discount at checkout', async () => {
    const before = await auditCount();
    const res = await create({
      code: 'summer-25',
      value_percentage: 25,
      country: 'NL',
      minimum_order_cents: 1000,
      payment_methods: ['ideal', 'creditcard'],
      validity: 'unlimited',
      max_uses: 100,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(res.status).toBe(200);
    expect(res.json.codes[0]).toMatchObject({
      code: 'SUMMER-25',
      value_percentage: '25.0',
      country: 'NL',
      currency: 'EUR',
      minimum_order_cents: 1000,
      payment_methods: ['ideal', 'creditcard'],
      validity: 'unlimited',
      max_uses: 100,
      batch: null,
      used: 0,
    });
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'code.create', targetType: 'discount_code', siteId });

    const m = await member();
    const bought = await order(
      m.cookie,
      { package_id: pk.p1, country: 'NL', method: 'ideal', discount_code: 'summer-25' },
      '',
      HOST,
    );
    expect(bought.status).toBe(201);
    expect(bought.json.order.amount_cents).toBe(PRICES.p1 - Math.round(PRICES.p1 * 0.25));
    // Below the minimum order and with another method: the code's own refusals.
    expect(
      (
        await order(
          m.cookie,
          { package_id: pk.p0, country: 'NL', method: 'ideal', discount_code: 'SUMMER-25' },
          '',
          HOST,
        )
      ).json.error,
    ).toBe('code_minimum');
    expect(
      (
        await order(
          m.cookie,
          { package_id: pk.p1, country: 'NL', method: 'paypal', discount_code: 'SUMMER-25' },
          '',
          HOST,
        )
      ).json.error,
    ).toBe('code_method');
  });

  it('a code the site has already, in any case, is refused', async () => {
    await create({ code: 'TAKEN1' });
    const res = await create({ code: 'taken1' });
    expect([res.status, res.json.error]).toEqual([409, 'code_taken']);
    // Another site may have the same code.
    expect((await create({ code: 'TAKEN1', site_id: otherSiteId })).status).toBe(200);
  });

  it('disabled, the member cannot use it; enabled again, they can', async () => {
    const made = await create({ code: 'PAUSE10', value_percentage: 10 });
    const id = made.json.codes[0].id;
    const m = await member();
    expect((await patch({ id, status: 'disabled' })).json.changed).toBe(1);
    expect(await lastAudit()).toMatchObject({
      action: 'code.disable',
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    expect((await check(m.cookie, 'PAUSE10')).json.error).toBe('code_not_found');
    expect((await buy(m.cookie, 'PAUSE10')).json.error).toBe('code_not_found');
    expect((await patch({ id, status: 'active' })).status).toBe(200);
    expect((await check(m.cookie, 'PAUSE10')).json.code).toBe('PAUSE10');
  });
});

describe('a batch', () => {
  it('makes N random codes with the prefix under one batch name, one audit entry; disabling the batch stops them all', async () => {
    const before = await auditCount();
    const res = await create({ count: 25, prefix: 'spring', value_percentage: 15 });
    expect(res.status).toBe(200);
    const codes = res.json.codes as { code: string; batch: string }[];
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    for (const c of codes) expect(c.code).toMatch(/^SPRING[A-HJKMNP-Z2-9]{8}$/);
    const batch = res.json.batch as string;
    expect(codes.every((c) => c.batch === batch)).toBe(true);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'code.create_batch',
      targetType: 'discount_code_batch',
      targetId: batch,
      after: { count: 25 },
    });

    const listed = await list(`batch=${encodeURIComponent(batch)}`);
    expect(listed.json.total).toBe(25);
    expect(listed.json.batches).toContainEqual({ batch, codes: 25 });

    const m = await member();
    expect((await check(m.cookie, codes[0].code)).json.value_percentage).toBe('15.0');
    const off = await patch({ site_id: siteId, batch, status: 'disabled' });
    expect(off.json.changed).toBe(25);
    expect(await lastAudit()).toMatchObject({ action: 'code.disable_batch', targetId: batch });
    expect((await check(m.cookie, codes[1].code)).json.error).toBe('code_not_found');
    expect((await list(`batch=${encodeURIComponent(batch)}&status=active`)).json.total).toBe(0);
  });
});

describe('usage counts', () => {
  it('counts paid uses and uses held by unpaid orders; filters by text and status', async () => {
    await create({ code: 'COUNTME', validity: 'once-per-user' });
    const a = await member();
    const b = await member();
    const paid = await buy(a.cookie, 'COUNTME');
    await checkout(paymentIdOf(paid.json.redirect_url), 'paid');
    await buy(b.cookie, 'COUNTME');
    const res = await list('q=countm');
    expect(res.json.codes).toHaveLength(1);
    expect(res.json.codes[0]).toMatchObject({ code: 'COUNTME', used: 1, reserved: 1 });
    expect((await list('q=countme&status=disabled')).json.total).toBe(0);
  });
});

describe('max uses', () => {
  it('refuses the use past the limit; a cancelled order gives its use back', async () => {
    await create({ code: 'TWICE', validity: 'unlimited', max_uses: 2 });
    const [a, b, c] = [await member(), await member(), await member()];
    const first = await buy(a.cookie, 'TWICE');
    expect(first.status).toBe(201);
    await checkout(paymentIdOf(first.json.redirect_url), 'paid');
    const second = await buy(b.cookie, 'TWICE');
    expect(second.status).toBe(201);
    expect((await check(c.cookie, 'TWICE')).json.error).toBe('code_exhausted');
    const third = await buy(c.cookie, 'TWICE');
    expect([third.status, third.json.error]).toEqual([409, 'code_exhausted']);
    expect((await cancel(b.cookie, second.json.order.id)).json.order.status).toBe('canceled');
    expect((await buy(c.cookie, 'TWICE')).status).toBe(201);
  });

  it('parallel orders for the last use: exactly one gets it', async () => {
    const made = await create({ code: 'LASTONE', validity: 'unlimited', max_uses: 2 });
    const first = await member();
    const paid = await buy(first.cookie, 'LASTONE');
    await checkout(paymentIdOf(paid.json.redirect_url), 'paid');
    const racers = await Promise.all(Array.from({ length: 8 }, () => member()));
    const results = await Promise.all(racers.map((m) => buy(m.cookie, 'LASTONE')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.json.error)).toEqual(
      Array(7).fill('code_exhausted'),
    );
    const uses = await (
      await getDb()
    )
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.codeId, made.json.codes[0].id));
    expect(uses).toHaveLength(2);
  }, 60_000);
});

describe('bad input changes nothing', () => {
  it.each([
    ['invalid_input', { code: 'ZERO', value_percentage: 0 }],
    ['invalid_input', { code: 'MANY', value_percentage: 101 }],
    ['invalid_input', { code: 'has space' }],
    ['invalid_input', { code: 'BOTH', count: 3 }],
    ['invalid_input', { count: 1001 }],
    ['invalid_input', { code: 'NOUSES', max_uses: 0 }],
    ['invalid_input', { code: 'BADDATE', expires_at: 'tomorrow' }],
    ['code_expiry_past', { code: 'OLD', expires_at: '2020-01-01T00:00:00Z' }],
    ['country_unknown', { code: 'NOWHERE', country: 'XX' }],
    ['currency_unknown', { code: 'NOMONEY', currency: 'XYZ' }],
    ['code_currency_country', { code: 'MIXED', country: 'NL', currency: 'PLN' }],
    ['code_minimum_currency', { code: 'MINONLY', minimum_order_cents: 500 }],
    ['method_unknown', { code: 'COINS', payment_methods: ['bitcoin'] }],
  ])('%s %j', async (error, body) => {
    const before = await auditCount();
    const count = (await (await getDb()).select().from(discountCodes)).length;
    const res = await create(body);
    expect([res.status, res.json.error]).toEqual([422, error]);
    expect((await (await getDb()).select().from(discountCodes)).length).toBe(count);
    expect(await auditCount()).toBe(before);
  });

  it('an unknown code or batch is 404', async () => {
    expect((await patch({ id: 999_999, status: 'disabled' })).json.error).toBe('code_not_found');
    expect((await patch({ site_id: siteId, batch: 'NOPE', status: 'disabled' })).json.error).toBe(
      'code_not_found',
    );
  });
});

describe('site scoping', () => {
  it('an owner of another site cannot list, create or disable this site’s codes', async () => {
    const made = await create({ code: 'MINEONLY' });
    const elsewhere = await signedInStaff('owner', { siteIds: [otherSiteId] });
    const before = await auditCount();
    expect((await list('', elsewhere)).json.error).toBe('staff_forbidden_site');
    expect((await create({ code: 'SNEAKY' }, elsewhere)).json.error).toBe('staff_forbidden_site');
    expect((await patch({ id: made.json.codes[0].id, status: 'disabled' }, elsewhere)).json.error).toBe(
      'staff_forbidden_site',
    );
    expect(await auditCount()).toBe(before);
    expect((await create({ code: 'THEIRS', site_id: otherSiteId }, elsewhere)).status).toBe(200);
  });
});
