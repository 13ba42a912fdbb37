import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { creditPackages, orders, packagePrices } from '@/lib/server/db/schema';

type Q = Db | Tx;
export type PackageRow = typeof creditPackages.$inferSelect;
export type PriceRow = { packageId: number; currency: string; priceCents: number };

export async function packagesOfSite(db: Q, siteId: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(creditPackages)
    .where(eq(creditPackages.siteId, siteId))
    .orderBy(asc(creditPackages.sort), asc(creditPackages.id));
}

export async function pricesOf(db: Q, packageIds: number[]): Promise<PriceRow[]> {
  if (!packageIds.length) return [];
  return db
    .select({
      packageId: packagePrices.packageId,
      currency: packagePrices.currency,
      priceCents: packagePrices.priceCents,
    })
    .from(packagePrices)
    .where(inArray(packagePrices.packageId, packageIds))
    .orderBy(asc(packagePrices.currency));
}

/** Orders per package (a package orders name is never deleted, only deactivated). */
export async function orderCounts(db: Q, packageIds: number[]): Promise<Map<number, number>> {
  if (!packageIds.length) return new Map();
  const rows = await db
    .select({ packageId: orders.packageId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.packageId, packageIds))
    .groupBy(orders.packageId);
  return new Map(rows.map((r) => [r.packageId!, Number(r.n)]));
}

export async function findPackage(db: Q, id: number): Promise<PackageRow | undefined> {
  const rows = await db.select().from(creditPackages).where(eq(creditPackages.id, id)).limit(1);
  return rows[0];
}

export async function lockPackage(tx: Tx, id: number): Promise<PackageRow | undefined> {
  const rows = await tx.select().from(creditPackages).where(eq(creditPackages.id, id)).for('update').limit(1);
  return rows[0];
}

export async function insertPackage(tx: Tx, row: typeof creditPackages.$inferInsert): Promise<PackageRow> {
  const [p] = await tx.insert(creditPackages).values(row).returning();
  return p;
}

export async function updatePackage(
  tx: Tx,
  id: number,
  set: Partial<typeof creditPackages.$inferInsert>,
): Promise<PackageRow> {
  const [p] = await tx.update(creditPackages).set(set).where(eq(creditPackages.id, id)).returning();
  return p;
}

export async function deletePackage(tx: Tx, id: number): Promise<void> {
  await tx.delete(creditPackages).where(eq(creditPackages.id, id));
}

/** The package's prices become exactly these (one row per currency). */
export async function replacePrices(
  tx: Tx,
  packageId: number,
  prices: { currency: string; priceCents: number }[],
): Promise<void> {
  await tx.delete(packagePrices).where(eq(packagePrices.packageId, packageId));
  await tx.insert(packagePrices).values(prices.map((p) => ({ packageId, ...p })));
}

/** One popular package per site and country: the others of the same country lose the flag. */
export async function clearPopular(
  tx: Tx,
  siteId: number,
  country: string | null,
  exceptId: number,
): Promise<number[]> {
  const rows = await tx
    .update(creditPackages)
    .set({ popular: false })
    .where(
      and(
        eq(creditPackages.siteId, siteId),
        sql`${creditPackages.country} is not distinct from ${country}`,
        eq(creditPackages.popular, true),
        ne(creditPackages.id, exceptId),
      ),
    )
    .returning({ id: creditPackages.id });
  return rows.map((r) => r.id);
}
