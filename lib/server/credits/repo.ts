import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { creditLedger, users } from '@/lib/server/db/schema';

export type LedgerEntry = {
  userId: number;
  delta: number;
  reason: string;
  refType?: string | null;
  refId?: string | null;
};

/**
 * Moves the balance and appends the ledger row in the caller's transaction. The update only
 * matches while the result stays >= 0, so concurrent debits can never overdraw: the loser
 * gets null and writes nothing.
 */
export async function applyLedgerEntry(tx: Tx | Db, e: LedgerEntry): Promise<number | null> {
  const updated = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${e.delta}` })
    .where(and(eq(users.id, e.userId), sql`${users.credits} + ${e.delta} >= 0`))
    .returning({ credits: users.credits });
  if (!updated.length) return null;
  await tx.insert(creditLedger).values({
    userId: e.userId,
    delta: e.delta,
    balanceAfter: updated[0].credits,
    reason: e.reason,
    refType: e.refType ?? null,
    refId: e.refId ?? null,
  });
  return updated[0].credits;
}

export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(rows[0].sum);
}
