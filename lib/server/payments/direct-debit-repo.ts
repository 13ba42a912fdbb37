import 'server-only';
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { directDebitLimits, orders, paymentBlocks, smsVerifications } from '@/lib/server/db/schema';

type Q = Db | Tx;

export async function isBlocked(
  db: Q,
  siteId: number,
  kind: 'iban' | 'mobile' | 'user',
  value: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: paymentBlocks.id })
    .from(paymentBlocks)
    .where(
      and(
        eq(paymentBlocks.kind, kind),
        eq(paymentBlocks.value, value),
        or(isNull(paymentBlocks.siteId), eq(paymentBlocks.siteId, siteId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The member's own limit, else the site's, else none (the caller's default). */
export async function limitFor(db: Q, siteId: number, userId: number) {
  const rows = await db
    .select()
    .from(directDebitLimits)
    .where(
      or(
        eq(directDebitLimits.userId, userId),
        and(eq(directDebitLimits.siteId, siteId), isNull(directDebitLimits.userId)),
        and(isNull(directDebitLimits.siteId), isNull(directDebitLimits.userId)),
      ),
    )
    .orderBy(sql`${directDebitLimits.userId} nulls last`, sql`${directDebitLimits.siteId} nulls last`)
    .limit(1);
  return rows[0];
}

/** What the member ordered by direct debit since a moment (pending and paid orders). */
export async function directDebitSince(db: Q, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ sum: sql<string>`coalesce(sum(${orders.amountCents}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'directdebit'),
        inArray(orders.status, ['open', 'pending', 'paid', 'partially_refunded']),
        gte(orders.createdAt, since),
      ),
    );
  return Number(rows[0].sum);
}

export type SmsRow = typeof smsVerifications.$inferSelect;

export async function insertSms(db: Q, row: typeof smsVerifications.$inferInsert): Promise<SmsRow> {
  const [r] = await db.insert(smsVerifications).values(row).returning();
  return r;
}

export async function lockSms(tx: Tx, id: number): Promise<SmsRow | undefined> {
  const rows = await tx
    .select()
    .from(smsVerifications)
    .where(eq(smsVerifications.id, id))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function updateSms(db: Q, id: number, set: Partial<SmsRow>): Promise<void> {
  await db.update(smsVerifications).set(set).where(eq(smsVerifications.id, id));
}

export async function pendingSms(db: Q, userId: number): Promise<SmsRow | undefined> {
  const rows = await db
    .select()
    .from(smsVerifications)
    .where(
      and(
        eq(smsVerifications.userId, userId),
        isNull(smsVerifications.usedAt),
        gte(smsVerifications.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsVerifications.id))
    .limit(1);
  return rows[0];
}
