import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { AppError } from '@/lib/server/http/errors';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';
import { searchOrders } from '@/lib/server/admin/money/orders';
import { ORDER_STATUSES, ordersQuerySchema, type OrdersQuery } from '@/lib/schemas/admin-money';
import { plainQuery, type SearchParams } from '@/lib/admin/search-params';
import { Pager } from '@/components/admin/ui/pager';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.orders');
  return { title: t('title') };
}

/** The list; a day that does not exist (30 February) drops the dates and says so. */
async function search(staff: Parameters<typeof searchOrders>[0], query: OrdersQuery) {
  try {
    return { data: await searchOrders(staff, query), dropped: false };
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'invalid_date') throw err;
    return { data: await searchOrders(staff, { ...query, from: undefined, to: undefined }), dropped: true };
  }
}

/** /admin/orders?q=&status=&site=&from=&to=&page=: every order of the owner's sites, newest first. */
export default async function OrdersPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('orders', locale);
  const raw = plainQuery(await searchParams);
  const t = await getTranslations('admin.orders');
  const tm = await getTranslations('admin.money');
  const format = await getFormatter();
  const sites = await sitesOfStaff(staff);
  const site = sites.find((s) => String(s.id) === raw.site)?.id;
  const parsed = ordersQuerySchema.safeParse({
    q: raw.q,
    status: raw.status,
    from: raw.from,
    to: raw.to,
    page: raw.page,
    site_id: site === undefined ? undefined : String(site),
  });
  const { data, dropped } = await search(staff, parsed.success ? parsed.data : { page: 1 });
  const badFilter = !parsed.success || dropped;
  const money = (cents: number, currency: string) =>
    format.number(cents / 100, { style: 'currency', currency });

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">
        {t('intro')}{' '}
        <Link href={{ pathname: '/admin/orders/direct-debit', query: site ? { site } : {} }}>
          {t('directDebitLink')}
        </Link>
      </p>
      {badFilter && (
        <div className="alert alert-warning" role="alert">
          {t('badFilter')}
        </div>
      )}
      <form method="get" className="row g-2 align-items-end mb-3" aria-label={t('filters')}>
        <div className="col-auto">
          <label className="form-label" htmlFor="orders-q">
            {t('search')}
          </label>
          <input
            id="orders-q"
            name="q"
            className="form-control"
            defaultValue={raw.q ?? ''}
            aria-describedby="orders-q-help"
          />
          <div id="orders-q-help" className="form-text">
            {t('searchHelp')}
          </div>
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="orders-status">
            {t('status')}
          </label>
          <select id="orders-status" name="status" className="form-select" defaultValue={raw.status ?? ''}>
            <option value="">{t('anyStatus')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="orders-site">
            {tm('site')}
          </label>
          <select id="orders-site" name="site" className="form-select" defaultValue={site ?? ''}>
            <option value="">{t('anySite')}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="orders-from">
            {t('from')}
          </label>
          <input
            id="orders-from"
            name="from"
            type="date"
            className="form-control"
            defaultValue={raw.from ?? ''}
          />
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="orders-to">
            {t('to')}
          </label>
          <input id="orders-to" name="to" type="date" className="form-control" defaultValue={raw.to ?? ''} />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary">
            {tm('apply')}
          </button>
        </div>
      </form>
      <p className="small" role="status">
        {t('total', { count: data.total })}
      </p>
      {data.orders.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="orders-table">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order')}</th>
                <th scope="col">{t('created')}</th>
                <th scope="col">{tm('site')}</th>
                <th scope="col">{t('member')}</th>
                <th scope="col">{t('credits')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('method')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link href={`/admin/orders/${o.id}`} aria-label={t('openOrder', { id: o.id })}>
                      #{o.id}
                    </Link>
                  </th>
                  <td>
                    {format.dateTime(new Date(o.created_at), { dateStyle: 'short', timeStyle: 'short' })}
                  </td>
                  <td>{o.site_name}</td>
                  <td>{o.user_id === null ? t('deletedMember') : `${o.email ?? ''} (#${o.user_id})`}</td>
                  <td>{o.credits}</td>
                  <td>
                    {money(o.amount_cents, o.currency)}
                    {o.discount_code && <div className="small text-body-secondary">{o.discount_code}</div>}
                  </td>
                  <td>{o.method ?? '—'}</td>
                  <td>{t(`statuses.${o.status as (typeof ORDER_STATUSES)[number]}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        pathname="/admin/orders"
        query={{ q: raw.q, status: raw.status, site, from: raw.from, to: raw.to }}
        page={data.page}
        hasNext={data.page < data.pages}
        labels={{
          nav: tm('pages'),
          previous: tm('previous'),
          next: tm('next'),
          current: tm('pageOf', { page: data.page, pages: data.pages }),
        }}
      />
    </>
  );
}
