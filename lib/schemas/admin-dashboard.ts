import { z } from 'zod';

// The console dashboard (issue 15): which sites and days it counts, and in what form.

/** The longest range one request counts (a year and a day: a leap year's whole year). */
export const DASHBOARD_MAX_DAYS = 366;
/** Without from/to: the last 30 days up to today (UTC). */
export const DASHBOARD_DEFAULT_DAYS = 30;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);

/** A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not). */
const day = z
  .string()
  .regex(DAY)
  .refine((d) => !Number.isNaN(dayMs(d)) && new Date(dayMs(d)).toISOString().slice(0, 10) === d, {
    message: 'invalid_day',
  });

/** GET /api/admin/dashboard and the page's searchParams. */
export const dashboardQuerySchema = z
  .object({
    site: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    from: day.optional(),
    to: day.optional(),
    format: z.enum(['json', 'csv']).optional(),
  })
  .refine((q) => !q.from || !q.to || dayMs(q.from) <= dayMs(q.to), { message: 'from_after_to', path: ['from'] })
  .refine((q) => !q.from || !q.to || (dayMs(q.to) - dayMs(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    message: 'range_too_long',
    path: ['to'],
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** One site's counts of one day; money in minor units per currency (net of refunds). */
export type DashboardRow = {
  siteId: number;
  siteName: string;
  day: string;
  visits: number;
  /** Visits the bounce log saw (page_bounces) and how many of them left without a click. */
  bounceLogged: number;
  bounces: number;
  signups: number;
  confirmations: number;
  firstPurchases: number;
  messages: number;
  /** Paid orders minus refunds, per currency, in minor units. */
  revenue: Record<string, number>;
};

export type DashboardTotals = Omit<DashboardRow, 'siteId' | 'siteName' | 'day'>;

export type Dashboard = {
  from: string;
  to: string;
  /** The site asked for, or null for every site the staff member works on. */
  site: number | null;
  sites: { id: number; name: string }[];
  currencies: string[];
  /** One row per site in view and day of the range, day order then site. */
  rows: DashboardRow[];
  /** Per day, every site in view added up (what the charts draw). */
  days: (DashboardTotals & { day: string })[];
  totals: DashboardTotals;
};
