import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { resetLinkValid } from '@/lib/server/recovery/password-reset';
import { Link } from '@/lib/i18n/navigation';
import { ResetPasswordForm } from '@/components/recovery/reset-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resetPassword');
  // The token is in the URL: no index, and no Referer carrying it to other sites.
  return { title: t('doTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The mailed reset link: the form while the link works, "Link expired or invalid" otherwise. */
export default async function ResetPasswordDoPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token: raw } = await searchParams;
  const token = typeof raw === 'string' ? raw : '';
  const [{ site }, t] = await Promise.all([getPageContext(), getTranslations('resetPassword')]);
  const valid = await resetLinkValid(site, token);
  return (
    <div className="container py-5" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-2">{t('doTitle')}</h1>
      {valid ? (
        <>
          <p className="text-body-secondary">{t('doIntro')}</p>
          <ClientMessages namespaces={['credentials.errors', 'errors', 'resetPassword']}>
            <QueryIsland>
              <ResetPasswordForm token={token} />
            </QueryIsland>
          </ClientMessages>
        </>
      ) : (
        <div className="alert alert-danger" role="alert">
          {t('errors.link_invalid')}{' '}
          <Link href="/reset-password" className="alert-link">
            {t('requestNew')}
          </Link>
        </div>
      )}
    </div>
  );
}
