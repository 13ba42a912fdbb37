import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { redirect } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';
import { Checkout } from '@/components/payments/checkout';
import { PAYMENT_ISLAND_MESSAGES } from '@/components/payments/island-messages';

type Props = { params: Promise<{ locale: string; id: string; method?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments.order');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /credits/{id}/{paymentmethod?} (spec §2): order overview and payment of one package. */
export default async function CheckoutPage({ params }: Props) {
  const { locale, id, method } = await params;
  setRequestLocale(locale);
  const packageId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  // One optional segment only: a method id is short and plain.
  if (
    !Number.isFinite(packageId) ||
    (method && (method.length > 1 || !/^[a-z0-9_]{1,32}$/.test(method[0])))
  ) {
    notFound();
  }
  const { user } = await getPageContext();
  if (!user) return redirect({ href: '/login', locale });
  const t = await getTranslations('payments.credits');
  return (
    <div className="container py-4">
      <h1 className="h2 mb-3">{t('title')}</h1>
      <ClientMessages namespaces={PAYMENT_ISLAND_MESSAGES}>
        <QueryIsland>
          <Checkout packageId={packageId} method={method?.[0] ?? null} />
        </QueryIsland>
      </ClientMessages>
    </div>
  );
}
