import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { assertPasswordSession } from '@/lib/server/tokens/one-click';
import type { MandateJson } from '@/lib/schemas/payments';
import { assertDirectDebitAllowed, normalizeMobile } from './direct-debit-rules';
import * as ddRepo from './direct-debit-repo';
import { paymentLimits, takeOrThrow } from './limits';
import { createOrder, customerFor, type PayContext } from './orders';
import { paymentProvider, ProviderError } from './providers';
import { maskIban } from './providers/mollie';
import { sendCodeSms } from './sms';
import * as repo from './repo';

export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_CODE_TRIES = 5;

type Form = {
  holder: string;
  iban: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  mobile: string;
};

const hashCode = (code: string) => createHash('sha256').update(code).digest();

export function mandateJson(m: repo.MandateRow | undefined): MandateJson | null {
  return m ? { method: m.method, label: m.label, created_at: m.createdAt.toISOString() } : null;
}

function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 4)}${'•'.repeat(Math.max(0, mobile.length - 7))}${mobile.slice(-3)}`;
}

/** IBAN: format and checksum (ibantools), and a SEPA country; mobile: international form. */
function validate(form: Form): { iban: string; mobile: string } {
  const iban = electronicFormatIBAN(form.iban) ?? '';
  if (!isValidIBAN(iban)) throw new AppError('iban_invalid', 422);
  if (!isSEPACountry(iban.slice(0, 2)))
    throw new AppError('iban_country', 422, { country: iban.slice(0, 2) });
  const mobile = normalizeMobile(form.mobile).replace(/^00/, '+');
  if (!/^\+[1-9]\d{7,14}$/.test(mobile)) throw new AppError('mobile_invalid', 422);
  return { iban, mobile };
}

/** Step 1: the form. Checked, then a 6-digit code goes to the mobile (10 minutes, 5 tries). */
export async function startDirectDebit(ctx: PayContext, form: Form) {
  assertPasswordSession(ctx.session);
  const userId = ctx.session.user.id;
  const { iban, mobile } = validate(form);
  const db = await getDb();
  await assertDirectDebitAllowed(db, ctx.site, userId, { amountCents: 0, iban, mobile });
  await takeOrThrow(paymentLimits.sms(), userId, 'sms_rate_limited');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await ddRepo.insertSms(db, {
    userId,
    purpose: 'direct_debit',
    mobile,
    codeHash: hashCode(code).toString('hex'),
    payload: { ...form, iban, mobile },
    expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
  });
  await sendCodeSms({ site: ctx.site, to: mobile, code, locale: ctx.locale });
  return { request_id: row.id, mobile_masked: maskMobile(mobile), expires_at: row.expiresAt.toISOString() };
}

type Confirm = {
  request_id: number;
  code: string;
  package_id?: number;
  country?: string;
  discount_code?: string;
};

/**
 * Step 2: the code. A wrong one counts a try (committed, then refused); the right one stores
 * the mandate (the earlier one revoked) and, with a package, orders and charges it at once.
 */
export async function confirmDirectDebit(ctx: PayContext, body: Confirm) {
  assertPasswordSession(ctx.session);
  const userId = ctx.session.user.id;
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const row = await ddRepo.lockSms(tx, body.request_id);
    if (!row || row.userId !== userId || row.purpose !== 'direct_debit')
      return { kind: 'not_found' as const };
    if (row.usedAt || row.expiresAt <= new Date() || row.tries >= SMS_CODE_TRIES)
      return { kind: 'expired' as const };
    const ok = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(body.code));
    if (!ok) {
      await ddRepo.updateSms(tx, row.id, { tries: row.tries + 1 });
      return { kind: 'wrong' as const, triesLeft: SMS_CODE_TRIES - row.tries - 1 };
    }
    await ddRepo.updateSms(tx, row.id, { usedAt: new Date() });
    return { kind: 'ok' as const, payload: row.payload };
  });
  if (outcome.kind === 'not_found') throw new AppError('request_not_found', 404);
  if (outcome.kind === 'expired') throw new AppError('sms_code_expired', 410);
  if (outcome.kind === 'wrong') {
    if (outcome.triesLeft <= 0) throw new AppError('sms_code_expired', 410);
    throw new AppError('sms_code_invalid', 422, { tries_left: outcome.triesLeft });
  }
  const form = outcome.payload as Form;
  await assertDirectDebitAllowed(db, ctx.site, userId, {
    amountCents: 0,
    iban: form.iban,
    mobile: form.mobile,
  });
  const provider = paymentProvider();
  let providerMandateId: string;
  let customerId: string | null = null;
  try {
    customerId = await customerFor(ctx);
    ({ providerMandateId } = await provider.createDirectDebitMandate({
      customerId,
      holder: form.holder,
      iban: form.iban,
    }));
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError('provider_unavailable', 502);
    throw err;
  }
  const mandate = await db.transaction(async (tx) => {
    await repo.revokeMandates(tx, userId, provider.name, 'directdebit');
    return repo.insertMandate(tx, {
      userId,
      siteId: ctx.site.id,
      provider: provider.name,
      method: 'directdebit',
      providerCustomerId: customerId,
      providerMandateId,
      label: maskIban(form.iban),
      holder: form.holder,
      iban: form.iban,
      street: form.street,
      houseNumber: form.house_number,
      postalCode: form.postal_code,
      city: form.city,
      mobile: form.mobile,
    });
  });
  const order = body.package_id
    ? await createOrder(ctx, {
        packageId: body.package_id,
        country: body.country,
        discountCode: body.discount_code,
        mandate,
      })
    : null;
  return { mandate: mandateJson(mandate), order: order?.order ?? null };
}

export async function directDebitState(ctx: PayContext) {
  const db = await getDb();
  const userId = ctx.session.user.id;
  const [mandate, pending] = await Promise.all([
    repo.validMandate(db, userId, paymentProvider().name, 'directdebit'),
    ddRepo.pendingSms(db, userId),
  ]);
  return {
    mandate: mandateJson(mandate),
    pending: pending
      ? {
          request_id: pending.id,
          mobile_masked: maskMobile(pending.mobile),
          expires_at: pending.expiresAt.toISOString(),
        }
      : null,
  };
}
