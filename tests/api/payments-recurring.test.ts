// Repeat orders on a stored mandate and the direct-debit form with its SMS code (issue 12).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { GET as REPEAT_GET, POST as REPEAT } from '@/app/api/repeat-order.php/route';
import { GET as DD_GET, POST as DD_START, PUT as DD_CONFIRM } from '@/app/api/directdebit.php/route';
import { getDb } from '@/lib/server/db/client';
import { directDebitLimits, outbox, paymentBlocks, paymentMandates } from '@/lib/server/db/schema';
import { resetAllLimits } from '@/lib/server/rate-limit/service';
import { apiRequest, callRoute } from '../setup/fixtures';
import {
  balanceAndLedger,
  checkout,
  order,
  paymentIdOf,
  paySite,
  payMember,
  PRICES,
} from './support/payments';

let siteId: number;
let pk: Record<'p0' | 'p1' | 'p2' | 'p3', number>;
beforeAll(async () => {
  const s = await paySite();
  siteId = s.site.id;
  pk = s.packages;
});

const repeat = (cookie: string) =>
  callRoute(REPEAT, apiRequest('POST', 'http://localhost/api/repeat-order.php', { cookie, body: {} }));
const ddStart = (cookie: string, body: unknown) =>
  callRoute(DD_START, apiRequest('POST', 'http://localhost/api/directdebit.php', { cookie, body }));
const ddConfirm = (cookie: string, body: unknown) =>
  callRoute(DD_CONFIRM, apiRequest('PUT', 'http://localhost/api/directdebit.php', { cookie, body }));

const FORM = {
  holder: 'Anna de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12a',
  postal_code: '1015 CJ',
  city: 'Amsterdam',
  mobile: '+31 6 1234-5678',
};

/** The code of the newest SMS to a number, read from the outbox as the demo does. */
async function smsCode(to: string): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, to)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(row.text)![1];
}

describe('repeat order', () => {
  it('a card paid once is charged again without a redirect', async () => {
    const m = await payMember(siteId);
    const first = await order(m.cookie, { package_id: pk.p1, method: 'creditcard' });
    await checkout(paymentIdOf(first.json.redirect_url), 'paid');
    const state = await callRoute(
      REPEAT_GET,
      apiRequest('GET', 'http://localhost/api/repeat-order.php', { cookie: m.cookie }),
    );
    expect(state.json).toMatchObject({
      order: { id: first.json.order.id },
      package: { id: pk.p1, price_cents: PRICES.p1 },
      mandate: { method: 'creditcard' },
    });
    const again = await repeat(m.cookie);
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({
      redirect_url: null,
      order: { status: 'paid', recurring: true, amount_cents: PRICES.p1 },
    });
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 200, ledger: 200, paid: true });
  });

  it("a refused recurring card payment answers the spec's message and the card is not used again", async () => {
    const m = await payMember(siteId);
    const first = await order(m.cookie, { package_id: pk.p0, method: 'creditcard' });
    await checkout(paymentIdOf(first.json.redirect_url), 'paid_recurring_fails');
    const again = await repeat(m.cookie);
    expect(again.status).toBe(402);
    expect(again.json.error).toBe('recurring_card_failed');
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 50, ledger: 50, paid: true });
    // Without a usable mandate the repeat goes through the checkout.
    const next = await repeat(m.cookie);
    expect(next.status).toBe(201);
    expect(next.json.redirect_url).toMatch(/\/test-checkout\//);
  });

  it('no paid order yet: no_previous_order', async () => {
    const m = await payMember(siteId);
    expect((await repeat(m.cookie)).json.error).toBe('no_previous_order');
  });
});

describe('direct debit', () => {
  it('form → SMS code from the outbox → mandate → order charged without a redirect', async () => {
    const m = await payMember(siteId);
    const start = await ddStart(m.cookie, FORM);
    expect(start.status).toBe(201);
    expect(start.json.mobile_masked).toMatch(/^\+316•+678$/);
    const code = await smsCode('+31612345678');
    const wrong = await ddConfirm(m.cookie, {
      request_id: start.json.request_id,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json).toMatchObject({ error: 'sms_code_invalid', tries_left: 4 });
    const ok = await ddConfirm(m.cookie, { request_id: start.json.request_id, code, package_id: pk.p1 });
    expect(ok.status).toBe(200);
    expect(ok.json.mandate).toEqual({
      method: 'directdebit',
      label: 'NL** **** **** 4300',
      created_at: expect.any(String),
    });
    expect(ok.json.order).toMatchObject({ status: 'pending', method: 'directdebit', recurring: true });
    const state = await callRoute(
      DD_GET,
      apiRequest('GET', 'http://localhost/api/directdebit.php', { cookie: m.cookie }),
    );
    expect(state.json.mandate.label).toBe('NL** **** **** 4300');
    // The bank collects: the provider reports paid.
    const [mandate] = await (
      await getDb()
    )
      .select()
      .from(paymentMandates)
      .where(eq(paymentMandates.userId, m.user.id));
    expect(mandate).toMatchObject({
      holder: 'Anna de Vries',
      iban: 'NL91ABNA0417164300',
      mobile: '+31612345678',
      houseNumber: '12a',
    });
    expect((await ddConfirm(m.cookie, { request_id: start.json.request_id, code })).json.error).toBe(
      'sms_code_expired',
    );
    expect(await balanceAndLedger(m.user.id)).toEqual({ balance: 0, ledger: 0, paid: false });
  });

  it('every refusal: invalid IBAN, non-SEPA, invalid mobile, blocked IBAN, blocked mobile, blocked account, limit', async () => {
    const m = await payMember(siteId);
    const db = await getDb();
    expect((await ddStart(m.cookie, { ...FORM, iban: 'NL92ABNA0417164300' })).json.error).toBe(
      'iban_invalid',
    );
    expect((await ddStart(m.cookie, { ...FORM, iban: 'BR1800360305000010009795493C1' })).json).toMatchObject({
      error: 'iban_country',
      country: 'BR',
    });
    expect((await ddStart(m.cookie, { ...FORM, mobile: '0612' })).json.error).toBe('mobile_invalid');
    await db.insert(paymentBlocks).values({ kind: 'iban', value: 'DE89370400440532013000' });
    const blockedIban = await ddStart(m.cookie, { ...FORM, iban: 'DE89 3704 0044 0532 0130 00' });
    expect([blockedIban.status, blockedIban.json.error]).toEqual([403, 'iban_blocked']);
    await db.insert(paymentBlocks).values({ kind: 'mobile', value: '+491701234567' });
    expect((await ddStart(m.cookie, { ...FORM, mobile: '+49 170 1234567' })).json.error).toBe(
      'mobile_blocked',
    );
    const blockedUser = await payMember(siteId);
    await db.insert(paymentBlocks).values({ siteId, kind: 'user', value: String(blockedUser.user.id) });
    expect((await ddStart(blockedUser.cookie, FORM)).json.error).toBe('direct_debit_blocked');
    const limited = await payMember(siteId);
    await db.insert(directDebitLimits).values({ userId: limited.user.id, maxCents: PRICES.p1 });
    const start = await ddStart(limited.cookie, FORM);
    const code = await smsCode('+31612345678');
    const over = await ddConfirm(limited.cookie, {
      request_id: start.json.request_id,
      code,
      package_id: pk.p2,
    });
    expect([over.status, over.json.error]).toEqual([409, 'direct_debit_limit']);
    const within = await order(limited.cookie, { package_id: pk.p1, method: 'directdebit' });
    expect(within.json.order.status).toBe('pending');
    expect((await order(limited.cookie, { package_id: pk.p0, method: 'directdebit' })).json.error).toBe(
      'direct_debit_limit',
    );
    expect((await ddStart(limited.cookie, FORM)).json.error).toBe('direct_debit_limit');
  });

  it('a wrong code 5 times ends the request; 3 codes per hour; another member cannot confirm', async () => {
    await resetAllLimits();
    const m = await payMember(siteId);
    const start = await ddStart(m.cookie, FORM);
    const code = await smsCode('+31612345678');
    const bad = code === '999999' ? '888888' : '999999';
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(await ddConfirm(m.cookie, { request_id: start.json.request_id, code: bad }));
    expect(tries.map((t) => t.json.error)).toEqual([
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_invalid',
      'sms_code_expired',
    ]);
    expect((await ddConfirm(m.cookie, { request_id: start.json.request_id, code })).json.error).toBe(
      'sms_code_expired',
    );
    const other = await payMember(siteId);
    const theirs = await ddStart(other.cookie, FORM);
    expect(
      (await ddConfirm(m.cookie, { request_id: theirs.json.request_id, code: '123456' })).json.error,
    ).toBe('request_not_found');
    await ddStart(m.cookie, FORM);
    await ddStart(m.cookie, FORM);
    const limited = await ddStart(m.cookie, FORM);
    expect([limited.status, limited.json.error]).toEqual([429, 'sms_rate_limited']);
    expect(limited.json.minutes).toBeGreaterThan(0);
    expect((await order(m.cookie, { package_id: pk.p0, method: 'directdebit' })).json.error).toBe(
      'mandate_required',
    );
  });
});
