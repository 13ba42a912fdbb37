import 'server-only';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { directDebitLimits, paymentBlocks, users } from '@/lib/server/db/schema';

type Q = Db | Tx;
export type LimitRow = typeof directDebitLimits.$inferSelect;
export type BlockRow = typeof paymentBlocks.$inferSelect;

/** The site's own limit and its members' limits, with the member's e-mail. */
export async function limitsOfSite(db: Q, siteId: number) {
  return db
    .select({ limit: directDebitLimits, email: users.email })
    .from(directDebitLimits)
    .leftJoin(users, eq(users.id, directDebitLimits.userId))
    .where(eq(directDebitLimits.siteId, siteId))
    .orderBy(sql`${directDebitLimits.userId} nulls first`, asc(directDebitLimits.id))
    .limit(500);
}

export async function findLimit(db: Q, siteId: number, userId: number | null): Promise<LimitRow | undefined> {
  const rows = await db
    .select()
    .from(directDebitLimits)
    .where(
      and(
        eq(directDebitLimits.siteId, siteId),
        userId === null ? isNull(directDebitLimits.userId) : eq(directDebitLimits.userId, userId),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findLimitById(db: Q, id: number): Promise<LimitRow | undefined> {
  const rows = await db.select().from(directDebitLimits).where(eq(directDebitLimits.id, id)).limit(1);
  return rows[0];
}

export async function insertLimit(tx: Tx, row: typeof directDebitLimits.$inferInsert): Promise<LimitRow> {
  const [r] = await tx.insert(directDebitLimits).values(row).returning();
  return r;
}

export async function updateLimit(
  tx: Tx,
  id: number,
  set: { maxCents: number; periodDays: number },
): Promise<LimitRow> {
  const [r] = await tx.update(directDebitLimits).set(set).where(eq(directDebitLimits.id, id)).returning();
  return r;
}

export async function deleteLimit(tx: Tx, id: number): Promise<void> {
  await tx.delete(directDebitLimits).where(eq(directDebitLimits.id, id));
}

/** The site's blocks and those of every site, newest first. */
export async function blocksOfSite(db: Q, siteId: number): Promise<BlockRow[]> {
  return db
    .select()
    .from(paymentBlocks)
    .where(or(eq(paymentBlocks.siteId, siteId), isNull(paymentBlocks.siteId)))
    .orderBy(desc(paymentBlocks.id))
    .limit(1000);
}

export async function findBlock(
  db: Q,
  siteId: number | null,
  kind: string,
  value: string,
): Promise<BlockRow | undefined> {
  const rows = await db
    .select()
    .from(paymentBlocks)
    .where(
      and(
        siteId === null ? isNull(paymentBlocks.siteId) : eq(paymentBlocks.siteId, siteId),
        eq(paymentBlocks.kind, kind),
        eq(paymentBlocks.value, value),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findBlockById(db: Q, id: number): Promise<BlockRow | undefined> {
  const rows = await db.select().from(paymentBlocks).where(eq(paymentBlocks.id, id)).limit(1);
  return rows[0];
}

export async function insertBlock(tx: Tx, row: typeof paymentBlocks.$inferInsert): Promise<BlockRow> {
  const [r] = await tx.insert(paymentBlocks).values(row).returning();
  return r;
}

export async function deleteBlock(tx: Tx, id: number): Promise<void> {
  await tx.delete(paymentBlocks).where(eq(paymentBlocks.id, id));
}

export async function memberSite(db: Q, userId: number): Promise<number | undefined> {
  const rows = await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.siteId;
}
