import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { requireStaff } from '@/lib/server/admin/page';
import { plainQuery, type SearchParams } from '@/lib/admin/search-params';
import { dashboard, dashboardSites } from '@/lib/server/admin/dashboard/service';
import { dashboardQuerySchema, type DashboardQuery } from '@/lib/schemas/admin-dashboard';
import { currencyDigits } from '@/lib/utils/currency';
import { DashboardChart } from '@/components/admin/dashboard/dashboard-chart';
import { ActivityTable, dayDate, PerSiteTable, RevenueTable } from '@/components/admin/dashboard/dashboard-tables';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.dashboard');
  return { title: t('title') };
}

// Series colours: distinct hues, each ≥ 3:1 against the white chart background.
const COLORS = ['#6f42c1', '#d63384', '#0b5ed7', '#146c43', '#b35c00', '#495057'];

/**
 * /admin/dashboard?site=&from=&to= (owner): per site and UTC day, lander visits (and bounces where
 * the bounce log runs), signups, confirmations, first purchases, revenue per currency and member
 * messages; two charts (a client island that loads chart.js on its own), each with its table,
 * the per site and day table with totals, and the same rows as a CSV download.
 */
export default async function DashboardPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('dashboard', locale);
  const raw = plainQuery(await searchParams);
  const parsed = dashboardQuerySchema.safeParse(raw);
  let query: DashboardQuery = parsed.success ? { site: parsed.data.site, from: parsed.data.from, to: parsed.data.to } : {};
  // A site this staff member does not work on, or that does not exist: every site instead.
  const sites = await dashboardSites(staff);
  if (query.site !== undefined && !sites.some((s) => s.id === query.site)) query = { ...query, site: undefined };
  const data = await dashboard(staff, query);
  const [t, format] = await Promise.all([getTranslations('admin.dashboard'), getFormatter()]);

  const labels = data.days.map((d) => format.dateTime(dayDate(d.day), { month: 'short', day: 'numeric', timeZone: 'UTC' }));
  const activity = (['visits', 'signups', 'confirmations', 'firstPurchases', 'messages'] as const).map((key, i) => ({
    label: t(`columns.${key}`),
    data: data.days.map((d) => d[key]),
    color: COLORS[i],
  }));
  const revenue = data.currencies.map((c, i) => ({
    label: c,
    data: data.days.map((d) => (d.revenue[c] ?? 0) / 10 ** currencyDigits(c)),
    color: COLORS[i % COLORS.length],
  }));
  const csv = new URLSearchParams({ ...(data.site ? { site: String(data.site) } : {}), from: data.from, to: data.to, format: 'csv' });

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      {!parsed.success && (
        <div className="alert alert-warning" role="alert">
          {t('invalidRange')}
        </div>
      )}
      <form method="get" className="row g-2 align-items-end mb-3" aria-label={t('filters')}>
        {data.sites.length > 1 && (
          <div className="col-auto">
            <label className="form-label" htmlFor="dashboard-site">
              {t('site')}
            </label>
            <select id="dashboard-site" name="site" className="form-select" defaultValue={data.site ?? ''}>
              <option value="">{t('allSites')}</option>
              {data.sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-auto">
          <label className="form-label" htmlFor="dashboard-from">
            {t('from')}
          </label>
          <input id="dashboard-from" name="from" type="date" className="form-control" defaultValue={data.from} required />
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="dashboard-to">
            {t('to')}
          </label>
          <input id="dashboard-to" name="to" type="date" className="form-control" defaultValue={data.to} required />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {t('apply')}
          </button>
        </div>
        <div className="col-auto ms-auto">
          {/* A plain download: the console's own origin, so the strict staff cookie goes along. */}
          <a className="btn btn-outline-secondary" href={`/api/admin/dashboard?${csv}`} download>
            {t('downloadCsv')}
          </a>
        </div>
      </form>
      <p className="small text-body-secondary">
        {t('range', {
          from: format.dateTime(dayDate(data.from), { dateStyle: 'long', timeZone: 'UTC' }),
          to: format.dateTime(dayDate(data.to), { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </p>

      <section aria-labelledby="dashboard-activity" className="mb-4">
        <h2 id="dashboard-activity" className="h5">
          {t('activity')}
        </h2>
        <DashboardChart kind="line" labels={labels} series={activity} description={t('activityChart')} />
        <ActivityTable data={data} />
      </section>

      <section aria-labelledby="dashboard-revenue" className="mb-4">
        <h2 id="dashboard-revenue" className="h5">
          {t('revenue')}
        </h2>
        <p className="small text-body-secondary">{t('revenueNote')}</p>
        {data.currencies.length === 0 ? (
          <p role="status">{t('noRevenue')}</p>
        ) : (
          <>
            <DashboardChart kind="bar" labels={labels} series={revenue} description={t('revenueChart')} />
            <RevenueTable data={data} />
          </>
        )}
      </section>

      {data.site === null && data.sites.length > 1 && (
        <section aria-labelledby="dashboard-per-site">
          <h2 id="dashboard-per-site" className="h5">
            {t('perSite')}
          </h2>
          <PerSiteTable data={data} />
        </section>
      )}
    </>
  );
}
