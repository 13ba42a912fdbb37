import 'server-only';
import { randomInt } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { COUNTRY_CURRENCY } from '@/lib/server/payments/price-list';
import type { CodeCreate, CodeStatus, CodesQuery } from '@/lib/schemas/admin-money';
import type { Actor } from './context';
import { CURRENCIES } from './packages';
import { staffSite } from './sites';
import * as repo from './codes-repo';

export const CODES_PAGE = 50;
/** The methods a code can be limited to (the providers' ids). */
export const PAYMENT_METHOD_IDS = [
  'creditcard',
  'paypal',
  'banktransfer',
  'applepay',
  'directdebit',
  'ideal',
  'bancontact',
  'blik',
  'twint',
  'mobilepay',
] as const;
// No 0/O, 1/I/L: a code read out on the phone or typed from print is not mistaken.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 8;

export type AdminCode = {
  id: number;
  code: string;
  batch: string | null;
  kind: string;
  status: string;
  value_percentage: string;
  country: string | null;
  currency: string | null;
  minimum_order_cents: number;
  payment_methods: string[];
  validity: string;
  max_uses: number | null;
  expires_at: string | null;
  expired: boolean;
  personal: boolean;
  used: number;
  reserved: number;
  created_at: string;
};

function codeJson(c: repo.CodeRow, used = 0, reserved = 0, now = new Date()): AdminCode {
  return {
    id: c.id,
    code: c.code,
    batch: c.batch,
    kind: c.kind,
    status: c.status,
    value_percentage: Number(c.valuePercentage).toFixed(1),
    country: c.country,
    currency: c.currency,
    minimum_order_cents: c.minimumOrderCents,
    payment_methods: c.paymentMethods,
    validity: c.validity,
    max_uses: c.maxUses,
    expires_at: c.expiresAt?.toISOString() ?? null,
    expired: Boolean(c.expiresAt && c.expiresAt <= now),
    personal: c.userId !== null,
    used,
    reserved,
    created_at: c.createdAt.toISOString(),
  };
}

/** A page of the site's codes with usage counts from discount_code_uses, and its batches. */
export async function listCodes(staff: Actor['staff'], query: CodesQuery) {
  const site = await staffSite(staff, query.site_id);
  const db = await getDb();
  const filter = {
    siteId: site.id,
    q: query.q || undefined,
    batch: query.batch || undefined,
    status: query.status,
  };
  const [rows, total, batches] = await Promise.all([
    repo.listCodes(db, filter, CODES_PAGE, (query.page - 1) * CODES_PAGE),
    repo.countCodes(db, filter),
    repo.batchesOf(db, site.id),
  ]);
  return {
    site: { id: site.id, name: site.name },
    codes: rows.map((r) => codeJson(r.code, r.used ?? 0, r.reserved ?? 0)),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / CODES_PAGE)),
    batches: batches.map((b) => ({ batch: b.batch, codes: Number(b.codes) })),
  };
}

function randomCode(prefix: string): string {
  let s = prefix.toUpperCase();
  for (let i = 0; i < RANDOM_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

function batchName(prefix: string): string {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${prefix.toUpperCase() || 'BATCH'}-${stamp}-${randomCode('').slice(0, 4)}`;
}

/** The rules a code's fields must meet beyond their shape. */
function checkRules(body: CodeCreate) {
  if (body.country && !COUNTRY_CURRENCY[body.country])
    throw new AppError('country_unknown', 422, { country: body.country });
  if (body.currency && !CURRENCIES.includes(body.currency))
    throw new AppError('currency_unknown', 422, { currency: body.currency });
  if (body.country && body.currency && COUNTRY_CURRENCY[body.country] !== body.currency) {
    throw new AppError('code_currency_country', 422, {
      country: body.country,
      currency: COUNTRY_CURRENCY[body.country],
    });
  }
  if (body.minimum_order_cents > 0 && !body.currency && !body.country) {
    // A minimum is an amount: without a currency it would compare cents of different currencies.
    throw new AppError('code_minimum_currency', 422);
  }
  const unknown = body.payment_methods.filter((m) => !(PAYMENT_METHOD_IDS as readonly string[]).includes(m));
  if (unknown.length) throw new AppError('method_unknown', 422, { methods: unknown });
  if (body.expires_at && new Date(body.expires_at) <= new Date()) throw new AppError('code_expiry_past', 422);
}

/**
 * One code, or a batch of `count` random codes with a prefix (stored with their batch name).
 * A single code the site has already (in any case) is refused with 409 code_taken; a random code
 * that collides is drawn again.
 */
export async function createCodes(actor: Actor, body: CodeCreate) {
  const site = await staffSite(actor.staff, body.site_id);
  checkRules(body);
  const rules = {
    siteId: site.id,
    valuePercentage: body.value_percentage.toFixed(1),
    country: body.country,
    currency: body.country && !body.currency ? COUNTRY_CURRENCY[body.country] : body.currency,
    minimumOrderCents: body.minimum_order_cents,
    paymentMethods: [...new Set(body.payment_methods)],
    validity: body.validity,
    maxUses: body.max_uses,
    expiresAt: body.expires_at ? new Date(body.expires_at) : null,
  };
  const db = await getDb();
  return db.transaction(async (tx) => {
    if ('code' in body) {
      const [row] = await repo.insertCodes(tx, [{ ...rules, code: body.code.toUpperCase() }]);
      if (!row) throw new AppError('code_taken', 409, { code: body.code.toUpperCase() });
      await actor.audit(tx, {
        action: 'code.create',
        targetType: 'discount_code',
        targetId: row.id,
        siteId: site.id,
        after: codeJson(row),
      });
      return { codes: [codeJson(row)], batch: null };
    }
    const batch = batchName(body.prefix);
    const made: repo.CodeRow[] = [];
    for (let round = 0; made.length < body.count && round < 5; round++) {
      const wanted = new Set<string>();
      while (wanted.size < body.count - made.length) wanted.add(randomCode(body.prefix));
      made.push(
        ...(await repo.insertCodes(
          tx,
          [...wanted].map((code) => ({ ...rules, code, batch })),
        )),
      );
    }
    if (made.length < body.count) throw new AppError('code_prefix_exhausted', 409);
    const shared: Partial<AdminCode> = codeJson(made[0]);
    delete shared.code;
    delete shared.id;
    delete shared.created_at;
    await actor.audit(tx, {
      action: 'code.create_batch',
      targetType: 'discount_code_batch',
      targetId: batch,
      siteId: site.id,
      after: {
        ...shared,
        count: made.length,
        prefix: body.prefix.toUpperCase(),
        codes: made.map((c) => c.code),
      },
    });
    return { codes: made.map((c) => codeJson(c)), batch };
  });
}

/** Disables (or enables again) one code or a whole batch; an unpaid order holding it keeps it. */
export async function setCodeStatus(actor: Actor, body: CodeStatus) {
  const db = await getDb();
  if ('id' in body) {
    const code = await repo.findCodeById(db, body.id);
    if (!code || code.siteId === null) throw new AppError('code_not_found', 404);
    await staffSite(actor.staff, code.siteId);
    await db.transaction(async (tx) => {
      await repo.setStatus(tx, code.id, body.status);
      await actor.audit(tx, {
        action: body.status === 'disabled' ? 'code.disable' : 'code.enable',
        targetType: 'discount_code',
        targetId: code.id,
        siteId: code.siteId,
        before: { code: code.code, status: code.status },
        after: { code: code.code, status: body.status },
      });
    });
    return { changed: code.status === body.status ? 0 : 1 };
  }
  const site = await staffSite(actor.staff, body.site_id);
  if (!(await repo.batchSize(db, site.id, body.batch))) throw new AppError('code_not_found', 404);
  const changed = await db.transaction(async (tx) => {
    const ids = await repo.setBatchStatus(tx, site.id, body.batch, body.status);
    await actor.audit(tx, {
      action: body.status === 'disabled' ? 'code.disable_batch' : 'code.enable_batch',
      targetType: 'discount_code_batch',
      targetId: body.batch,
      siteId: site.id,
      after: { status: body.status, codes: ids.length },
    });
    return ids.length;
  });
  return { changed };
}
