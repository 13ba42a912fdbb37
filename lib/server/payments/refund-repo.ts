import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { refundRequests } from '@/lib/server/db/schema';

export type RefundRow = typeof refundRequests.$inferSelect;

export async function pendingRefund(db: Db | Tx, orderId: number): Promise<RefundRow | undefined> {
  const rows = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'pending')))
    .limit(1);
  return rows[0];
}

export async function insertRefund(tx: Tx, row: typeof refundRequests.$inferInsert): Promise<RefundRow> {
  const [r] = await tx.insert(refundRequests).values(row).returning();
  return r;
}

export async function finishRefund(
  db: Db | Tx,
  id: number,
  set: { status: 'refunded' | 'failed'; providerRefundId?: string | null },
): Promise<void> {
  await db
    .update(refundRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(refundRequests.id, id));
}
