import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { requireStaff } from '@/lib/server/admin/page';
import { siteFor } from '@/lib/server/admin/sites/service';
import { staffSeesSite } from '@/lib/server/admin/session';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SiteForm } from '@/components/admin/sites/site-form';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.sites');
  return { title: t('editTitle') };
}

/** /admin/sites/{id}: every per-host setting of one site (spec §3), saved through PUT /api/admin/sites. */
export default async function SitePage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const staff = await requireStaff('sites', locale);
  const siteId = Number(id);
  if (!Number.isSafeInteger(siteId) || siteId <= 0 || !staffSeesSite(staff, siteId)) notFound();
  const site = await siteFor({ assertSite: () => undefined }, siteId).catch(() => null);
  if (!site) notFound();
  const t = await getTranslations('admin.sites');
  return (
    <>
      <p className="mb-1">
        <Link href="/admin/sites">{t('back')}</Link>
      </p>
      <h1 className="h3">{t('editHeading', { name: site.name })}</h1>
      <p className="text-body-secondary">{t('editIntro')}</p>
      <ClientMessages namespaces={['admin.sites', 'admin.errors']}>
        <SiteForm
          site={{
            id: site.id,
            name: site.name,
            domain: site.domain,
            domainLanguage: site.domainLanguage,
            niche: site.niche,
            cdnPrefix: site.cdnPrefix,
            hosts: site.hosts,
            config: site.config,
          }}
        />
      </ClientMessages>
    </>
  );
}
