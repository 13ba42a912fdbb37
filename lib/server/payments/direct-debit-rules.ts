import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { Site } from '@/lib/server/sites/service';
import * as ddRepo from './direct-debit-repo';
import type { MandateRow } from './repo';

/** Without a row in direct_debit_limits: at most this much (minor units) per 30 days. */
export const DEFAULT_DIRECT_DEBIT_LIMIT = { maxCents: 50_000, periodDays: 30 } as const;

export const normalizeIban = (iban: string) => iban.replace(/[\s-]+/g, '').toUpperCase();
export const normalizeMobile = (mobile: string) => mobile.replace(/[\s\-().]+/g, '');

/**
 * The block lists and the limit, checked on the form, on the code step and on every order by
 * direct debit: the account, the IBAN, the mobile number, then the amount in the period
 * (amountCents 0 on the form: only whether the limit is reached already).
 */
export async function assertDirectDebitAllowed(
  db: Db | Tx,
  site: Site,
  userId: number,
  input: { amountCents: number; mandate?: MandateRow; iban?: string; mobile?: string },
): Promise<void> {
  if (await ddRepo.isBlocked(db, site.id, 'user', String(userId))) {
    throw new AppError('direct_debit_blocked', 403);
  }
  const iban = input.iban ?? input.mandate?.iban;
  if (iban && (await ddRepo.isBlocked(db, site.id, 'iban', normalizeIban(iban)))) {
    throw new AppError('iban_blocked', 403);
  }
  const mobile = input.mobile ?? input.mandate?.mobile;
  if (mobile && (await ddRepo.isBlocked(db, site.id, 'mobile', normalizeMobile(mobile)))) {
    throw new AppError('mobile_blocked', 403);
  }
  const limit = (await ddRepo.limitFor(db, site.id, userId)) ?? DEFAULT_DIRECT_DEBIT_LIMIT;
  const since = new Date(Date.now() - limit.periodDays * 86_400_000);
  const used = await ddRepo.directDebitSince(db, userId, since);
  const over = input.amountCents > 0 ? used + input.amountCents > limit.maxCents : used >= limit.maxCents;
  if (over) throw new AppError('direct_debit_limit', 409);
}
