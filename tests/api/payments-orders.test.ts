// Orders, the webhook and the grant (issue 12). Also on PostgreSQL, where the parallel calls
// really race: `node scripts/with-postgres.mjs npx vitest run --project api tests/api/payments-orders.test.ts`.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { orderEvents, orders, outbox, testPayments } from '@/lib/server/db/schema';
import {
  balanceAndLedger,
  checkout,
  getOrder,
  order,
  paymentIdOf,
  paySite,
  payMember,
  PLN,
  PRICES,
  purchaseRows,
  webhook,
} from './support/payments';

let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
beforeAll(async () => {
  const s = await paySite();
  siteId = s.site.id;
  pk = s.packages;
});

describe('POST /api/order.php', () => {
  it('prices the order on the server from the package and the country', async () => {
    const m = await payMember(siteId);
    const nl = await order(m.cookie, { package_id: pk.p1, country: 'NL' });
    expect(nl.status).toBe(201);
    expect(nl.json.order).toMatchObject({
      status: 'open',
      credits: 100,
      currency: 'EUR',
      amount_cents: PRICES.p1,
      discount: null,
      provider: 'test',
    });
    expect(nl.json.redirect_url).toMatch(/\/test-checkout\/tst_[0-9a-f]{16}$/);
    const pl = await order(m.cookie, { package_id: pk.p1, country: 'pl' });
    expect(pl.json.order).toMatchObject({ currency: 'PLN', amount_cents: PLN.p1, country: 'PL' });
  });

  it('refuses a price, amount or credits sent by the client, and an unknown or foreign package', async () => {
    const m = await payMember(siteId);
    for (const extra of [{ amount_cents: 1 }, { price_cents: 1 }, { credits: 100000 }, { amount: '0.01' }]) {
      const res = await order(m.cookie, { package_id: pk.p3, ...extra });
      expect(res.status).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    expect((await order(m.cookie, { package_id: 999999 })).json.error).toBe('package_not_found');
    const other = await paySite({ hosts: ['other.test'] });
    const res = await order(m.cookie, { package_id: other.packages.p0 });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('package_not_found');
    expect((await order(m.cookie, { package_id: pk.p0, country: 'JP' })).json.error).toBe(
      'payment_country_invalid',
    );
    expect((await order(m.cookie, { package_id: pk.p0, country: 'NL', method: 'giropay' })).json.error).toBe(
      'method_unavailable',
    );
    const rows = await (await getDb()).select().from(orders).where(eq(orders.userId, m.user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('webhook and grant', () => {
  it('a paid payment grants once though the webhook comes 20 times at once; ledger = balance; premium; one receipt', async () => {
    const m = await payMember(siteId, { credits: 20 });
    const created = await order(m.cookie, { package_id: pk.p2, country: 'NL' });
    const paymentId = paymentIdOf(created.json.redirect_url);
    // The provider's side changes; then it notifies us 20 times in parallel.
    await (await getDb()).update(testPayments).set({ status: 'paid' }).where(eq(testPayments.id, paymentId));
    const calls = await Promise.all(Array.from({ length: 20 }, () => webhook(paymentId)));
    expect(calls.every((c) => c.status === 200 && c.json === 'ok')).toBe(true);
    expect(await purchaseRows(m.user.id)).toHaveLength(1);
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 270, ledger: 270, paid: true });
    const view = await getOrder(m.cookie, created.json.order.id);
    expect(view.json).toMatchObject({ balance: 270, paid_user: true, order: { status: 'paid' } });
    const mails = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, m.user.email));
    expect(mails.filter((r) => r.subject.includes(`#${created.json.order.id}`))).toHaveLength(1);
    const receipt = mails.find((r) => r.subject.includes(`#${created.json.order.id}`))!;
    expect(receipt.text).toContain('Heartline B.V.');
    expect(receipt.text).toContain('NL123456789B01');
    const events = await (
      await getDb()
    )
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, created.json.order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 'open'],
      ['open', 'paid'],
    ]);
  }, 60_000);

  it('the return redirect proves nothing: an open order stays open and grants nothing', async () => {
    const m = await payMember(siteId);
    const created = await order(m.cookie, { package_id: pk.p0 });
    const view = await getOrder(m.cookie, created.json.order.id);
    expect(view.json.order.status).toBe('open');
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 0, ledger: 0, paid: false });
  });

  it('refuses a payment whose amount was tampered with: no credits, the refusal is logged', async () => {
    const m = await payMember(siteId);
    const created = await order(m.cookie, { package_id: pk.p3 });
    const paymentId = paymentIdOf(created.json.redirect_url);
    await (
      await getDb()
    )
      .update(testPayments)
      .set({ status: 'paid', amountCents: 1 })
      .where(eq(testPayments.id, paymentId));
    expect((await webhook(paymentId)).status).toBe(200);
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 0, ledger: 0, paid: false });
    const events = await (
      await getDb()
    )
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, created.json.order.id));
    expect(events.map((e) => e.reason)).toContain('refused:amount_mismatch');
    expect((await getOrder(m.cookie, created.json.order.id)).json.order.status).toBe('open');
  });

  it('refuses a payment that names another order (tampered metadata)', async () => {
    const m = await payMember(siteId);
    const cheap = await order(m.cookie, { package_id: pk.p0 });
    const dear = await order(m.cookie, { package_id: pk.p3 });
    const cheapPayment = paymentIdOf(cheap.json.redirect_url);
    // The cheap payment, paid, claims to be for the dear order.
    await (
      await getDb()
    )
      .update(testPayments)
      .set({ status: 'paid', orderId: dear.json.order.id })
      .where(eq(testPayments.id, cheapPayment));
    await webhook(cheapPayment);
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 0, ledger: 0, paid: false });
  });

  it('an unknown or malformed id: 200 for a well-formed one, 422 otherwise; nothing changes', async () => {
    expect((await webhook('tst_0000000000000000')).status).toBe(200);
    expect((await webhook('../etc/passwd')).status).toBe(422);
  });

  it('the test checkout: failed, then a retry with another method is paid', async () => {
    const m = await payMember(siteId);
    const first = await order(m.cookie, { package_id: pk.p1, method: 'ideal', country: 'NL' });
    const res = await checkout(paymentIdOf(first.json.redirect_url), 'failed');
    expect(res.json.redirect_url).toBe(`/transactions/${first.json.order.id}`);
    expect((await getOrder(m.cookie, first.json.order.id)).json.order.status).toBe('failed');
    expect((await checkout(paymentIdOf(first.json.redirect_url), 'paid')).json.error).toBe('payment_final');
    const retry = await order(m.cookie, { method: 'paypal' }, `?id=${first.json.order.id}&retry=1`);
    expect(retry.status).toBe(201);
    expect(retry.json.order).toMatchObject({ method: 'paypal', amount_cents: PRICES.p1 });
    await checkout(paymentIdOf(retry.json.redirect_url), 'pending');
    expect((await getOrder(m.cookie, retry.json.order.id)).json.order.status).toBe('pending');
    await checkout(paymentIdOf(retry.json.redirect_url), 'paid');
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 100, ledger: 100, paid: true });
  });

  it('another member cannot read or cancel the order', async () => {
    const a = await payMember(siteId);
    const b = await payMember(siteId);
    const created = await order(a.cookie, { package_id: pk.p0 });
    expect((await getOrder(b.cookie, created.json.order.id)).json.error).toBe('order_not_found');
  });
});

describe('a session from a mailed one-click link', () => {
  it('cannot order, refund or set up direct debit (403 password_required)', async () => {
    const { startOneClickSession } = await import('@/lib/server/tokens/one-click');
    const { POST: REFUND } = await import('@/app/api/refund.php/route');
    const { POST: DD } = await import('@/app/api/directdebit.php/route');
    const { apiRequest, callRoute } = await import('../setup/fixtures');
    const m = await payMember(siteId);
    const cookie = `hl_session=${await startOneClickSession(m.user.id, { clientType: 'web', userAgent: 'test' })}`;
    expect((await order(cookie, { package_id: pk.p0 })).json.error).toBe('password_required');
    const refund = await callRoute(
      REFUND,
      apiRequest('POST', 'http://localhost/api/refund.php', { cookie, body: { order_id: 1 } }),
    );
    expect([refund.status, refund.json.error]).toEqual([403, 'password_required']);
    const dd = await callRoute(
      DD,
      apiRequest('POST', 'http://localhost/api/directdebit.php', {
        cookie,
        body: {
          holder: 'A',
          iban: 'NL91ABNA0417164300',
          street: 'S',
          house_number: '1',
          postal_code: '1',
          city: 'C',
          mobile: '+31612345678',
        },
      }),
    );
    expect(dd.json.error).toBe('password_required');
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 0, ledger: 0, paid: false });
  });
});

describe('receipt', () => {
  it("is written in the member's language with the company details and the discount", async () => {
    const { users } = await import('@/lib/server/db/schema');
    const m = await payMember(siteId, { signupAgoS: 60 });
    await (await getDb()).update(users).set({ language: 'de' }).where(eq(users.id, m.user.id));
    const created = await order(m.cookie, { package_id: pk.p0 });
    await checkout(paymentIdOf(created.json.redirect_url), 'paid');
    const [mail] = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, m.user.email));
    expect(mail.subject).toBe(`Heartline: deine Quittung für Bestellung #${created.json.order.id}`);
    expect(mail.text).toContain('Rabatt TIMEBONUS25');
    expect(mail.text).toContain('Handelsregister-Nr. 12345678');
    expect(mail.text).toContain('/de/transactions/');
    expect(mail.html).toContain('lang="de"');
  });
});
