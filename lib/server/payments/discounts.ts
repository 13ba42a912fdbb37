import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { DiscountCodeJson, TimeBonusJson } from '@/lib/schemas/payments';
import * as repo from './repo';

/** Spec §9: the welcome bonus, 25 % for the first 14,400 s after signup of an unpaid member. */
export const TIME_BONUS = { code: 'TIMEBONUS25', percentage: 25, seconds: 14_400 } as const;

type Member = { id: number; paidUser: boolean; signupDate: Date };

/** The site's console switch (siteConfig.welcomeBonus); unset means on, as before the switch. */
export function welcomeBonusOn(site: { config: { welcomeBonus?: boolean } }): boolean {
  return site.config.welcomeBonus !== false;
}

/**
 * Decided by the server clock from the stored signup time; nothing the client sends counts.
 * `enabled` false (the site switched the welcome bonus off): never active.
 */
export function timeBonus(user: Member | null, now = new Date(), enabled = true): TimeBonusJson {
  const ends = user ? user.signupDate.getTime() + TIME_BONUS.seconds * 1000 : 0;
  const left = Math.floor((ends - now.getTime()) / 1000);
  const active = Boolean(enabled && user && !user.paidUser && left > 0);
  return {
    active,
    code: TIME_BONUS.code,
    value_percentage: TIME_BONUS.percentage.toFixed(1),
    seconds_left: active ? left : 0,
    expires: active ? new Date(ends).toISOString() : null,
  };
}

export function codeJson(c: repo.CodeRow, now = new Date()): DiscountCodeJson {
  return {
    code: c.code,
    country: c.country,
    user_id: c.userId,
    expires: c.expiresAt?.toISOString() ?? null,
    value_percentage: Number(c.valuePercentage).toFixed(1),
    currency: c.currency,
    minimum_order_value: c.minimumOrderCents,
    status: c.status,
    validity: c.validity,
    expired: Boolean(c.expiresAt && c.expiresAt <= now),
    paymentmethods: c.paymentMethods,
  };
}

export type CodeCheck = {
  siteId: number;
  userId: number;
  /** A paid member cannot use the welcome code (it is for new members). */
  paidUser: boolean;
  code: string;
  country: string;
  currency: string;
  /** The package price the code would reduce (minimum order value); omitted: not checked. */
  priceCents?: number;
  /** The chosen method; omitted: not checked (a code limited to methods needs one at order time). */
  method?: string | null;
  requireMethod?: boolean;
};

/**
 * Every rule of a code for one member and order, in the order the member can act on them.
 * Throws the translated refusal; returns the code row when it applies.
 */
export async function checkCode(db: Db | Tx, c: CodeCheck, now = new Date()): Promise<repo.CodeRow> {
  const code = await repo.findCode(db, c.siteId, c.code.trim());
  // Another member's personal code is as unknown as a made-up one.
  const notForThem =
    (code?.userId != null && code.userId !== c.userId) || (code?.kind === 'welcome' && c.paidUser);
  if (!code || code.status !== 'active' || notForThem) {
    throw new AppError('code_not_found', 404);
  }
  if (code.expiresAt && code.expiresAt <= now) {
    throw new AppError('code_expired', 409, { expires: code.expiresAt.toISOString() });
  }
  if ((code.country && code.country !== c.country) || (code.currency && code.currency !== c.currency)) {
    throw new AppError('code_country', 409, { country: code.country });
  }
  if (c.priceCents !== undefined && code.minimumOrderCents > 0 && c.priceCents < code.minimumOrderCents) {
    throw new AppError('code_minimum', 409, {
      minimum_order_value: code.minimumOrderCents,
      currency: code.currency ?? c.currency,
    });
  }
  if (
    code.paymentMethods.length &&
    (c.method || c.requireMethod) &&
    !code.paymentMethods.includes(c.method ?? '')
  ) {
    throw new AppError('code_method', 409, { paymentmethods: code.paymentMethods });
  }
  if (code.validity === 'once-per-user') await refuseIfRedeemed(db, code.id, c.userId);
  // A preview only: the order's own transaction counts again under the code's lock (assertUseLeft).
  if (code.maxUses !== null && (await repo.usesOf(db, code.id)) >= code.maxUses) {
    throw new AppError('code_exhausted', 409);
  }
  return code;
}

/**
 * max_uses, counted at redemption: the code's row is locked, then its live redemptions counted,
 * so of parallel orders for the last use exactly one gets it (the others wait, then count it).
 */
export async function assertUseLeft(tx: Tx, codeId: number): Promise<void> {
  const code = await repo.lockCode(tx, codeId);
  if (!code || code.maxUses === null) return;
  if ((await repo.usesOf(tx, codeId)) >= code.maxUses) throw new AppError('code_exhausted', 409);
}

/** Used by a paid order → code_used; held by an unpaid order of the member → code_reserved. */
export async function refuseIfRedeemed(db: Db | Tx, codeId: number, userId: number): Promise<void> {
  const use = await repo.redemptionOf(db, codeId, userId);
  if (!use) return;
  if (use.status === 'reserved' && use.orderId !== null) {
    throw new AppError('code_reserved', 409, { order_id: use.orderId });
  }
  throw new AppError('code_used', 409);
}

export const discountCents = (priceCents: number, percentage: number) =>
  Math.min(priceCents - 1, Math.round((priceCents * percentage) / 100));
