import 'server-only';
import type { Dashboard } from '@/lib/schemas/admin-dashboard';
import { currencyDigits } from '@/lib/utils/currency';

/**
 * The dashboard as CSV (RFC 4180): a header row, one row per site and day, CRLF line ends,
 * numbers without grouping or currency signs (money in the currency's major unit, '.' decimal).
 * Text cells that a spreadsheet would run as a formula (= + - @, or a tab or CR first) get a
 * leading ' (CSV injection); our own numbers are never text, so a net refund stays -12.50.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: defused, then quoted when it holds a quote, comma or line break. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Minor units → the major unit with the currency's own decimals (EUR 1995 → 19.95). */
export function majorUnits(cents: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

export function dashboardCsv(d: Dashboard): string {
  const header = [
    'site_id',
    'site',
    'day',
    'lander_visits',
    'bounce_logged_visits',
    'bounces',
    'signups',
    'confirmations',
    'first_purchases',
    'member_messages',
    ...d.currencies.map((c) => `revenue_${c}`),
  ];
  const lines = [header.join(',')];
  for (const r of d.rows) {
    lines.push(
      [
        String(r.siteId),
        csvText(r.siteName),
        r.day,
        r.visits,
        r.bounceLogged,
        r.bounces,
        r.signups,
        r.confirmations,
        r.firstPurchases,
        r.messages,
        ...d.currencies.map((c) => majorUnits(r.revenue[c] ?? 0, c)),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
