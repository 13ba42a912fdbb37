// The console's orders, refunds and direct-debit settings (issue 15, Owner): search by order id,
// member e-mail or id, status, date and site; an order's provider state, events and the member's
// refund requests; the manual refund through the member's own refund path (ledger debit, then the
// provider; also after refund_days; with a reason; audited); direct-debit limits and the IBAN and
// mobile block lists, normalised as the checks compare them. Staff of other sites see nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET } from '@/app/api/admin/orders/route';
import { POST as REFUND } from '@/app/api/admin/orders/refund/route';
import { DELETE as DD_DELETE, GET as DD_GET, PUT as DD_PUT } from '@/app/api/admin/direct-debit/route';
import { DELETE as BLOCK_DELETE, POST as BLOCK_POST } from '@/app/api/admin/payment-blocks/route';
import { POST as MEMBER_REFUND } from '@/app/api/refund.php/route';
import { getDb } from '@/lib/server/db/client';
import { creditLedger, orders, paymentBlocks, refundRequests, testPayments } from '@/lib/server/db/schema';
import { spendCredits } from '@/lib/server/credits/service';
import { assertDirectDebitAllowed } from '@/lib/server/payments/direct-debit-rules';
import { findSiteById } from '@/lib/server/sites/repo';
import { apiRequest, callRoute } from '../../setup/fixtures';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';
import {
  balanceAndLedger,
  checkout,
  order,
  paymentIdOf,
  paySite,
  payMember,
  PRICES,
} from '../support/payments';

const HOST = 'orders-a.test';
let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
let otherSiteId: number;
let owner: TestStaff;

const search = (query: string, who: TestStaff = owner) =>
  asStaff(GET, who, 'GET', `/api/admin/orders?${query}`);
const detail = (id: number, who: TestStaff = owner) => asStaff(GET, who, 'GET', `/api/admin/orders?id=${id}`);
const refund = (body: unknown, who: TestStaff = owner) =>
  asStaff(REFUND, who, 'POST', '/api/admin/orders/refund', { body });

/** A member who bought p1 (100 credits) and paid on the test provider. */
async function buyer(site = siteId, host = HOST) {
  const m = await payMember(site, { host });
  const created = await order(
    m.cookie,
    { package_id: site === siteId ? pk.p1 : otherPk.p1, country: 'NL' },
    '',
    host,
  );
  await checkout(paymentIdOf(created.json.redirect_url), 'paid');
  return {
    ...m,
    orderId: created.json.order.id as number,
    paymentId: paymentIdOf(created.json.redirect_url),
  };
}
let otherPk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;

beforeAll(async () => {
  ({
    site: { id: siteId },
    packages: pk,
  } = await paySite({ hosts: [HOST] }));
  ({
    site: { id: otherSiteId },
    packages: otherPk,
  } = await paySite({ hosts: ['orders-b.test'] }));
  owner = await signedInStaff('owner');
}, 60_000);

describe('search', () => {
  it('finds orders by order id, member id, e-mail, status, date and site', async () => {
    const a = await buyer();
    const open = await payMember(siteId, { host: HOST });
    const pending = await order(open.cookie, { package_id: pk.p0, country: 'NL' }, '', HOST);
    const foreign = await buyer(otherSiteId, 'orders-b.test');

    const byId = await search(`q=${a.orderId}`);
    expect(byId.status).toBe(200);
    expect(byId.json.orders.map((o: { id: number }) => o.id)).toContain(a.orderId);
    expect(byId.json.orders.find((o: { id: number }) => o.id === a.orderId)).toMatchObject({
      user_id: a.user.id,
      email: a.user.email,
      status: 'paid',
      amount_cents: PRICES.p1,
      currency: 'EUR',
      site_id: siteId,
    });
    expect((await search(`q=%23${a.user.id}`)).json.orders.map((o: { id: number }) => o.id)).toEqual([
      a.orderId,
    ]);
    expect(
      (await search(`q=${encodeURIComponent(a.user.email.toUpperCase())}`)).json.orders.map(
        (o: { id: number }) => o.id,
      ),
    ).toEqual([a.orderId]);
    const opens = (await search(`status=open&site_id=${siteId}`)).json.orders.map(
      (o: { id: number }) => o.id,
    );
    expect(opens).toContain(pending.json.order.id);
    expect(opens).not.toContain(a.orderId);
    const mine = (await search(`site_id=${siteId}`)).json.orders.map((o: { id: number }) => o.id);
    expect(mine).not.toContain(foreign.orderId);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`from=${today}&to=${today}&q=${a.orderId}`)).json.orders).toHaveLength(1);
    expect((await search(`to=2020-01-01`)).json.total).toBe(0);
  });

  it('refuses days that do not exist', async () => {
    for (const q of ['from=2023-02-30', 'to=0000-01-01', 'from=2023-13-01']) {
      const res = await search(q);
      expect([res.status, res.json.error], q).toEqual([422, 'invalid_date']);
    }
  });

  it('refuses bad filters', async () => {
    for (const q of [
      'status=lost',
      'from=yesterday',
      'page=0',
      'site_id=abc',
      'q=' + 'x'.repeat(300),
      'extra=1',
    ]) {
      const res = await search(q);
      expect([res.status, res.json.error], q).toEqual([422, 'invalid_input']);
    }
  });
});

describe('order detail', () => {
  it('shows the provider state, the events, the member and their refund requests', async () => {
    const a = await buyer();
    await callRoute(
      MEMBER_REFUND,
      apiRequest('POST', `http://${HOST}/api/refund.php`, {
        cookie: a.cookie,
        body: { order_id: a.orderId },
      }),
    );
    const res = await detail(a.orderId);
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({
      id: a.orderId,
      status: 'refunded',
      provider: 'test',
      provider_payment_id: a.paymentId,
      tier: 'p1',
    });
    expect(res.json.provider).toMatchObject({
      status: 'paid',
      amount_cents: PRICES.p1,
      refunded_cents: PRICES.p1,
    });
    const events = res.json.events.map((e: { to: string; reason: string }) => `${e.to}:${e.reason}`);
    expect(events[0]).toBe('open:created');
    expect(events.some((e: string) => e.startsWith('paid:'))).toBe(true);
    expect(res.json.events.at(-1)).toMatchObject({ to: 'refunded', reason: 'refund' });
    expect(res.json.member).toMatchObject({ id: a.user.id, email: a.user.email });
    expect(res.json.refund_requests).toEqual([
      expect.objectContaining({
        order_id: a.orderId,
        credits: 100,
        amount_cents: PRICES.p1,
        status: 'refunded',
      }),
    ]);
    expect(res.json.refundable).toBeNull();
    expect((await detail(999_999)).json.error).toBe('order_not_found');
  });
});

describe('manual refund', () => {
  it('takes the unused credits off the ledger, refunds at the provider, records the reason, audited', async () => {
    const a = await buyer();
    await spendCredits(await getDb(), { userId: a.user.id, amount: 30, reason: 'message' });
    const before = await balanceAndLedger(a.user.id);
    const audits = await auditCount();
    const res = await refund({ order_id: a.orderId, reason: 'Member asked by phone' });
    expect(res.status).toBe(200);
    const credits = res.json.refund.credits as number;
    expect(credits).toBeGreaterThan(0);
    expect(res.json.refund).toMatchObject({ currency: 'EUR', status: 'refunded' });
    expect(res.json.refund.amount_cents).toBe(Math.floor((PRICES.p1 * credits) / 100));
    expect(await balanceAndLedger(a.user.id)).toEqual({
      balance: before.balance - credits,
      ledger: before.ledger - credits,
      paid: true,
    });
    const db = await getDb();
    const [o] = await db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(o).toMatchObject({ status: 'partially_refunded', refundedCredits: credits });
    const [rr] = await db.select().from(refundRequests).where(eq(refundRequests.orderId, a.orderId));
    expect(rr).toMatchObject({ status: 'refunded', credits });
    const [tp] = await db.select().from(testPayments).where(eq(testPayments.id, a.paymentId));
    expect(tp.refundedCents).toBe(res.json.refund.amount_cents);
    const [led] = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, a.user.id), eq(creditLedger.reason, 'refund')));
    expect(led).toMatchObject({ delta: -credits, refType: 'order', refId: String(a.orderId) });
    expect(await auditCount()).toBe(audits + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'order.refund',
      targetType: 'order',
      targetId: String(a.orderId),
      siteId,
      before: { status: 'paid' },
      after: { status: 'partially_refunded', credits, reason: 'Member asked by phone', member_id: a.user.id },
    });
    expect((await detail(a.orderId)).json.events.at(-1)).toMatchObject({ reason: 'staff_refund' });
    // Nothing left of this purchase now (the rest was spent).
    const again = await refund({ order_id: a.orderId, reason: 'twice' });
    expect([again.status, again.json.error]).toEqual([409, 'nothing_to_refund']);
  });

  it('works after refund_days, where the member is refused', async () => {
    const a = await buyer();
    const site = (await findSiteById(await getDb(), siteId))!;
    await (
      await getDb()
    )
      .update(orders)
      .set({ paidAt: new Date(Date.now() - (site.config.refundDays + 1) * 86_400_000) })
      .where(eq(orders.id, a.orderId));
    const own = await callRoute(
      MEMBER_REFUND,
      apiRequest('POST', `http://${HOST}/api/refund.php`, {
        cookie: a.cookie,
        body: { order_id: a.orderId },
      }),
    );
    expect(own.json.error).toBe('refund_period_over');
    expect((await detail(a.orderId)).json.refundable).toMatchObject({
      credits: 100,
      in_refund_period: false,
    });
    const res = await refund({ order_id: a.orderId, reason: 'Goodwill after the period' });
    expect(res.json.refund).toMatchObject({ credits: 100, amount_cents: PRICES.p1 });
    expect(res.json.order_status).toBe('refunded');
  });

  it('a provider that refuses: credits and order back, 502, and a second audit entry says so', async () => {
    const a = await buyer();
    await (
      await getDb()
    )
      .update(testPayments)
      .set({ refundedCents: PRICES.p1 })
      .where(eq(testPayments.id, a.paymentId));
    const before = await balanceAndLedger(a.user.id);
    const audits = await auditCount();
    const res = await refund({ order_id: a.orderId, reason: 'Provider will refuse' });
    expect([res.status, res.json.error]).toEqual([502, 'provider_unavailable']);
    expect(await balanceAndLedger(a.user.id)).toEqual(before);
    const [o] = await (await getDb()).select().from(orders).where(eq(orders.id, a.orderId));
    expect(o).toMatchObject({ status: 'paid', refundedCredits: 0, refundedCents: 0 });
    expect(await auditCount()).toBe(audits + 2);
    expect((await lastAudit()).action).toBe('order.refund_failed');
  });

  it('refuses bad input and unpaid or unknown orders, changing nothing', async () => {
    const m = await payMember(siteId, { host: HOST });
    const open = await order(m.cookie, { package_id: pk.p0, country: 'NL' }, '', HOST);
    const audits = await auditCount();
    expect((await refund({ order_id: open.json.order.id, reason: 'x' })).json.error).toBe('invalid_input');
    expect((await refund({ order_id: open.json.order.id })).json.error).toBe('invalid_input');
    expect(
      (await refund({ order_id: open.json.order.id, reason: 'Not paid yet', amount_cents: 5 })).json.error,
    ).toBe('invalid_input');
    const unpaid = await refund({ order_id: open.json.order.id, reason: 'Not paid yet' });
    expect([unpaid.status, unpaid.json.error]).toEqual([409, 'order_not_refundable']);
    expect((await refund({ order_id: 999_999, reason: 'Unknown order' })).json.error).toBe('order_not_found');
    expect(await auditCount()).toBe(audits);
  });
});

describe('direct debit limits and block lists', () => {
  it('sets the site limit and a member limit, which the direct-debit check then applies', async () => {
    const m = await payMember(siteId, { host: HOST });
    const site = (await findSiteById(await getDb(), siteId))!;
    const siteLimit = await asStaff(DD_PUT, owner, 'PUT', '/api/admin/direct-debit', {
      body: { site_id: siteId, user_id: null, max_cents: 10_000, period_days: 7 },
    });
    expect(siteLimit.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'direct_debit.limit_set',
      before: null,
      after: { max_cents: 10_000, period_days: 7 },
    });
    await expect(
      assertDirectDebitAllowed(await getDb(), site, m.user.id, { amountCents: 10_001 }),
    ).rejects.toMatchObject({ code: 'direct_debit_limit' });
    const own = await asStaff(DD_PUT, owner, 'PUT', '/api/admin/direct-debit', {
      body: { site_id: siteId, user_id: m.user.id, max_cents: 50, period_days: 30 },
    });
    await expect(
      assertDirectDebitAllowed(await getDb(), site, m.user.id, { amountCents: 51 }),
    ).rejects.toMatchObject({ code: 'direct_debit_limit' });
    // Set again: the same row changes (before/after audited).
    await asStaff(DD_PUT, owner, 'PUT', '/api/admin/direct-debit', {
      body: { site_id: siteId, user_id: m.user.id, max_cents: 500, period_days: 30 },
    });
    expect(await lastAudit()).toMatchObject({ before: { max_cents: 50 }, after: { max_cents: 500 } });
    const settings = await asStaff(DD_GET, owner, 'GET', `/api/admin/direct-debit?site_id=${siteId}`);
    expect(settings.json.limits).toEqual([
      expect.objectContaining({ user_id: null, max_cents: 10_000 }),
      expect.objectContaining({ user_id: m.user.id, email: m.user.email, max_cents: 500 }),
    ]);
    expect(settings.json.default_limit).toEqual({ max_cents: 50_000, period_days: 30 });
    const removed = await asStaff(
      DD_DELETE,
      owner,
      'DELETE',
      `/api/admin/direct-debit?id=${own.json.limit.id}`,
    );
    expect(removed.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'direct_debit.limit_remove' });
    // A member of another site is not this site's to limit.
    const stranger = await payMember(otherSiteId, { host: 'orders-b.test' });
    const refused = await asStaff(DD_PUT, owner, 'PUT', '/api/admin/direct-debit', {
      body: { site_id: siteId, user_id: stranger.user.id, max_cents: 1, period_days: 1 },
    });
    expect([refused.status, refused.json.error]).toEqual([404, 'member_not_found']);
    const bad = await asStaff(DD_PUT, owner, 'PUT', '/api/admin/direct-debit', {
      body: { site_id: siteId, max_cents: -1, period_days: 0 },
    });
    expect(bad.json.error).toBe('invalid_input');
  });

  it('blocks an IBAN and a mobile number written any way, as the checks normalise them; removes them', async () => {
    const m = await payMember(siteId, { host: HOST });
    const site = (await findSiteById(await getDb(), siteId))!;
    const iban = await asStaff(BLOCK_POST, owner, 'POST', '/api/admin/payment-blocks', {
      body: { site_id: siteId, kind: 'iban', value: 'nl91 abna 0417-1643 00', reason: 'chargebacks' },
    });
    expect(iban.status).toBe(200);
    expect(iban.json.block).toMatchObject({
      kind: 'iban',
      value: 'NL91ABNA0417164300',
      reason: 'chargebacks',
    });
    expect(await lastAudit()).toMatchObject({ action: 'payment_block.add', targetType: 'payment_block' });
    await expect(
      assertDirectDebitAllowed(await getDb(), site, m.user.id, {
        amountCents: 0,
        iban: 'NL91ABNA0417164300',
      }),
    ).rejects.toMatchObject({ code: 'iban_blocked' });
    const mobile = await asStaff(BLOCK_POST, owner, 'POST', '/api/admin/payment-blocks', {
      body: { site_id: null, kind: 'mobile', value: '0031 (6) 1234-5678' },
    });
    expect(mobile.json.block).toMatchObject({ site_id: null, value: '+31612345678' });
    await expect(
      assertDirectDebitAllowed(await getDb(), site, m.user.id, { amountCents: 0, mobile: '+31612345678' }),
    ).rejects.toMatchObject({ code: 'mobile_blocked' });
    const twice = await asStaff(BLOCK_POST, owner, 'POST', '/api/admin/payment-blocks', {
      body: { site_id: siteId, kind: 'iban', value: 'NL91ABNA0417164300' },
    });
    expect([twice.status, twice.json.error]).toEqual([409, 'block_exists']);
    const member = await asStaff(BLOCK_POST, owner, 'POST', '/api/admin/payment-blocks', {
      body: { site_id: siteId, kind: 'user', value: `#${m.user.id}` },
    });
    expect(member.json.block.value).toBe(String(m.user.id));
    await expect(
      assertDirectDebitAllowed(await getDb(), site, m.user.id, { amountCents: 0 }),
    ).rejects.toMatchObject({ code: 'direct_debit_blocked' });

    for (const [body, error] of [
      [{ site_id: siteId, kind: 'iban', value: 'NL00 NOPE' }, 'iban_invalid'],
      [{ site_id: siteId, kind: 'mobile', value: '12' }, 'mobile_invalid'],
      [{ site_id: siteId, kind: 'user', value: '999999' }, 'member_not_found'],
      [{ site_id: siteId, kind: 'email', value: 'x@y.z' }, 'invalid_input'],
    ] as const) {
      const audits = await auditCount();
      expect(
        (await asStaff(BLOCK_POST, owner, 'POST', '/api/admin/payment-blocks', { body })).json.error,
      ).toBe(error);
      expect(await auditCount()).toBe(audits);
    }
    const gone = await asStaff(
      BLOCK_DELETE,
      owner,
      'DELETE',
      `/api/admin/payment-blocks?id=${iban.json.block.id}`,
    );
    expect(gone.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'payment_block.remove',
      before: { value: 'NL91ABNA0417164300' },
    });
    expect(
      await (await getDb()).select().from(paymentBlocks).where(eq(paymentBlocks.id, iban.json.block.id)),
    ).toEqual([]);
    const listed = await asStaff(DD_GET, owner, 'GET', `/api/admin/direct-debit?site_id=${siteId}`);
    expect(listed.json.blocks.map((b: { value: string }) => b.value)).toEqual([
      String(m.user.id),
      '+31612345678',
    ]);
  });
});

describe("the checkout's return address (found by the owner e2e on a second domain)", () => {
  it("is the member's own host, not the address our server listens on", async () => {
    const { POST: ORDER } = await import('@/app/api/order.php/route');
    const m = await payMember(siteId, { host: HOST });
    // Our server hands Next a URL on its listening address; the browser's Host header names the site.
    const res = await callRoute(
      ORDER,
      apiRequest('POST', 'http://localhost:3232/api/order.php', {
        cookie: m.cookie,
        body: { package_id: pk.p0, country: 'NL' },
        headers: { host: HOST },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.redirect_url).toMatch(new RegExp(`^http://${HOST.replace('.', '\\.')}/test-checkout/`));
  });

  it('stays the member\'s own site with PUBLIC_BASE_URL set; only the webhook goes there', async () => {
    const { resetEnvCache } = await import('@/lib/env');
    const { baseUrl, webhookBase } = await import('@/lib/server/payments/urls');
    const site = (await findSiteById(await getDb(), siteId))!;
    const saved = process.env.PUBLIC_BASE_URL;
    try {
      process.env.PUBLIC_BASE_URL = 'https://pay.example.test/';
      resetEnvCache();
      expect(baseUrl(site, `http://${HOST}`)).toBe(`http://${HOST}`);
      expect(webhookBase(baseUrl(site, `http://${HOST}`))).toBe('https://pay.example.test');
      delete process.env.PUBLIC_BASE_URL;
      resetEnvCache();
      expect(webhookBase(`http://${HOST}`)).toBe(`http://${HOST}`);
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
      else process.env.PUBLIC_BASE_URL = saved;
      resetEnvCache();
    }
  });
});

describe('site scoping', () => {
  it('an owner of another site finds none of these orders and can touch none of them', async () => {
    const a = await buyer();
    const elsewhere = await signedInStaff('owner', { siteIds: [otherSiteId] });
    expect((await search(`q=${a.orderId}`, elsewhere)).json.orders).toEqual([]);
    expect((await search(`site_id=${siteId}`, elsewhere)).json.error).toBe('staff_forbidden_site');
    expect((await detail(a.orderId, elsewhere)).json.error).toBe('staff_forbidden_site');
    const audits = await auditCount();
    const before = await balanceAndLedger(a.user.id);
    expect((await refund({ order_id: a.orderId, reason: 'Not my site' }, elsewhere)).json.error).toBe(
      'staff_forbidden_site',
    );
    expect(await balanceAndLedger(a.user.id)).toEqual(before);
    expect(
      (await asStaff(DD_GET, elsewhere, 'GET', `/api/admin/direct-debit?site_id=${siteId}`)).json.error,
    ).toBe('staff_forbidden_site');
    const everywhere = await asStaff(BLOCK_POST, elsewhere, 'POST', '/api/admin/payment-blocks', {
      body: { site_id: null, kind: 'mobile', value: '+31600000000' },
    });
    expect(everywhere.json.error).toBe('staff_forbidden_site');
    expect(await auditCount()).toBe(audits);
  });
});
