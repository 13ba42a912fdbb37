import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LangConfigForm } from '@/components/settings/lang-config-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('langConfig');
  return { title: t('title'), robots: { index: false } };
}

/** Language configuration (spec §2 /lang-config, choices by country of §9); visitors may use it too. */
export default async function LangConfigPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('langConfig');
  return (
    <div className="container py-4" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-2">{t('title')}</h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <ClientMessages namespaces={['errors', 'langConfig']}>
        <QueryIsland>
          <LangConfigForm />
        </QueryIsland>
      </ClientMessages>
    </div>
  );
}
