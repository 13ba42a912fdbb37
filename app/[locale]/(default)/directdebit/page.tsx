import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { redirect } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';
import { DirectDebitForm } from '@/components/payments/direct-debit-form';
import { PAYMENT_ISLAND_MESSAGES } from '@/components/payments/island-messages';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ package?: string | string[] }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments.directDebit');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /directdebit (spec §2): the SEPA direct-debit form and its SMS code step. */
export default async function DirectDebitPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await getPageContext();
  if (!user) return redirect({ href: '/login', locale });
  const t = await getTranslations('payments.directDebit');
  const raw = (await searchParams).package;
  const packageId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-2">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={PAYMENT_ISLAND_MESSAGES}>
        <QueryIsland>
          <DirectDebitForm packageId={packageId} />
        </QueryIsland>
      </ClientMessages>
    </div>
  );
}
