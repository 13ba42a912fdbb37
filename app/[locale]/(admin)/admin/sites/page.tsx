import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { listSitesFor } from '@/lib/server/admin/sites/service';
import { ClientMessages } from '@/components/i18n/client-messages';
import { NewSiteForm } from '@/components/admin/sites/new-site-form';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.sites');
  return { title: t('title') };
}

/** /admin/sites: every site this owner runs, its hosts, languages, countries and members; new site like one. */
export default async function SitesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('sites', locale);
  const sites = await listSitesFor(staff);
  const t = await getTranslations('admin.sites');
  return (
    <>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <div className="table-responsive mb-4">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.domain')}</th>
              <th scope="col">{t('columns.hosts')}</th>
              <th scope="col">{t('columns.language')}</th>
              <th scope="col">{t('columns.countries')}</th>
              <th scope="col" className="text-end">
                {t('columns.members')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sites.map((s) => (
              <tr key={s.id} data-testid="site-row">
                <td>
                  <Link href={`/admin/sites/${s.id}`}>{s.name}</Link>
                  {s.isDefault && <span className="badge text-bg-secondary ms-2">{t('default')}</span>}
                </td>
                <td className="font-monospace">{s.domain}</td>
                <td className="font-monospace small">{s.hosts.join(', ')}</td>
                <td>{s.domainLanguage}</td>
                <td>{s.config.countries.join(', ')}</td>
                <td className="text-end">{s.members}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {staff.siteIds === null && sites.length > 0 && (
        <section aria-labelledby="new-site-heading" className="border rounded p-3">
          <h2 id="new-site-heading" className="h5">
            {t('newSite')}
          </h2>
          <p className="text-body-secondary small">{t('newSiteIntro')}</p>
          <ClientMessages namespaces={['admin.sites', 'admin.errors']}>
            <NewSiteForm sites={sites.map((s) => ({ id: s.id, name: s.name }))} />
          </ClientMessages>
        </section>
      )}
    </>
  );
}
