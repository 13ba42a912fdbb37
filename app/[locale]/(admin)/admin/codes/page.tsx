import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { requireStaff } from '@/lib/server/admin/page';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';
import { listCodes, PAYMENT_METHOD_IDS } from '@/lib/server/admin/money/codes';
import { COUNTRIES, CURRENCIES } from '@/lib/server/admin/money/packages';
import { codesQuerySchema, CODE_STATUSES } from '@/lib/schemas/admin-money';
import { pickSite, plainQuery, type SearchParams } from '@/lib/admin/search-params';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SitePicker } from '@/components/admin/money/site-picker';
import { Pager } from '@/components/admin/ui/pager';
import { ActionButton } from '@/components/admin/money/action-button';
import { CodeCreateForm } from '@/components/admin/money/code-create-form';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.codes');
  return { title: t('title') };
}

/** /admin/codes?site=&q=&batch=&status=&page=: a site's discount codes with their uses (owner). */
export default async function CodesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('codes', locale);
  const raw = plainQuery(await searchParams);
  const t = await getTranslations('admin.codes');
  const tm = await getTranslations('admin.money');
  const format = await getFormatter();
  const sites = await sitesOfStaff(staff);
  const siteId = pickSite(sites, raw.site);
  if (siteId === null) return <p role="status">{tm('noSites')}</p>;
  const parsed = codesQuerySchema.safeParse({
    site_id: String(siteId),
    q: raw.q,
    batch: raw.batch,
    status: raw.status,
    page: raw.page,
  });
  const query = parsed.success ? parsed.data : { site_id: siteId, page: 1 };
  const data = await listCodes(staff, query);
  const filters = { site: siteId, q: query.q, batch: query.batch, status: query.status };
  const money = (cents: number, currency: string | null) =>
    currency
      ? format.number(cents / 100, { style: 'currency', currency })
      : format.number(cents / 100, { minimumFractionDigits: 2 });

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <SitePicker
        id="codes-site"
        sites={sites}
        current={siteId}
        labels={{ site: tm('site'), show: tm('show') }}
      />
      <ClientMessages namespaces={['admin.codes', 'admin.errors']}>
        <CodeCreateForm
          siteId={siteId}
          currencies={CURRENCIES}
          countries={COUNTRIES}
          methods={PAYMENT_METHOD_IDS}
        />
      </ClientMessages>

      <h2 className="h5">{t('listTitle')}</h2>
      <form method="get" className="row g-2 align-items-end mb-3" aria-label={t('filters')}>
        <input type="hidden" name="site" value={siteId} />
        <div className="col-auto">
          <label className="form-label" htmlFor="codes-q">
            {t('search')}
          </label>
          <input id="codes-q" name="q" className="form-control" defaultValue={query.q ?? ''} />
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="codes-batch">
            {t('batchFilter')}
          </label>
          <select id="codes-batch" name="batch" className="form-select" defaultValue={query.batch ?? ''}>
            <option value="">{t('anyBatch')}</option>
            {data.batches.map((b) => (
              <option key={b.batch} value={b.batch}>
                {t('batchOption', { batch: b.batch, count: b.codes })}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto">
          <label className="form-label" htmlFor="codes-status">
            {t('status')}
          </label>
          <select id="codes-status" name="status" className="form-select" defaultValue={query.status ?? ''}>
            <option value="">{t('anyStatus')}</option>
            {CODE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-outline-primary">
            {tm('apply')}
          </button>
        </div>
      </form>
      {query.batch && data.total > 0 && (
        <div className="d-flex gap-2 align-items-start mb-3">
          <ClientMessages namespaces={['admin.errors']}>
            <ActionButton
              path="/api/admin/codes"
              request={{ method: 'PATCH', body: { site_id: siteId, batch: query.batch, status: 'disabled' } }}
              label={t('disableBatch')}
              confirm={t('disableBatchConfirm', { batch: query.batch })}
              className="btn btn-sm btn-outline-danger"
            />
            <ActionButton
              path="/api/admin/codes"
              request={{ method: 'PATCH', body: { site_id: siteId, batch: query.batch, status: 'active' } }}
              label={t('enableBatch')}
            />
          </ClientMessages>
        </div>
      )}
      <p className="small" role="status">
        {t('total', { count: data.total })}
      </p>
      {data.codes.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="codes-table">
            <caption className="visually-hidden">{t('listTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('code')}</th>
                <th scope="col">{t('percentage')}</th>
                <th scope="col">{t('where')}</th>
                <th scope="col">{t('minimum')}</th>
                <th scope="col">{t('methods')}</th>
                <th scope="col">{t('validity')}</th>
                <th scope="col">{t('uses')}</th>
                <th scope="col">{t('expires')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.codes.map((c) => (
                <tr key={c.id} data-testid={`code-row-${c.code}`}>
                  <th scope="row" className="font-monospace">
                    {c.code}
                    {c.batch && <div className="small text-body-secondary fw-normal">{c.batch}</div>}
                    {c.kind === 'welcome' && (
                      <div className="small text-body-secondary fw-normal">{t('welcome')}</div>
                    )}
                  </th>
                  <td>
                    {format.number(Number(c.value_percentage) / 100, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    })}
                  </td>
                  <td>{[c.country, c.currency].filter(Boolean).join(' · ') || t('anywhere')}</td>
                  <td>{c.minimum_order_cents > 0 ? money(c.minimum_order_cents, c.currency) : '—'}</td>
                  <td className="small">
                    {c.payment_methods.length ? c.payment_methods.join(', ') : t('anyMethod')}
                  </td>
                  <td>{t(`validities.${c.validity as 'once-per-user' | 'unlimited'}`)}</td>
                  <td>{t('usesValue', { used: c.used, max: c.max_uses ?? '∞', reserved: c.reserved })}</td>
                  <td>
                    {c.expires_at
                      ? format.dateTime(new Date(c.expires_at), { dateStyle: 'short', timeStyle: 'short' })
                      : '—'}
                    {c.expired && <span className="badge text-bg-secondary ms-1">{t('expired')}</span>}
                  </td>
                  <td>{t(`statuses.${c.status as 'active' | 'disabled'}`)}</td>
                  <td>
                    <ClientMessages namespaces={['admin.errors']}>
                      <ActionButton
                        path="/api/admin/codes"
                        request={{
                          method: 'PATCH',
                          body: { id: c.id, status: c.status === 'active' ? 'disabled' : 'active' },
                        }}
                        label={c.status === 'active' ? t('disable') : t('enable')}
                        testId={`code-toggle-${c.code}`}
                      />
                    </ClientMessages>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        pathname="/admin/codes"
        query={filters}
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
