import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';

/**
 * The dashboard's queries: one set-based query per metric, grouped by site and UTC day over a
 * range of days, each reading an index by its time column (migration 0020; lander_visits and
 * page_bounces by their keys). Days are UTC days, written 'YYYY-MM-DD'.
 */

export type Range = {
  /** First day, inclusive ('YYYY-MM-DD'). */
  from: string;
  /** Last day, inclusive. */
  to: string;
  /** The sites to count; null: every site. */
  siteIds: number[] | null;
};

export type DayCount = { siteId: number; day: string; n: number };
export type DayBounces = { siteId: number; day: string; logged: number; bounces: number };
export type DayMoney = { siteId: number; day: string; currency: string; cents: number };

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  return (result as { rows?: Row[] }).rows ?? (result as Row[]);
}

/** The range's start and the end (exclusive: the day after `to`) as UTC moments. */
const start = (r: Range) => sql`(${r.from}::date)::timestamp at time zone 'UTC'`;
const end = (r: Range) => sql`(${r.to}::date + 1)::timestamp at time zone 'UTC'`;
/** A moment's UTC day as text. */
const utcDay = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;

function inSites(col: SQL, r: Range): SQL {
  if (r.siteIds === null) return sql`true`;
  if (r.siteIds.length === 0) return sql`false`;
  return sql`${col} in (${sql.join(
    r.siteIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

async function counts(db: Db, query: SQL): Promise<DayCount[]> {
  return rowsOf(await db.execute(query)).map((r) => ({
    siteId: Number(r.site_id),
    day: String(r.day),
    n: Number(r.n),
  }));
}

/** Lander page views (counted by our server, lib/server/admin/dashboard/visits.ts). */
export function landerVisits(db: Db, r: Range): Promise<DayCount[]> {
  return counts(
    db,
    sql`select site_id, to_char(day, 'YYYY-MM-DD') as day, sum(visits)::int as n
        from lander_visits
        where day between ${r.from}::date and ${r.to}::date and ${inSites(sql`site_id`, r)}
        group by site_id, day`,
  );
}

/** The bounce log's visits and bounces (every source), where the site logs them. */
export async function bounces(db: Db, r: Range): Promise<DayBounces[]> {
  const result = await db.execute(
    sql`select site_id, to_char(day, 'YYYY-MM-DD') as day, sum(visits)::int as logged, sum(bounces)::int as bounces
        from page_bounces
        where day between ${r.from}::date and ${r.to}::date and ${inSites(sql`site_id`, r)}
        group by site_id, day`,
  );
  return rowsOf(result).map((row) => ({
    siteId: Number(row.site_id),
    day: String(row.day),
    logged: Number(row.logged),
    bounces: Number(row.bounces),
  }));
}

/** New member accounts by signup day (whatever became of them later). */
export function signups(db: Db, r: Range): Promise<DayCount[]> {
  return counts(
    db,
    sql`select site_id, ${utcDay(sql`signup_date`)} as day, count(*)::int as n
        from users
        where signup_date >= ${start(r)} and signup_date < ${end(r)} and role = 'member'
          and ${inSites(sql`site_id`, r)}
        group by 1, 2`,
  );
}

/**
 * Confirmations: the users table keeps no confirmation time, so a member counts on the day their
 * first activation link was used (the use that confirmed them; activation links are only ever
 * used, never revoked, lib/server/recovery/activation.ts).
 */
export function confirmations(db: Db, r: Range): Promise<DayCount[]> {
  return counts(
    db,
    sql`select u.site_id, ${utcDay(sql`t.used_at`)} as day, count(distinct u.id)::int as n
        from email_tokens t
        join users u on u.id = t.user_id
        where t.kind = 'activation' and t.used_at >= ${start(r)} and t.used_at < ${end(r)}
          and u.role = 'member' and u.status <> 'not_confirmed' and ${inSites(sql`u.site_id`, r)}
          and not exists (
            select 1 from email_tokens e
            where e.user_id = t.user_id and e.kind = 'activation' and e.used_at < t.used_at
          )
        group by 1, 2`,
  );
}

/** Members whose first paid order was paid that day (on the site of the order). */
export function firstPurchases(db: Db, r: Range): Promise<DayCount[]> {
  return counts(
    db,
    sql`select o.site_id, ${utcDay(sql`o.paid_at`)} as day, count(distinct o.user_id)::int as n
        from orders o
        where o.paid_at >= ${start(r)} and o.paid_at < ${end(r)} and o.user_id is not null
          and ${inSites(sql`o.site_id`, r)}
          and not exists (
            select 1 from orders p where p.user_id = o.user_id and p.paid_at < o.paid_at
          )
        group by 1, 2`,
  );
}

async function money(db: Db, query: SQL): Promise<DayMoney[]> {
  return rowsOf(await db.execute(query)).map((row) => ({
    siteId: Number(row.site_id),
    day: String(row.day),
    currency: String(row.currency),
    cents: Number(row.cents),
  }));
}

/** Money in: every paid order on the day it was paid, per currency. */
export function paid(db: Db, r: Range): Promise<DayMoney[]> {
  return money(
    db,
    sql`select site_id, ${utcDay(sql`paid_at`)} as day, currency, sum(amount_cents)::bigint as cents
        from orders
        where paid_at >= ${start(r)} and paid_at < ${end(r)} and ${inSites(sql`site_id`, r)}
        group by 1, 2, 3`,
  );
}

/**
 * Money out: refunds on the day they were made (member's request or the console's; a refund the
 * provider refused was undone and does not count), per currency.
 */
export function refunded(db: Db, r: Range): Promise<DayMoney[]> {
  return money(
    db,
    sql`select o.site_id, ${utcDay(sql`f.created_at`)} as day, f.currency, sum(f.amount_cents)::bigint as cents
        from refund_requests f
        join orders o on o.id = f.order_id
        where f.created_at >= ${start(r)} and f.created_at < ${end(r)} and f.status <> 'failed'
          and ${inSites(sql`o.site_id`, r)}
        group by 1, 2, 3`,
  );
}

/** Messages members sent (not the fictional profiles' answers), on the member's site. */
export function memberMessages(db: Db, r: Range): Promise<DayCount[]> {
  return counts(
    db,
    sql`select p.site_id, ${utcDay(sql`m.created_at`)} as day, count(*)::int as n
        from messages m
        join profiles p on p.id = m.sender_id
        where m.created_at >= ${start(r)} and m.created_at < ${end(r)}
          and p.user_id is not null and p.site_id is not null and ${inSites(sql`p.site_id`, r)}
        group by 1, 2`,
  );
}
