import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { Link } from '@/lib/i18n/navigation';
import { ResendActivationButton } from '@/components/recovery/resend-activation-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('activation');
  return { title: t('errorTitle'), robots: { index: false } };
}

/** Where an expired, unknown or foreign activation link lands: "Activation failed". */
export default async function ActivateErrorPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [{ user }, t] = await Promise.all([getPageContext(), getTranslations('activation')]);
  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h3">
        <Icon name="x-octagon" className="text-danger me-2" aria-hidden="true" />
        {t('errorTitle')}
      </h1>
      <p>{t('errorIntro')}</p>
      {user?.status === 'not_confirmed' ? (
        <>
          <p>{t('errorLoggedIn')}</p>
          <ClientMessages namespaces={['activation', 'errors']}>
            <ResendActivationButton email={user.email} />
          </ClientMessages>
        </>
      ) : user ? (
        <p>{t('errors.already_confirmed')}</p>
      ) : (
        <>
          <p>{t('errorLoggedOut')}</p>
          <Link href="/login" className="btn btn-primary">
            {t('loginAction')}
          </Link>
        </>
      )}
    </div>
  );
}
