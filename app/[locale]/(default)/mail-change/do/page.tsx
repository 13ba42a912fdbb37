import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { pendingEmailChange } from '@/lib/server/recovery/email-change';
import { MailChangeConfirm } from '@/components/settings/mail-change-confirm';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('mailChange');
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

/** The link mailed to a new address: shows the address and a confirm button, or the link error. */
export default async function MailChangeDoPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token: raw } = await searchParams;
  const token = typeof raw === 'string' ? raw : '';
  const [{ site }, t] = await Promise.all([getPageContext(), getTranslations('mailChange')]);
  const email = await pendingEmailChange(site, token);
  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">{t('title')}</h1>
      {email ? (
        <ClientMessages namespaces={['errors', 'mailChange']}>
          <QueryIsland>
            <MailChangeConfirm token={token} email={email} />
          </QueryIsland>
        </ClientMessages>
      ) : (
        <div className="alert alert-danger" role="alert">
          {t('linkInvalid')}
        </div>
      )}
    </div>
  );
}
