import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { Site } from '@/lib/server/sites/service';
import type { DeleteOffer, StayDiscount } from '@/lib/schemas/account-deletion';
import * as repo from './repo';

/** Personal codes from the offer to stay start with this; the credits checkout reads them like any code. */
export const STAY_CODE_PREFIX = 'STAY-';
export const STAY_CODE_DAYS = 30;
/** How long after a confirmed deletion attempt the offer can be taken. */
export const STAY_OFFER_WINDOW_MS = 3_600_000;

// No 0/O or 1/I: the code may be typed from a screenshot.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newStayCode(): string {
  const bytes = randomBytes(10);
  return STAY_CODE_PREFIX + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

type CodeRow = Awaited<ReturnType<typeof repo.stayCodesOf>>[number];

const usable = (c: CodeRow, now: Date) =>
  c.status === 'active' && !c.used && (!c.expiresAt || c.expiresAt > now);

function toStayDiscount(c: { code: string; valuePercentage: string; expiresAt: Date | null }): StayDiscount {
  return {
    code: c.code,
    value_percentage: Number(c.valuePercentage).toFixed(1),
    expires: (c.expiresAt ?? new Date(0)).toISOString(),
  };
}

/**
 * What the delete page offers: the site's delete_discount, once per member. A member who took
 * the offer before sees that code again while it is usable, and is not offered another one
 * (leaving and staying repeatedly must not mint a code each time).
 */
export async function deleteOffer(site: Site, userId: number): Promise<DeleteOffer> {
  const codes = await repo.stayCodesOf(await getDb(), userId, STAY_CODE_PREFIX);
  const now = new Date();
  const live = codes.find((c) => usable(c, now));
  const percentage = site.config.deleteDiscount;
  return {
    percentage,
    code: live ? toStayDiscount(live) : null,
    available: percentage > 0 && codes.length === 0,
  };
}

/**
 * Accepts the offer: keeps the account and stores a personal once-per-user code for 30 days.
 * Only within an hour of a real deletion attempt (the delete form confirmed with the right
 * password, recorded by deleteAccount): 403 delete_attempt_required otherwise, so the code
 * cannot be had by calling this endpoint alone.
 */
export async function acceptDeleteOffer(site: Site, userId: number): Promise<StayDiscount> {
  const percentage = site.config.deleteDiscount;
  if (percentage <= 0) throw new AppError('no_delete_discount', 409);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await repo.lockUserRow(tx, userId);
    const codes = await repo.stayCodesOf(tx, userId, STAY_CODE_PREFIX);
    const live = codes.find((c) => usable(c, new Date()));
    // Accepting twice (a double click, a retry) answers the same code.
    if (live) return toStayDiscount(live);
    if (codes.length) throw new AppError('delete_discount_used', 409);
    if (!(await repo.deletionAttemptedSince(tx, userId, new Date(Date.now() - STAY_OFFER_WINDOW_MS)))) {
      throw new AppError('delete_attempt_required', 403);
    }
    const row = await repo.insertPersonalCode(tx, {
      siteId: site.id,
      userId,
      code: newStayCode(),
      valuePercentage: percentage.toFixed(1),
      expiresAt: new Date(Date.now() + STAY_CODE_DAYS * 86_400_000),
    });
    return toStayDiscount(row);
  });
}
