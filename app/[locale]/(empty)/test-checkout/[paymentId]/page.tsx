import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db/client';
import { testProviderActive } from '@/lib/server/payments/providers';
import { findTestPayment } from '@/lib/server/payments/providers/test-provider';
import { findOrder } from '@/lib/server/payments/repo';
import { formatMoney } from '@/lib/server/payments/receipt';
import { TestCheckoutButtons } from './test-checkout-buttons';

type Props = { params: Promise<{ locale: string; paymentId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('testCheckout');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /test-checkout/{paymentId}: the built-in test provider's checkout (no real money). Its buttons
 * move the test payment and notify the webhook like a provider; then the member goes to the
 * payment result, which reads the state from the server. 404 while Mollie is configured.
 */
export default async function TestCheckoutPage({ params }: Props) {
  const { locale, paymentId } = await params;
  setRequestLocale(locale);
  if (!testProviderActive() || !/^tst_[0-9a-f]{16}$/.test(paymentId)) notFound();
  const payment = await findTestPayment(paymentId);
  if (!payment) notFound();
  const [order, t, tErr] = await Promise.all([
    findOrder(await getDb(), payment.orderId),
    getTranslations('testCheckout'),
    getTranslations('errors'),
  ]);
  if (!order) notFound();
  const loc = isLocale(locale) ? locale : defaultLocale;
  const prefix = loc === defaultLocale ? '' : `/${loc}`;
  const unpaid = payment.status === 'open' || payment.status === 'pending';
  const outcomes = [
    { outcome: 'paid', label: t('paid'), variant: 'btn-success' },
    { outcome: 'failed', label: t('failed'), variant: 'btn-danger' },
    { outcome: 'canceled', label: t('canceled'), variant: 'btn-secondary' },
    ...(payment.status === 'open'
      ? [{ outcome: 'pending', label: t('pending'), variant: 'btn-warning' }]
      : []),
    ...(payment.sequenceType === 'first'
      ? [{ outcome: 'paid_recurring_fails', label: t('paidRecurringFails'), variant: 'btn-outline-dark' }]
      : []),
  ] as const;
  return (
    <main className="container py-5" style={{ maxWidth: 560 }}>
      <div className="border border-3 border-warning rounded-3 p-4 bg-white">
        <p className="mb-2">
          <span className="badge text-bg-warning fs-6">{t('badge')}</span>
        </p>
        <h1 className="h3">{t('title')}</h1>
        <p>{t('intro')}</p>
        <dl className="mb-4">
          <dt className="visually-hidden">{t('order', { id: order.id, credits: order.credits })}</dt>
          <dd className="fw-semibold mb-1">{t('order', { id: order.id, credits: order.credits })}</dd>
          <dd className="mb-0">
            {t('amount', { amount: formatMoney(payment.amountCents, payment.currency, loc) })}
          </dd>
        </dl>
        {unpaid ? (
          <TestCheckoutButtons paymentId={payment.id} outcomes={[...outcomes]} errorText={tErr('generic')} />
        ) : (
          <p>
            {t('final')} <a href={`${prefix}/transactions/${order.id}`}>{t('back')}</a>
          </p>
        )}
      </div>
    </main>
  );
}
