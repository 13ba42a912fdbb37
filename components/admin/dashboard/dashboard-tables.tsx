import { getFormatter, getTranslations } from 'next-intl/server';
import type { Dashboard, DashboardTotals } from '@/lib/schemas/admin-dashboard';
import { currencyDigits } from '@/lib/utils/currency';

// The dashboard's figures as tables (server components): each chart's accessible equivalent,
// and the per site and day table the CSV export holds, each with a totals row.

type Format = Awaited<ReturnType<typeof getFormatter>>;

export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

export function money(format: Format, cents: number, currency: string): string {
  return format.number(cents / 10 ** currencyDigits(currency), { style: 'currency', currency });
}

const COUNTS = ['visits', 'bounces', 'signups', 'confirmations', 'firstPurchases', 'messages'] as const;

async function countCells(r: DashboardTotals) {
  const t = await getTranslations('admin.dashboard');
  return COUNTS.map((key) =>
    key === 'bounces' ? (r.bounceLogged > 0 ? t('bounceCell', { bounces: r.bounces, logged: r.bounceLogged }) : '–') : r[key],
  );
}

async function CountHeaders() {
  const t = await getTranslations('admin.dashboard.columns');
  return COUNTS.map((key) => (
    <th key={key} scope="col" className="text-end">
      {t(key)}
    </th>
  ));
}

/** Day by day, every site in view added up: the activity chart's figures. */
export async function ActivityTable({ data }: { data: Dashboard }) {
  const [t, format] = await Promise.all([getTranslations('admin.dashboard'), getFormatter()]);
  const rows = await Promise.all(data.days.map(async (d) => ({ day: d.day, cells: await countCells(d) })));
  const totals = await countCells(data.totals);
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle caption-top" data-testid="activity-table">
        <caption>{t('activityTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.day')}</th>
            <CountHeaders />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.day}>
              <th scope="row" className="fw-normal">
                {format.dateTime(dayDate(r.day), { dateStyle: 'medium', timeZone: 'UTC' })}
              </th>
              {r.cells.map((c, i) => (
                <td key={i} className="text-end">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row">{t('total')}</th>
            {totals.map((c, i) => (
              <td key={i} className="text-end">
                {c}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Day by day, per currency: the revenue chart's figures. */
export async function RevenueTable({ data }: { data: Dashboard }) {
  const [t, format] = await Promise.all([getTranslations('admin.dashboard'), getFormatter()]);
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle caption-top" data-testid="revenue-table">
        <caption>{t('revenueTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.day')}</th>
            {data.currencies.map((c) => (
              <th key={c} scope="col" className="text-end">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="fw-normal">
                {format.dateTime(dayDate(d.day), { dateStyle: 'medium', timeZone: 'UTC' })}
              </th>
              {data.currencies.map((c) => (
                <td key={c} className="text-end">
                  {money(format, d.revenue[c] ?? 0, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row">{t('total')}</th>
            {data.currencies.map((c) => (
              <td key={c} className="text-end">
                {money(format, data.totals.revenue[c] ?? 0, c)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One row per site and day (what the CSV export holds), with the totals. */
export async function PerSiteTable({ data }: { data: Dashboard }) {
  const [t, format] = await Promise.all([getTranslations('admin.dashboard'), getFormatter()]);
  const rows = await Promise.all(data.rows.map(async (r) => ({ r, cells: await countCells(r) })));
  const totals = await countCells(data.totals);
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle caption-top" data-testid="per-site-table">
        <caption>{t('perSite')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.site')}</th>
            <th scope="col">{t('columns.day')}</th>
            <CountHeaders />
            {data.currencies.map((c) => (
              <th key={c} scope="col" className="text-end">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ r, cells }) => (
            <tr key={`${r.siteId}-${r.day}`}>
              <th scope="row" className="fw-normal">
                {r.siteName}
              </th>
              <td>{format.dateTime(dayDate(r.day), { dateStyle: 'medium', timeZone: 'UTC' })}</td>
              {cells.map((c, i) => (
                <td key={i} className="text-end">
                  {c}
                </td>
              ))}
              {data.currencies.map((c) => (
                <td key={c} className="text-end">
                  {money(format, r.revenue[c] ?? 0, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row" colSpan={2}>
              {t('total')}
            </th>
            {totals.map((c, i) => (
              <td key={i} className="text-end">
                {c}
              </td>
            ))}
            {data.currencies.map((c) => (
              <td key={c} className="text-end">
                {money(format, data.totals.revenue[c] ?? 0, c)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
