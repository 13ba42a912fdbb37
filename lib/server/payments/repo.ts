import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import {
  creditLedger,
  creditPackages,
  discountCodes,
  discountCodeUses,
  orderEvents,
  orders,
  packagePrices,
  paymentCustomers,
  paymentMandates,
  users,
} from '@/lib/server/db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type PackageRow = typeof creditPackages.$inferSelect;
export type CodeRow = typeof discountCodes.$inferSelect;
export type MandateRow = typeof paymentMandates.$inferSelect;
type Q = Db | Tx;

/**
 * The site's active packages with their price in one currency (packages not sold in it left out);
 * with a payment country, only packages for every country or for that one.
 */
export async function packagesIn(db: Q, siteId: number, currency: string, country?: string) {
  return db
    .select({ pkg: creditPackages, priceCents: packagePrices.priceCents })
    .from(creditPackages)
    .innerJoin(
      packagePrices,
      and(eq(packagePrices.packageId, creditPackages.id), eq(packagePrices.currency, currency)),
    )
    .where(
      and(
        eq(creditPackages.siteId, siteId),
        eq(creditPackages.active, true),
        country === undefined
          ? undefined
          : or(isNull(creditPackages.country), eq(creditPackages.country, country)),
      ),
    )
    .orderBy(asc(creditPackages.sort), asc(creditPackages.id));
}

export async function findCode(db: Q, siteId: number, code: string): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        or(eq(discountCodes.siteId, siteId), isNull(discountCodes.siteId)),
        sql`upper(${discountCodes.code}) = upper(${code})`,
      ),
    )
    .orderBy(sql`${discountCodes.siteId} nulls last`)
    .limit(1);
  return rows[0];
}

export async function welcomeCode(db: Q, siteId: number): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.siteId, siteId),
        eq(discountCodes.kind, 'welcome'),
        eq(discountCodes.status, 'active'),
      ),
    )
    .orderBy(desc(discountCodes.id))
    .limit(1);
  return rows[0];
}

/** The member's redemption of a code (reserved or used) with the order's status, if any. */
export async function redemptionOf(db: Q, codeId: number, userId: number) {
  const rows = await db
    .select({
      status: discountCodeUses.status,
      orderId: discountCodeUses.orderId,
      orderStatus: orders.status,
    })
    .from(discountCodeUses)
    .leftJoin(orders, eq(orders.id, discountCodeUses.orderId))
    .where(and(eq(discountCodeUses.codeId, codeId), eq(discountCodeUses.userId, userId)))
    .orderBy(desc(discountCodeUses.id))
    .limit(1);
  return rows[0];
}

/** Reserves the code for an order; null when a once-per-user row exists already (unique index). */
export async function reserveCode(
  tx: Tx,
  row: { codeId: number; userId: number; orderId: number; oncePerUser: boolean },
) {
  const inserted = await tx
    .insert(discountCodeUses)
    .values({ ...row, status: 'reserved' })
    .onConflictDoNothing()
    .returning({ id: discountCodeUses.id });
  return inserted[0] ?? null;
}

/** Locks a code's row for the rest of the transaction: redemptions of a limited code take turns. */
export async function lockCode(tx: Tx, id: number): Promise<CodeRow | undefined> {
  const rows = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update').limit(1);
  return rows[0];
}

/** Redemptions that count against max_uses: held by an unpaid order or used by a paid one. */
export async function usesOf(db: Q, codeId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.codeId, codeId), inArray(discountCodeUses.status, ['reserved', 'used'])));
  return Number(rows[0].n);
}

export async function markCodeUsed(tx: Tx, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(discountCodeUses)
    .set({ status: 'used' })
    .where(eq(discountCodeUses.orderId, orderId))
    .returning({ id: discountCodeUses.id });
  return rows.length > 0;
}

export async function releaseCode(tx: Tx, orderId: number): Promise<void> {
  await tx
    .delete(discountCodeUses)
    .where(and(eq(discountCodeUses.orderId, orderId), eq(discountCodeUses.status, 'reserved')));
}

export async function insertOrder(tx: Tx, row: typeof orders.$inferInsert): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(row).returning();
  return order;
}

export async function updateOrder(
  db: Q,
  id: number,
  set: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [order] = await db
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return order;
}

export async function logEvent(
  db: Q,
  e: {
    orderId: number;
    fromStatus: string | null;
    toStatus: string;
    reason: string;
    providerStatus?: string | null;
  },
): Promise<void> {
  await db.insert(orderEvents).values({ ...e, providerStatus: e.providerStatus ?? null });
}

export async function orderEventsOf(db: Q, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export async function findOrder(db: Q, id: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0];
}

/** Locks the order row for the rest of the transaction: state changes of one order take turns. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const rows = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return rows[0];
}

export async function findOrderByPayment(
  db: Q,
  provider: string,
  paymentId: string,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, paymentId)))
    .limit(1);
  return rows[0];
}

export async function ordersOf(db: Q, userId: number, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit);
}

export async function lastPaidOrder(db: Q, userId: number): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'partially_refunded', 'refunded'])))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(1);
  return rows[0];
}

export async function findPackage(db: Q, id: number): Promise<PackageRow | undefined> {
  const rows = await db.select().from(creditPackages).where(eq(creditPackages.id, id)).limit(1);
  return rows[0];
}

export async function priceOf(db: Q, packageId: number, currency: string): Promise<number | null> {
  const rows = await db
    .select({ priceCents: packagePrices.priceCents })
    .from(packagePrices)
    .where(and(eq(packagePrices.packageId, packageId), eq(packagePrices.currency, currency)))
    .limit(1);
  return rows[0]?.priceCents ?? null;
}

export async function ledgerOf(db: Q, userId: number, limit: number) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(limit);
}

/** Credits the member spent (negative entries other than refunds) since a moment. */
export async function creditsSpentSince(db: Q, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ spent: sql<string>`coalesce(-sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        gte(creditLedger.createdAt, since),
        sql`${creditLedger.delta} < 0`,
        sql`${creditLedger.reason} <> 'refund'`,
      ),
    );
  return Number(rows[0].spent);
}

export async function setPaidUser(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ paidUser: true })
    .where(and(eq(users.id, userId), eq(users.paidUser, false)));
}

export async function findUser(db: Q, userId: number) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function validMandate(db: Q, userId: number, provider: string, method?: string) {
  const rows = await db
    .select()
    .from(paymentMandates)
    .where(
      and(
        eq(paymentMandates.userId, userId),
        eq(paymentMandates.provider, provider),
        eq(paymentMandates.status, 'valid'),
        ...(method ? [eq(paymentMandates.method, method)] : []),
      ),
    )
    .orderBy(desc(paymentMandates.id))
    .limit(1);
  return rows[0];
}

export async function findMandate(db: Q, id: number): Promise<MandateRow | undefined> {
  const rows = await db.select().from(paymentMandates).where(eq(paymentMandates.id, id)).limit(1);
  return rows[0];
}

export async function insertMandate(tx: Q, row: typeof paymentMandates.$inferInsert): Promise<MandateRow> {
  const [m] = await tx.insert(paymentMandates).values(row).returning();
  return m;
}

export async function setMandateStatus(db: Q, id: number, status: 'revoked' | 'failed'): Promise<void> {
  await db
    .update(paymentMandates)
    .set({ status, revokedAt: sql`now()` })
    .where(eq(paymentMandates.id, id));
}

/** Revokes the member's earlier valid mandates of a method (a new one replaces them). */
export async function revokeMandates(db: Q, userId: number, provider: string, method: string): Promise<void> {
  await db
    .update(paymentMandates)
    .set({ status: 'revoked', revokedAt: sql`now()` })
    .where(
      and(
        eq(paymentMandates.userId, userId),
        eq(paymentMandates.provider, provider),
        eq(paymentMandates.method, method),
        eq(paymentMandates.status, 'valid'),
      ),
    );
}

export async function customerOf(db: Q, userId: number, provider: string): Promise<string | null> {
  const rows = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)))
    .limit(1);
  return rows[0]?.customerId ?? null;
}

export async function saveCustomer(
  db: Q,
  userId: number,
  provider: string,
  customerId: string,
): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
  return (await customerOf(db, userId, provider)) ?? customerId;
}

/** Open orders created before the cutoff, oldest first: the member never finished them. */
export async function staleOpenOrders(db: Q, cutoff: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'open'), sql`${orders.createdAt} < ${cutoff}`))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}
