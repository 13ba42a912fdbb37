import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { Link, redirect } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';
import { PaymentResult } from '@/components/payments/payment-result';
import { TransactionsView } from '@/components/payments/transactions-view';
import { PAYMENT_ISLAND_MESSAGES } from '@/components/payments/island-messages';

type Props = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations(id ? 'payments.result' : 'payments.transactions');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /transactions/{id?} (spec §2): the history, or with an id the payment result of that order. */
export default async function TransactionsPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (id && (id.length > 1 || !/^\d{1,12}$/.test(id[0]))) notFound();
  const { user } = await getPageContext();
  if (!user) return redirect({ href: '/login', locale });
  const orderId = id ? Number(id[0]) : null;
  const t = await getTranslations(orderId ? 'payments.result' : 'payments.transactions');
  const tc = await getTranslations('payments.credits');
  return (
    <div className="container py-4" style={{ maxWidth: orderId ? 720 : undefined }}>
      <h1 className="h2 mb-3">{t('title')}</h1>
      <ClientMessages namespaces={PAYMENT_ISLAND_MESSAGES}>
        <QueryIsland>{orderId ? <PaymentResult orderId={orderId} /> : <TransactionsView />}</QueryIsland>
      </ClientMessages>
      <nav className="d-flex flex-wrap gap-3 mt-4" aria-label={t('title')}>
        <Link href="/credits">{tc('title')}</Link>
        {orderId && <Link href="/transactions">{tc('historyLink')}</Link>}
      </nav>
    </div>
  );
}
