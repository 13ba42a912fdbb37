import 'server-only';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { orders, refundRequests, sites, users } from '@/lib/server/db/schema';

type Q = Db | Tx;

export type OrderFilter = {
  /** null: every site. */
  siteIds: number[] | null;
  orderOrMemberId?: number;
  email?: string;
  memberId?: number;
  status?: string;
  from?: Date;
  to?: Date;
};

function where(f: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.siteIds) parts.push(f.siteIds.length ? inArray(orders.siteId, f.siteIds) : sql`false`);
  if (f.orderOrMemberId !== undefined)
    parts.push(or(eq(orders.id, f.orderOrMemberId), eq(orders.userId, f.orderOrMemberId))!);
  if (f.memberId !== undefined) parts.push(eq(orders.userId, f.memberId));
  if (f.email) parts.push(ilike(users.email, `%${f.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  return parts.length ? and(...parts) : undefined;
}

const listColumns = {
  id: orders.id,
  siteId: orders.siteId,
  siteName: sites.name,
  userId: orders.userId,
  email: users.email,
  status: orders.status,
  credits: orders.credits,
  amountCents: orders.amountCents,
  currency: orders.currency,
  method: orders.paymentMethod,
  provider: orders.provider,
  discountCode: orders.discountCode,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** A page of orders, newest first, with the member's e-mail and the site's name. */
export async function searchOrders(db: Q, f: OrderFilter, limit: number, offset: number) {
  return db
    .select(listColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(where(f))
    .orderBy(desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function countOrders(db: Q, f: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where(f));
  return Number(row.n);
}

export async function memberOf(db: Q, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      credits: users.credits,
      paidUser: users.paidUser,
      siteId: users.siteId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** Every refund request of a member, newest first. */
export async function refundRequestsOf(db: Q, userId: number) {
  return db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.id))
    .limit(100);
}

export async function refundRequestsOfOrder(db: Q, orderId: number) {
  return db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(asc(refundRequests.id));
}
