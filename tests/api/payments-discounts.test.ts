// Discount codes, the welcome code and the time bonus (issue 12): checked when the order is
// created, reserved atomically, used when paid. On PostgreSQL too (the 20 orders race there).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET as DISCOUNT } from '@/app/api/discountcode.php/route';
import { GET as PACKAGES } from '@/app/api/packages.php/route';
import { GET as TIME_BONUS } from '@/app/api/time-bonus.php/route';
import { getDb } from '@/lib/server/db/client';
import { deletionAttempts, discountCodeUses, users } from '@/lib/server/db/schema';
import { apiRequest, callRoute } from '../setup/fixtures';
import {
  addCode,
  cancel,
  checkout,
  order,
  paymentIdOf,
  paySite,
  payMember,
  PRICES,
} from './support/payments';
import { POST as DELETE_DISCOUNT } from '@/app/api/delete-discount.php/route';

let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
beforeAll(async () => {
  const s = await paySite();
  siteId = s.site.id;
  pk = s.packages;
});

const discount = (cookie: string, query: string) =>
  callRoute(DISCOUNT, apiRequest('GET', `http://localhost/api/discountcode.php?${query}`, { cookie }));
const packages = (cookie: string | undefined, query = '') =>
  callRoute(PACKAGES, apiRequest('GET', `http://localhost/api/packages.php${query}`, { cookie }));

describe('GET /api/discountcode.php', () => {
  it('answers the spec object with expired derived; every refusal has its code', async () => {
    const m = await payMember(siteId);
    await addCode(siteId, {
      code: 'SPRING20',
      currency: 'EUR',
      minimumOrderCents: 1500,
      paymentMethods: ['ideal'],
    });
    const ok = await discount(m.cookie, 'code=spring20&country=NL');
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      code: 'SPRING20',
      country: null,
      user_id: null,
      expires: null,
      value_percentage: '20.0',
      currency: 'EUR',
      minimum_order_value: 1500,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      paymentmethods: ['ideal'],
    });
    expect((await discount(m.cookie, 'code=NOPE')).json.error).toBe('code_not_found');
    expect((await discount(m.cookie, 'code=SPRING20&country=PL')).json.error).toBe('code_country');
    expect((await discount(m.cookie, `code=SPRING20&country=NL&package_id=${pk.p0}`)).json.error).toBe(
      'code_minimum',
    );
    expect((await discount(m.cookie, 'code=SPRING20&country=NL&method=paypal')).json.error).toBe(
      'code_method',
    );
    await addCode(siteId, { code: 'OLD10', expiresAt: new Date(Date.now() - 1000) });
    const old = await discount(m.cookie, 'code=OLD10');
    expect([old.status, old.json.error]).toEqual([409, 'code_expired']);
    await addCode(siteId, { code: 'OFF', status: 'disabled' });
    expect((await discount(m.cookie, 'code=OFF')).json.error).toBe('code_not_found');
  });

  it("another member's personal code is not found; the owner's is", async () => {
    const a = await payMember(siteId);
    const b = await payMember(siteId);
    await addCode(siteId, { code: `MINE-${a.user.id}`, userId: a.user.id });
    expect((await discount(a.cookie, `code=MINE-${a.user.id}`)).status).toBe(200);
    expect((await discount(b.cookie, `code=MINE-${a.user.id}`)).json.error).toBe('code_not_found');
  });

  it('the welcome code for an unpaid member who has not used it; 404 otherwise', async () => {
    await addCode(siteId, { code: 'WELCOME10', valuePercentage: '10.0', kind: 'welcome' });
    const m = await payMember(siteId);
    expect((await discount(m.cookie, 'welcome=true')).json).toMatchObject({
      code: 'WELCOME10',
      value_percentage: '10.0',
    });
    const paid = await payMember(siteId, { paid: true });
    expect((await discount(paid.cookie, 'welcome=true')).json.error).toBe('code_not_found');
  });

  it('honours the STAY- code of the deletion offer, at the checkout too', async () => {
    const m = await payMember(siteId);
    await (await getDb()).insert(deletionAttempts).values({ userId: m.user.id });
    const stay = await callRoute(
      DELETE_DISCOUNT,
      apiRequest('POST', 'http://localhost/api/delete-discount.php', { cookie: m.cookie, body: {} }),
    );
    expect(stay.status).toBe(200);
    const code = stay.json.code as string;
    expect((await discount(m.cookie, `code=${code}`)).json).toMatchObject({
      code,
      value_percentage: '25.0',
      user_id: m.user.id,
    });
    const created = await order(m.cookie, { package_id: pk.p1, discount_code: code.toLowerCase() });
    expect(created.json.order.discount).toMatchObject({ kind: 'code', code, value_percentage: '25.0' });
    expect(created.json.order.amount_cents).toBe(PRICES.p1 - Math.round(PRICES.p1 * 0.25));
  });
});

describe('once per user, atomically', () => {
  it('20 parallel orders with one once-per-user code: exactly one gets the discount', async () => {
    const m = await payMember(siteId);
    await addCode(siteId, { code: 'ONCE30', valuePercentage: '30.0' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => order(m.cookie, { package_id: pk.p2, discount_code: 'ONCE30' })),
    );
    const discounted = results.filter((r) => r.status === 201 && r.json.order.discount);
    expect(discounted).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.json.error)).toEqual(
      Array(19).fill('code_reserved'),
    );
    const uses = await (
      await getDb()
    )
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.userId, m.user.id));
    expect(uses).toHaveLength(1);
    // Paid: the code is used; a later order is refused with the spec's "Code already used".
    await checkout(paymentIdOf(discounted[0].json.redirect_url), 'paid');
    expect((await order(m.cookie, { package_id: pk.p0, discount_code: 'ONCE30' })).json.error).toBe(
      'code_used',
    );
    expect((await discount(m.cookie, 'code=ONCE30')).json.error).toBe('code_used');
  }, 60_000);

  it('a failed or cancelled order frees the code for the next order', async () => {
    const m = await payMember(siteId);
    await addCode(siteId, { code: 'AGAIN15', valuePercentage: '15.0' });
    const first = await order(m.cookie, { package_id: pk.p1, discount_code: 'AGAIN15' });
    expect((await order(m.cookie, { package_id: pk.p1, discount_code: 'AGAIN15' })).json).toMatchObject({
      error: 'code_reserved',
      order_id: first.json.order.id,
    });
    expect((await cancel(m.cookie, first.json.order.id)).json.order.status).toBe('canceled');
    const second = await order(m.cookie, { package_id: pk.p1, discount_code: 'AGAIN15' });
    expect(second.json.order.discount.code).toBe('AGAIN15');
    await checkout(paymentIdOf(second.json.redirect_url), 'failed');
    const retry = await order(m.cookie, {}, `?id=${second.json.order.id}&retry=1`);
    expect(retry.json.order.discount.code).toBe('AGAIN15');
    const used = await (
      await getDb()
    )
      .select()
      .from(discountCodeUses)
      .where(and(eq(discountCodeUses.userId, m.user.id), eq(discountCodeUses.status, 'reserved')));
    expect(used.map((u) => u.orderId)).toEqual([retry.json.order.id]);
  });
});

describe('time bonus (TIMEBONUS25)', () => {
  it('an unpaid member within 14,400 s of signup gets 25 % on the order; the server counts the time', async () => {
    const m = await payMember(siteId, { signupAgoS: 600 });
    const tb = await callRoute(
      TIME_BONUS,
      apiRequest('GET', 'http://localhost/api/time-bonus.php', { cookie: m.cookie }),
    );
    expect(tb.json).toMatchObject({ active: true, code: 'TIMEBONUS25', value_percentage: '25.0' });
    expect(tb.json.seconds_left).toBeGreaterThan(13_700);
    expect(tb.json.seconds_left).toBeLessThanOrEqual(13_800);
    const list = await packages(m.cookie);
    expect(list.json.discount).toMatchObject({ kind: 'time_bonus', code: 'TIMEBONUS25' });
    expect(list.json.packages.find((p: { id: number }) => p.id === pk.p2).amount_cents).toBe(
      PRICES.p2 - Math.round(PRICES.p2 / 4),
    );
    const created = await order(m.cookie, { package_id: pk.p2 });
    expect(created.json.order.discount).toMatchObject({
      kind: 'time_bonus',
      code: 'TIMEBONUS25',
      amount_cents: Math.round(PRICES.p2 / 4),
    });
  });

  it('refused after 14,400 s whatever the client sends (a code, a header or a clock)', async () => {
    const m = await payMember(siteId, { signupAgoS: 14_401 });
    const tb = await callRoute(
      TIME_BONUS,
      apiRequest('GET', 'http://localhost/api/time-bonus.php?now=0', {
        cookie: m.cookie,
        headers: { date: 'Thu, 01 Jan 1970 00:00:00 GMT' },
      }),
    );
    expect(tb.json).toMatchObject({ active: false, seconds_left: 0 });
    const asCode = await order(m.cookie, { package_id: pk.p2, discount_code: 'TIMEBONUS25' });
    expect(asCode.json.error).toBe('code_not_found');
    const withClock = await order(m.cookie, { package_id: pk.p2, signup_date: new Date().toISOString() });
    expect(withClock.status).toBe(422);
    const plain = await order(m.cookie, { package_id: pk.p2 });
    expect(plain.json.order).toMatchObject({ discount: null, amount_cents: PRICES.p2 });
  });

  it('a paid member gets no time bonus even within the 4 hours; it wins over a smaller code', async () => {
    const paid = await payMember(siteId, { signupAgoS: 60, paid: true });
    expect((await order(paid.cookie, { package_id: pk.p0 })).json.order.discount).toBeNull();
    const fresh = await payMember(siteId, { signupAgoS: 60 });
    await addCode(siteId, { code: 'SMALL10', valuePercentage: '10.0' });
    const created = await order(fresh.cookie, { package_id: pk.p0, discount_code: 'SMALL10' });
    expect(created.json.order.discount.kind).toBe('time_bonus');
    const uses = await (
      await getDb()
    )
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.userId, fresh.user.id));
    expect(uses).toHaveLength(0);
    await (await getDb()).update(users).set({ paidUser: false }).where(eq(users.id, fresh.user.id));
  });

  it('visitors see the prices without any discount', async () => {
    const list = await packages(undefined, '?country=PL');
    expect(list.json).toMatchObject({ country: 'PL', currency: 'PLN', discount: null });
    expect(list.json.packages.map((p: { tier: string }) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(list.json.packages[0]).toMatchObject({ savings_percentage: 0, price_per_credit_cents: 85.98 });
    expect(list.json.packages[3].savings_percentage).toBeGreaterThan(0);
  });
});

describe('abandoned checkouts and the welcome code', () => {
  it('an order left open for a day expires and frees its code', async () => {
    const { expireStaleOrders } = await import('@/lib/server/payments/expiry');
    const { orders: ordersTable } = await import('@/lib/server/db/schema');
    const m = await payMember(siteId);
    await addCode(siteId, { code: 'LATER12', valuePercentage: '12.0' });
    const held = await order(m.cookie, { package_id: pk.p1, discount_code: 'LATER12' });
    expect((await order(m.cookie, { package_id: pk.p1, discount_code: 'LATER12' })).json.error).toBe(
      'code_reserved',
    );
    const db = await getDb();
    await db
      .update(ordersTable)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(ordersTable.id, held.json.order.id));
    expect(await expireStaleOrders()).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(ordersTable).where(eq(ordersTable.id, held.json.order.id));
    expect(row.status).toBe('expired');
    expect(
      (await order(m.cookie, { package_id: pk.p1, discount_code: 'LATER12' })).json.order.discount.code,
    ).toBe('LATER12');
  });

  it('a paid member cannot use the welcome code', async () => {
    await addCode(siteId, { code: 'HELLO5', valuePercentage: '5.0', kind: 'welcome' });
    const paid = await payMember(siteId, { paid: true });
    expect((await order(paid.cookie, { package_id: pk.p0, discount_code: 'HELLO5' })).json.error).toBe(
      'code_not_found',
    );
    const fresh = await payMember(siteId);
    expect(
      (await order(fresh.cookie, { package_id: pk.p0, discount_code: 'hello5' })).json.order.discount.code,
    ).toBe('HELLO5');
  });
});

describe('code checks are limited', () => {
  it('the 21st check in 10 minutes is refused with the minutes to wait', async () => {
    const m = await payMember(siteId);
    const results = [];
    for (let i = 0; i < 21; i++) results.push(await discount(m.cookie, `code=GUESS${i}`));
    expect(results.slice(0, 20).every((r) => r.json.error === 'code_not_found')).toBe(true);
    expect(results[20].status).toBe(429);
    expect(results[20].json).toMatchObject({ error: 'code_check_limited', minutes: expect.any(Number) });
  });
});
