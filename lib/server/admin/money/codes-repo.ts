import 'server-only';
import { and, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { discountCodes, discountCodeUses } from '@/lib/server/db/schema';

type Q = Db | Tx;
export type CodeRow = typeof discountCodes.$inferSelect;
export type CodeFilter = { siteId: number; q?: string; batch?: string; status?: string };

function where(f: CodeFilter): SQL {
  const parts: SQL[] = [eq(discountCodes.siteId, f.siteId)];
  if (f.q) parts.push(ilike(discountCodes.code, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.batch) parts.push(eq(discountCodes.batch, f.batch));
  if (f.status) parts.push(eq(discountCodes.status, f.status));
  return and(...parts)!;
}

/** A page of a site's codes, newest first, with their redemptions (used, and held by unpaid orders). */
export async function listCodes(db: Q, f: CodeFilter, limit: number, offset: number) {
  const uses = db
    .select({
      codeId: discountCodeUses.codeId,
      used: sql<number>`count(*) filter (where ${discountCodeUses.status} = 'used')::int`.as('used'),
      reserved: sql<number>`count(*) filter (where ${discountCodeUses.status} = 'reserved')::int`.as(
        'reserved',
      ),
    })
    .from(discountCodeUses)
    .groupBy(discountCodeUses.codeId)
    .as('uses');
  return db
    .select({ code: discountCodes, used: uses.used, reserved: uses.reserved })
    .from(discountCodes)
    .leftJoin(uses, eq(uses.codeId, discountCodes.id))
    .where(where(f))
    .orderBy(desc(discountCodes.id))
    .limit(limit)
    .offset(offset);
}

export async function countCodes(db: Q, f: CodeFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodes)
    .where(where(f));
  return Number(row.n);
}

/** The site's batches, newest first, with how many codes each holds. */
export async function batchesOf(db: Q, siteId: number) {
  return db
    .select({
      batch: sql<string>`${discountCodes.batch}`,
      codes: sql<number>`count(*)::int`,
      last: sql<number>`max(${discountCodes.id})`,
    })
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), isNotNull(discountCodes.batch)))
    .groupBy(discountCodes.batch)
    .orderBy(sql`max(${discountCodes.id}) desc`)
    .limit(200);
}

/** Inserts the codes; a code the site has already (any case) is skipped: the inserted rows come back. */
export async function insertCodes(tx: Tx, rows: (typeof discountCodes.$inferInsert)[]): Promise<CodeRow[]> {
  if (!rows.length) return [];
  return tx.insert(discountCodes).values(rows).onConflictDoNothing().returning();
}

export async function findCodeById(db: Q, id: number): Promise<CodeRow | undefined> {
  const rows = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  return rows[0];
}

export async function setStatus(tx: Tx, id: number, status: string): Promise<void> {
  await tx.update(discountCodes).set({ status }).where(eq(discountCodes.id, id));
}

/** Sets the status of every code of a batch; the ids whose status changed come back. */
export async function setBatchStatus(
  tx: Tx,
  siteId: number,
  batch: string,
  status: string,
): Promise<number[]> {
  const rows = await tx
    .update(discountCodes)
    .set({ status })
    .where(
      and(
        eq(discountCodes.siteId, siteId),
        eq(discountCodes.batch, batch),
        sql`${discountCodes.status} <> ${status}`,
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.map((r) => r.id);
}

export async function batchSize(db: Q, siteId: number, batch: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.batch, batch)));
  return Number(row.n);
}
