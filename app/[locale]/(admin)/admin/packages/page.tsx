import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';
import { sitePackages } from '@/lib/server/admin/money/packages';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SitePicker } from '@/components/admin/money/site-picker';
import { PackageForm } from '@/components/admin/money/package-form';
import { ActionButton } from '@/components/admin/money/action-button';
import { pickSite, type SearchParams } from '@/lib/admin/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.packages');
  return { title: t('title') };
}

/** /admin/packages?site=: a site's credit packages and their prices per currency (owner). */
export default async function PackagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('packages', locale);
  const query = await searchParams;
  const t = await getTranslations('admin.packages');
  const tm = await getTranslations('admin.money');
  const format = await getFormatter();
  const sites = await sitesOfStaff(staff);
  const siteId = pickSite(sites, query.site);
  if (siteId === null) return <p role="status">{tm('noSites')}</p>;
  const data = await sitePackages(staff, siteId);
  const edit = typeof query.edit === 'string' ? query.edit : null;
  const editing = edit === 'new' ? null : data.packages.find((p) => String(p.id) === edit);
  const money = (cents: number, currency: string) =>
    format.number(cents / 100, { style: 'currency', currency });

  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <SitePicker
        id="packages-site"
        sites={sites}
        current={siteId}
        labels={{ site: tm('site'), show: tm('show') }}
      />
      {query.saved === '1' && (
        <div className="alert alert-success" role="status">
          {t('saved')}
        </div>
      )}
      {(edit === 'new' || editing) && (
        <ClientMessages namespaces={['admin.packages', 'admin.errors']}>
          <PackageForm
            key={edit}
            siteId={siteId}
            pkg={editing ?? null}
            currencies={data.currencies}
            countries={data.countries}
          />
        </ClientMessages>
      )}
      <p>
        <Link
          className="btn btn-primary"
          href={{ pathname: '/admin/packages', query: { site: siteId, edit: 'new' } }}
        >
          {t('add')}
        </Link>
      </p>
      {data.packages.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="packages-table">
            <caption className="visually-hidden">{t('caption', { site: data.site.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tier')}</th>
                <th scope="col">{t('credits')}</th>
                <th scope="col">{t('prices')}</th>
                <th scope="col">{t('country')}</th>
                <th scope="col">{t('popular')}</th>
                <th scope="col">{t('active')}</th>
                <th scope="col">{t('sort')}</th>
                <th scope="col">{t('orders')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.packages.map((p) => (
                <tr
                  key={p.id}
                  data-testid={`package-row-${p.id}`}
                  className={p.active ? undefined : 'text-body-secondary'}
                >
                  <th scope="row">{p.tier}</th>
                  <td>{p.credits}</td>
                  <td>
                    <ul className="list-unstyled mb-0 small">
                      {p.prices.map((pr) => (
                        <li
                          key={pr.currency}
                          className={pr.currency === p.currency ? 'fw-semibold' : undefined}
                        >
                          {money(pr.price_cents, pr.currency)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{p.country ?? t('everyCountry')}</td>
                  <td>{p.popular ? t('yes') : t('no')}</td>
                  <td>{p.active ? t('yes') : t('no')}</td>
                  <td>{p.sort}</td>
                  <td>{p.orders}</td>
                  <td className="text-nowrap">
                    <Link
                      className="btn btn-sm btn-outline-primary me-1"
                      href={{ pathname: '/admin/packages', query: { site: siteId, edit: p.id } }}
                      aria-label={t('editLabel', { tier: p.tier, credits: p.credits })}
                    >
                      {t('edit')}
                    </Link>
                    <ClientMessages namespaces={['admin.errors']}>
                      {p.orders === 0 ? (
                        <ActionButton
                          path="/api/admin/packages"
                          request={{ method: 'DELETE', query: { id: p.id } }}
                          label={t('delete')}
                          confirm={t('deleteConfirm', { tier: p.tier, credits: p.credits })}
                          className="btn btn-sm btn-outline-danger"
                        />
                      ) : (
                        p.active && (
                          <ActionButton
                            path="/api/admin/packages"
                            request={{ method: 'PUT', body: { id: p.id, active: false } }}
                            label={t('deactivate')}
                            className="btn btn-sm btn-outline-secondary"
                          />
                        )
                      )}
                    </ClientMessages>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="small text-body-secondary">{t('keptNote')}</p>
    </>
  );
}
