import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { restoreLinkValid } from '@/lib/server/deletion/service';
import { Link } from '@/lib/i18n/navigation';
import { ACCOUNT_RESTORE_DAYS } from '@/lib/utils/constants';
import { RestoreAccountButton } from '@/components/account-deletion/restore-account-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountRestore');
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The mailed undo link /account-restore?token=: a button restores (never the GET itself). */
export default async function AccountRestorePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : undefined;
  const { site } = await getPageContext();
  const [t, valid] = await Promise.all([getTranslations('accountRestore'), restoreLinkValid(site, token)]);

  return (
    <div className="container py-5" style={{ maxWidth: 640 }}>
      {valid && token ? (
        <>
          <h1 className="h3 mb-3">{t('title')}</h1>
          <p>{t('body')}</p>
          <ClientMessages namespaces={['accountRestore', 'errors']}>
            <QueryIsland>
              <RestoreAccountButton token={token} />
            </QueryIsland>
          </ClientMessages>
        </>
      ) : (
        <>
          <h1 className="h3 mb-3">{t('invalidTitle')}</h1>
          <p>{t('invalidBody', { days: ACCOUNT_RESTORE_DAYS })}</p>
          <div className="d-flex gap-2">
            <Link href="/" className="btn btn-primary">
              {t('home')}
            </Link>
            <Link href="/login" className="btn btn-outline-primary">
              {t('login')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
