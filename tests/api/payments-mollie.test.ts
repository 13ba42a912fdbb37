// The Mollie adapter over HTTP: the official @mollie/api-client against a local double of
// Mollie's documented API (tests/support/mollie-double.ts), through the payment routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as METHODS } from '@/app/api/payment-methods.php/route';
import { POST as REFUND } from '@/app/api/refund.php/route';
import { POST as REPEAT } from '@/app/api/repeat-order.php/route';
import { POST as DD_START, PUT as DD_CONFIRM } from '@/app/api/directdebit.php/route';
import { getDb } from '@/lib/server/db/client';
import { outbox, paymentMandates } from '@/lib/server/db/schema';
import { resetEnvCache } from '@/lib/env';
import { testProviderWarning } from '@/lib/server/payments/providers';
import { apiRequest, callRoute } from '../setup/fixtures';
import { startMollieDouble, type MollieDouble } from '../support/mollie-double';
import { balanceAndLedger, getOrder, order, paySite, payMember, PRICES, webhook } from './support/payments';

let double: MollieDouble;
let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

beforeAll(async () => {
  double = await startMollieDouble();
  process.env.MOLLIE_API_KEY = KEY;
  process.env.MOLLIE_API_ENDPOINT = double.url;
  // The official client accepts https only, with its own bundled CA list: in this test process
  // only, the double's throwaway self-signed certificate is accepted.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  resetEnvCache();
  const s = await paySite();
  siteId = s.site.id;
  pk = s.packages;
});

afterAll(async () => {
  delete process.env.MOLLIE_API_KEY;
  delete process.env.MOLLIE_API_ENDPOINT;
  delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  resetEnvCache();
  await double.close();
});

const lastRequest = (method: string, path: RegExp) =>
  [...double.requests].reverse().find((r) => r.method === method && path.test(r.path))!;

describe('Mollie adapter', () => {
  it("lists the methods from Mollie's methods API for the country and amount, without giropay, cached", async () => {
    const m = await payMember(siteId);
    const call = () =>
      callRoute(
        METHODS,
        apiRequest('GET', `http://localhost/api/payment-methods.php?country=DE&package_id=${pk.p1}`, {
          cookie: m.cookie,
        }),
      );
    const res = await call();
    expect(res.status).toBe(200);
    expect(res.json.methods.map((x: { id: string }) => x.id)).toEqual([
      'creditcard',
      'paypal',
      'banktransfer',
    ]);
    expect(res.json.methods[0].image).toMatch(/creditcard\.svg$/);
    const req = lastRequest('GET', /\/v2\/methods$/);
    expect(req.auth).toBe(`Bearer ${KEY}`);
    expect(Object.fromEntries(req.query)).toMatchObject({
      'amount[value]': '17.95',
      'amount[currency]': 'EUR',
      billingCountry: 'DE',
      locale: 'en_US',
    });
    const before = double.requests.length;
    await call();
    expect(double.requests.length).toBe(before);
  });

  it('creates the payment with our amount, metadata, webhook and return URL; the webhook fetches it and grants once', async () => {
    const m = await payMember(siteId);
    const created = await order(m.cookie, { package_id: pk.p2, method: 'ideal', country: 'NL' });
    expect(created.status).toBe(201);
    expect(created.json.redirect_url).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    expect(created.json.order.provider).toBe('mollie');
    const req = lastRequest('POST', /\/v2\/payments$/);
    expect(req.body).toMatchObject({
      amount: { value: '39.95', currency: 'EUR' },
      method: 'ideal',
      metadata: { order_id: created.json.order.id },
      webhookUrl: 'http://localhost/api/payment-webhook.php',
      redirectUrl: `http://localhost/transactions/${created.json.order.id}`,
    });
    const paymentId = [...double.payments.keys()].pop()!;
    expect((await webhook(paymentId)).status).toBe(200);
    expect((await getOrder(m.cookie, created.json.order.id)).json.order.status).toBe('open');
    double.setStatus(paymentId, 'paid');
    await Promise.all(Array.from({ length: 5 }, () => webhook(paymentId)));
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 250, ledger: 250, paid: true });
    // The refund goes to Mollie with the pro-rata amount.
    const refund = await callRoute(
      REFUND,
      apiRequest('POST', 'http://localhost/api/refund.php', {
        cookie: m.cookie,
        body: { order_id: created.json.order.id },
      }),
    );
    expect(refund.json.refund).toMatchObject({ credits: 250, amount_cents: PRICES.p2 });
    expect(lastRequest('POST', /\/v2\/payments\/tr_\w+\/refunds$/).body).toMatchObject({
      amount: { value: '39.95', currency: 'EUR' },
    });
  });

  it('a webhook with an id of no order of ours never reaches Mollie', async () => {
    const before = double.requests.length;
    const calls = await Promise.all(Array.from({ length: 20 }, (_, i) => webhook(`tr_unknown${i}`)));
    expect(calls.every((c) => c.status === 200)).toBe(true);
    expect(double.requests.length).toBe(before);
  });

  it('refuses a Mollie payment whose amount differs from the order', async () => {
    const m = await payMember(siteId);
    const created = await order(m.cookie, { package_id: pk.p3 });
    const paymentId = [...double.payments.keys()].pop()!;
    double.setStatus(paymentId, 'paid', { amount: { value: '0.01', currency: 'EUR' } });
    await webhook(paymentId);
    expect((await getOrder(m.cookie, created.json.order.id)).json.order.status).toBe('open');
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 0, ledger: 0, paid: false });
  });

  it('a card first payment stores the mandate; the repeat order is a recurring payment on it', async () => {
    const m = await payMember(siteId);
    const created = await order(m.cookie, { package_id: pk.p0, method: 'creditcard' });
    const customer = lastRequest('POST', /\/v2\/customers$/);
    expect(customer.body).toMatchObject({ email: m.user.email, metadata: { user_id: m.user.id } });
    const first = lastRequest('POST', /\/v2\/payments$/);
    expect(first.body).toMatchObject({ sequenceType: 'first', customerId: expect.stringMatching(/^cst_/) });
    const paymentId = [...double.payments.keys()].pop()!;
    double.setStatus(paymentId, 'paid', {
      mandateId: 'mdt_card1234',
      details: { cardLabel: 'Mastercard', cardNumber: '6787' },
    });
    await webhook(paymentId);
    const [mandate] = await (
      await getDb()
    )
      .select()
      .from(paymentMandates)
      .where(eq(paymentMandates.userId, m.user.id));
    expect(mandate).toMatchObject({
      provider: 'mollie',
      method: 'creditcard',
      providerMandateId: 'mdt_card1234',
      label: 'Mastercard •••• 6787',
    });
    const again = await callRoute(
      REPEAT,
      apiRequest('POST', 'http://localhost/api/repeat-order.php', { cookie: m.cookie, body: {} }),
    );
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ redirect_url: null, order: { status: 'paid', recurring: true } });
    expect(lastRequest('POST', /\/v2\/payments$/).body).toMatchObject({
      sequenceType: 'recurring',
      mandateId: 'mdt_card1234',
      customerId: first.body!.customerId,
    });
    expect((await balanceAndLedger(m.user.id)).balance).toBe(100);
    expect(created.json.order.id).toBeLessThan(again.json.order.id);
  });

  it('a SEPA mandate from the direct-debit form is created at Mollie', async () => {
    const m = await payMember(siteId);
    const start = await callRoute(
      DD_START,
      apiRequest('POST', 'http://localhost/api/directdebit.php', {
        cookie: m.cookie,
        body: {
          holder: 'Jan Jansen',
          iban: 'NL91ABNA0417164300',
          street: 'Dam',
          house_number: '1',
          postal_code: '1012 JS',
          city: 'Amsterdam',
          mobile: '+31611112222',
        },
      }),
    );
    const [sms] = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, '+31611112222'));
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    const done = await callRoute(
      DD_CONFIRM,
      apiRequest('PUT', 'http://localhost/api/directdebit.php', {
        cookie: m.cookie,
        body: { request_id: start.json.request_id, code },
      }),
    );
    expect(done.status).toBe(200);
    expect(lastRequest('POST', /\/v2\/customers\/cst_\w+\/mandates$/).body).toMatchObject({
      method: 'directdebit',
      consumerName: 'Jan Jansen',
      consumerAccount: 'NL91ABNA0417164300',
    });
  });

  it('Mollie refusing the payment: 502 provider_unavailable, the order failed, nothing charged', async () => {
    const m = await payMember(siteId);
    double.failNext(422);
    const res = await order(m.cookie, { package_id: pk.p0 });
    expect([res.status, res.json.error]).toEqual([502, 'provider_unavailable']);
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 0, ledger: 0, paid: false });
  });
});

describe('start-up warning', () => {
  it('names the built-in test provider only while no MOLLIE_API_KEY is set', () => {
    expect(testProviderWarning()).toBeNull();
    delete process.env.MOLLIE_API_KEY;
    resetEnvCache();
    try {
      expect(testProviderWarning()).toContain('built-in test provider');
    } finally {
      process.env.MOLLIE_API_KEY = KEY;
      resetEnvCache();
    }
  });
});
