import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RESET_TTL_HOURS } from '@/lib/server/recovery/password-reset';
import { ResetRequestForm } from '@/components/recovery/reset-request-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('resetPassword');
  return { title: t('title'), robots: { index: false } };
}

export default async function ResetPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('resetPassword');
  return (
    <div className="container py-5" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-2">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <ClientMessages namespaces={['credentials.errors', 'errors', 'resetPassword']}>
        <QueryIsland>
          <ResetRequestForm hours={RESET_TTL_HOURS} />
        </QueryIsland>
      </ClientMessages>
    </div>
  );
}
