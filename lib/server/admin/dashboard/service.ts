import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { staffSeesSite, type StaffSession } from '@/lib/server/admin/session';
import {
  DASHBOARD_DEFAULT_DAYS,
  type Dashboard,
  type DashboardQuery,
  type DashboardRow,
  type DashboardTotals,
} from '@/lib/schemas/admin-dashboard';
import * as repo from './repo';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';

/**
 * The owner's dashboard (issue 15): per site and UTC day, lander visits (and the bounce log's
 * visits and bounces), signups, confirmations, first purchases, revenue per currency (paid
 * minus refunded) and messages members sent. Staff limited to some sites see only those.
 */

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** from/to as asked, else the last DASHBOARD_DEFAULT_DAYS days up to today (UTC). */
export function rangeOf(q: Pick<DashboardQuery, 'from' | 'to'>, now = Date.now()): { from: string; to: string } {
  const to = q.to ?? (q.from ? dayOf(Math.max(msOf(q.from), Math.min(now, msOf(q.from) + (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS))) : dayOf(now));
  const from = q.from ?? dayOf(msOf(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
  return { from, to };
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = msOf(from); t <= msOf(to); t += DAY_MS) days.push(dayOf(t));
  return days;
}

const zero = (): DashboardTotals => ({
  visits: 0,
  bounceLogged: 0,
  bounces: 0,
  signups: 0,
  confirmations: 0,
  firstPurchases: 0,
  messages: 0,
  revenue: {},
});

function addInto(sum: DashboardTotals, r: DashboardTotals): void {
  sum.visits += r.visits;
  sum.bounceLogged += r.bounceLogged;
  sum.bounces += r.bounces;
  sum.signups += r.signups;
  sum.confirmations += r.confirmations;
  sum.firstPurchases += r.firstPurchases;
  sum.messages += r.messages;
  for (const [c, v] of Object.entries(r.revenue)) sum.revenue[c] = (sum.revenue[c] ?? 0) + v;
}

/** The sites a staff member's dashboard may show. */
export async function dashboardSites(staff: Pick<StaffSession, 'siteIds'>): Promise<{ id: number; name: string }[]> {
  return sitesOfStaff(staff);
}

export async function dashboard(staff: Pick<StaffSession, 'siteIds'>, q: DashboardQuery, now = Date.now()): Promise<Dashboard> {
  if (q.site !== undefined && !staffSeesSite(staff, q.site)) throw new AppError('staff_forbidden_site', 403);
  const db = await getDb();
  const { from, to } = rangeOf(q, now);
  const sites = await sitesOfStaff(staff);
  const inView = q.site !== undefined ? sites.filter((s) => s.id === q.site) : sites;
  if (q.site !== undefined && inView.length === 0) throw new AppError('site_not_found', 404);
  const range: repo.Range = { from, to, siteIds: inView.map((s) => s.id) };

  // One query per metric, all at once (PGlite runs them one after another; PostgreSQL in parallel).
  const [visits, bounces, signups, confirmations, firstPurchases, messages, paid, refunded] = await Promise.all([
    repo.landerVisits(db, range),
    repo.bounces(db, range),
    repo.signups(db, range),
    repo.confirmations(db, range),
    repo.firstPurchases(db, range),
    repo.memberMessages(db, range),
    repo.paid(db, range),
    repo.refunded(db, range),
  ]);

  const days = daysBetween(from, to);
  const cells = new Map<string, DashboardRow>();
  const rows: DashboardRow[] = [];
  for (const day of days)
    for (const s of inView) {
      const row: DashboardRow = { siteId: s.id, siteName: s.name, day, ...zero() };
      cells.set(`${s.id}|${day}`, row);
      rows.push(row);
    }
  const cell = (siteId: number, day: string) => cells.get(`${siteId}|${day}`);
  const put = (list: repo.DayCount[], key: 'visits' | 'signups' | 'confirmations' | 'firstPurchases' | 'messages') => {
    for (const c of list) {
      const row = cell(c.siteId, c.day);
      if (row) row[key] += c.n;
    }
  };
  put(visits, 'visits');
  put(signups, 'signups');
  put(confirmations, 'confirmations');
  put(firstPurchases, 'firstPurchases');
  put(messages, 'messages');
  for (const b of bounces) {
    const row = cell(b.siteId, b.day);
    if (row) {
      row.bounceLogged += b.logged;
      row.bounces += b.bounces;
    }
  }
  const currencies = new Set<string>();
  for (const [list, sign] of [
    [paid, 1],
    [refunded, -1],
  ] as const) {
    for (const m of list) {
      const row = cell(m.siteId, m.day);
      if (!row) continue;
      currencies.add(m.currency);
      row.revenue[m.currency] = (row.revenue[m.currency] ?? 0) + sign * m.cents;
    }
  }

  const totals = zero();
  const perDay = new Map(days.map((day) => [day, { day, ...zero() }]));
  for (const r of rows) {
    addInto(totals, r);
    addInto(perDay.get(r.day)!, r);
  }
  return {
    from,
    to,
    site: q.site ?? null,
    sites,
    currencies: [...currencies].sort(),
    rows,
    days: [...perDay.values()],
    totals,
  };
}
