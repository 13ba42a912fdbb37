import 'server-only';
import { isValidIBAN } from 'ibantools';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import {
  DEFAULT_DIRECT_DEBIT_LIMIT,
  normalizeIban,
  normalizeMobile,
} from '@/lib/server/payments/direct-debit-rules';
import type { BlockCreate, DdLimit } from '@/lib/schemas/admin-money';
import type { Actor } from './context';
import { staffSite } from './sites';
import * as repo from './direct-debit-repo';

const limitJson = (l: repo.LimitRow, email: string | null = null) => ({
  id: l.id,
  user_id: l.userId,
  email,
  max_cents: l.maxCents,
  period_days: l.periodDays,
});

const blockJson = (b: repo.BlockRow) => ({
  id: b.id,
  site_id: b.siteId,
  kind: b.kind,
  value: b.value,
  reason: b.reason,
  created_at: b.createdAt.toISOString(),
});

/** The site's direct-debit limits (its own, its members') and the block lists that apply to it. */
export async function directDebitSettings(staff: Actor['staff'], siteId: number) {
  const site = await staffSite(staff, siteId);
  const db = await getDb();
  const [limits, blocks] = await Promise.all([
    repo.limitsOfSite(db, site.id),
    repo.blocksOfSite(db, site.id),
  ]);
  return {
    site: { id: site.id, name: site.name },
    default_limit: {
      max_cents: DEFAULT_DIRECT_DEBIT_LIMIT.maxCents,
      period_days: DEFAULT_DIRECT_DEBIT_LIMIT.periodDays,
    },
    limits: limits.map((r) => limitJson(r.limit, r.email)),
    blocks: blocks.map(blockJson),
  };
}

/** Sets the site's limit, or a member's own limit (the member must be of that site). */
export async function setLimit(actor: Actor, body: DdLimit) {
  const site = await staffSite(actor.staff, body.site_id);
  const db = await getDb();
  if (body.user_id !== null && (await repo.memberSite(db, body.user_id)) !== site.id) {
    throw new AppError('member_not_found', 404);
  }
  return db.transaction(async (tx) => {
    const current = await repo.findLimit(tx, site.id, body.user_id);
    const set = { maxCents: body.max_cents, periodDays: body.period_days };
    const row = current
      ? await repo.updateLimit(tx, current.id, set)
      : await repo.insertLimit(tx, { siteId: site.id, userId: body.user_id, ...set });
    await actor.audit(tx, {
      action: 'direct_debit.limit_set',
      targetType: 'direct_debit_limit',
      targetId: row.id,
      siteId: site.id,
      before: current ? limitJson(current) : null,
      after: limitJson(row),
    });
    return { limit: limitJson(row) };
  });
}

export async function removeLimit(actor: Actor, id: number) {
  const db = await getDb();
  const row = await repo.findLimitById(db, id);
  if (!row || row.siteId === null) throw new AppError('limit_not_found', 404);
  await staffSite(actor.staff, row.siteId);
  await db.transaction(async (tx) => {
    await repo.deleteLimit(tx, id);
    await actor.audit(tx, {
      action: 'direct_debit.limit_remove',
      targetType: 'direct_debit_limit',
      targetId: id,
      siteId: row.siteId,
      before: limitJson(row),
    });
  });
  return { removed: id };
}

/**
 * The stored form of a block value: the same normalisation the direct-debit checks apply
 * (lib/server/payments/direct-debit-rules.ts and the form's mobile "00" → "+"), so a block matches.
 */
export function blockValue(kind: BlockCreate['kind'], raw: string): string {
  if (kind === 'iban') {
    const iban = normalizeIban(raw);
    if (!isValidIBAN(iban)) throw new AppError('iban_invalid', 422);
    return iban;
  }
  if (kind === 'mobile') {
    const mobile = normalizeMobile(raw).replace(/^00/, '+');
    if (!/^\+[1-9]\d{7,14}$/.test(mobile)) throw new AppError('mobile_invalid', 422);
    return mobile;
  }
  if (!/^\d{1,9}$/.test(raw.trim().replace(/^#/, ''))) throw new AppError('member_not_found', 404);
  return String(Number(raw.trim().replace(/^#/, '')));
}

/** Adds an IBAN, a mobile number or a member to a site's block list (null: every site). */
export async function addBlock(actor: Actor, body: BlockCreate) {
  if (body.site_id === null) {
    if (actor.staff.siteIds !== null) throw new AppError('staff_forbidden_site', 403);
  } else {
    await staffSite(actor.staff, body.site_id);
  }
  const value = blockValue(body.kind, body.value);
  const db = await getDb();
  if (body.kind === 'user') {
    const site = await repo.memberSite(db, Number(value));
    if (site === undefined || (body.site_id !== null && site !== body.site_id))
      throw new AppError('member_not_found', 404);
  }
  if (await repo.findBlock(db, body.site_id, body.kind, value)) throw new AppError('block_exists', 409);
  return db.transaction(async (tx) => {
    const row = await repo.insertBlock(tx, {
      siteId: body.site_id,
      kind: body.kind,
      value,
      reason: body.reason || null,
    });
    await actor.audit(tx, {
      action: 'payment_block.add',
      targetType: 'payment_block',
      targetId: row.id,
      siteId: body.site_id,
      after: blockJson(row),
    });
    return { block: blockJson(row) };
  });
}

export async function removeBlock(actor: Actor, id: number) {
  const db = await getDb();
  const row = await repo.findBlockById(db, id);
  if (!row) throw new AppError('block_not_found', 404);
  if (row.siteId === null) {
    if (actor.staff.siteIds !== null) throw new AppError('staff_forbidden_site', 403);
  } else {
    await staffSite(actor.staff, row.siteId);
  }
  await db.transaction(async (tx) => {
    await repo.deleteBlock(tx, id);
    await actor.audit(tx, {
      action: 'payment_block.remove',
      targetType: 'payment_block',
      targetId: id,
      siteId: row.siteId,
      before: blockJson(row),
    });
  });
  return { removed: id };
}
