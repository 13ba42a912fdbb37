import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { unsubscribeStatus } from '@/lib/server/notifications/service';
import { UnsubscribeConfirm } from '@/components/notifications/unsubscribe-confirm';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('unsubscribe');
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The unsubscribe link of every notice mail (no login needed). */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token: raw } = await searchParams;
  const token = typeof raw === 'string' ? raw : '';
  const [{ site, settings }, t] = await Promise.all([getPageContext(), getTranslations('unsubscribe')]);
  const status = await unsubscribeStatus(site, token);
  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">{t('title')}</h1>
      {status.valid ? (
        <>
          {!status.unsubscribed && <p>{t('intro', { site: settings.name })}</p>}
          <ClientMessages namespaces={['errors', 'unsubscribe']}>
            <QueryIsland>
              <UnsubscribeConfirm token={token} already={status.unsubscribed} />
            </QueryIsland>
          </ClientMessages>
        </>
      ) : (
        <div className="alert alert-danger" role="alert">
          {t('linkInvalid')}
        </div>
      )}
    </div>
  );
}
