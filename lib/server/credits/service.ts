import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { applyLedgerEntry, type LedgerEntry } from './repo';

/** Adds credits (signup bonus, purchase, refund of a failed send …); returns the new balance. */
export async function grantCredits(tx: Tx | Db, entry: LedgerEntry): Promise<number> {
  if (entry.delta <= 0) throw new Error('grantCredits takes a positive delta');
  const balance = await applyLedgerEntry(tx, entry);
  if (balance === null) throw new Error(`No user ${entry.userId}`);
  return balance;
}

/** Takes credits or refuses with 402 insufficient_credits, changing nothing. */
export async function spendCredits(tx: Tx | Db, entry: Omit<LedgerEntry, 'delta'> & { amount: number }): Promise<number> {
  if (entry.amount < 0) throw new Error('spendCredits takes a non-negative amount');
  const balance = await applyLedgerEntry(tx, { ...entry, delta: -entry.amount });
  if (balance === null) throw new AppError('insufficient_credits', 402, { needed: entry.amount });
  return balance;
}

export { ledgerSum } from './repo';
