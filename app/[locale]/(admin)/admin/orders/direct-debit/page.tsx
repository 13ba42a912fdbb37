import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { sitesOfStaff } from '@/lib/server/admin/sites-of-staff';
import { directDebitSettings } from '@/lib/server/admin/money/direct-debit';
import { pickSite, type SearchParams } from '@/lib/admin/search-params';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SitePicker } from '@/components/admin/money/site-picker';
import { ActionButton } from '@/components/admin/money/action-button';
import { BlockForm, LimitForm } from '@/components/admin/money/direct-debit-forms';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.orders');
  return { title: t('directDebitTitle') };
}

/** /admin/orders/direct-debit?site=: a site's direct-debit limits and block lists (owner). */
export default async function DirectDebitPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('orders', locale);
  const query = await searchParams;
  const t = await getTranslations('admin.orders');
  const tm = await getTranslations('admin.money');
  const format = await getFormatter();
  const sites = await sitesOfStaff(staff);
  const siteId = pickSite(sites, query.site);
  if (siteId === null) return <p role="status">{tm('noSites')}</p>;
  const data = await directDebitSettings(staff, siteId);
  const eur = (cents: number) => format.number(cents / 100, { style: 'currency', currency: 'EUR' });

  return (
    <>
      <p>
        <Link href="/admin/orders">{t('back')}</Link>
      </p>
      <h1 className="h3">{t('directDebitTitle')}</h1>
      <p className="text-body-secondary">
        {t('directDebitIntro', {
          max: eur(data.default_limit.max_cents),
          days: data.default_limit.period_days,
        })}
      </p>
      <SitePicker
        id="dd-site"
        sites={sites}
        current={siteId}
        labels={{ site: tm('site'), show: tm('show') }}
      />

      <section aria-labelledby="dd-limits">
        <h2 id="dd-limits" className="h5">
          {t('limitsTitle')}
        </h2>
        {data.limits.length === 0 ? (
          <p>{t('noLimits')}</p>
        ) : (
          <table className="table table-sm align-middle" data-testid="limits-table">
            <caption className="visually-hidden">{t('limitsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('appliesTo')}</th>
                <th scope="col">{t('limitMax')}</th>
                <th scope="col">{t('limitDays')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.limits.map((l) => (
                <tr key={l.id}>
                  <td>{l.user_id === null ? t('wholeSite') : `${l.email ?? ''} (#${l.user_id})`}</td>
                  <td>{eur(l.max_cents)}</td>
                  <td>{l.period_days}</td>
                  <td>
                    <ClientMessages namespaces={['admin.errors']}>
                      <ActionButton
                        path="/api/admin/direct-debit"
                        request={{ method: 'DELETE', query: { id: l.id } }}
                        label={t('remove')}
                      />
                    </ClientMessages>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ClientMessages namespaces={['admin.orders', 'admin.errors']}>
          <LimitForm siteId={siteId} />
        </ClientMessages>
      </section>

      <section aria-labelledby="dd-blocks" className="mt-4">
        <h2 id="dd-blocks" className="h5">
          {t('blocksTitle')}
        </h2>
        {data.blocks.length === 0 ? (
          <p>{t('noBlocks')}</p>
        ) : (
          <table className="table table-sm align-middle" data-testid="blocks-table">
            <caption className="visually-hidden">{t('blocksTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('blockKind')}</th>
                <th scope="col">{t('blockValue')}</th>
                <th scope="col">{tm('site')}</th>
                <th scope="col">{t('blockReason')}</th>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.blocks.map((b) => (
                <tr key={b.id}>
                  <td>{t(`blockKinds.${b.kind as 'iban' | 'mobile' | 'user'}`)}</td>
                  <td className="font-monospace">{b.value}</td>
                  <td>{b.site_id === null ? t('everySite') : data.site.name}</td>
                  <td>{b.reason ?? ''}</td>
                  <td>{format.dateTime(new Date(b.created_at), { dateStyle: 'short' })}</td>
                  <td>
                    {(b.site_id !== null || staff.siteIds === null) && (
                      <ClientMessages namespaces={['admin.errors']}>
                        <ActionButton
                          path="/api/admin/payment-blocks"
                          request={{ method: 'DELETE', query: { id: b.id } }}
                          label={t('remove')}
                        />
                      </ClientMessages>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <ClientMessages namespaces={['admin.orders', 'admin.errors']}>
          <BlockForm siteId={siteId} everySite={staff.siteIds === null} />
        </ClientMessages>
      </section>
    </>
  );
}
