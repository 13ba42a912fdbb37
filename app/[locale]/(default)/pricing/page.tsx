import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { Link } from '@/lib/i18n/navigation';
import { DeferredMessages } from '@/components/i18n/deferred-messages';
import { LazyPricingShop } from '@/components/payments/lazy-pricing-shop';
import { PAYMENT_ISLAND_MESSAGES } from '@/components/payments/island-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments.pricing');
  return { title: t('metaTitle') };
}

/**
 * /pricing (public, spec §2): packages and prices per country, what a message, photo and gift
 * cost, the minimum message cost, the refund period, and that there is no subscription.
 */
export default async function PricingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { settings, user } = await getPageContext();
  const t = await getTranslations('payments.pricing');
  const tp = await getTranslations('payments.packages');
  const tc = await getTranslations('common');
  const format = await getFormatter();
  const minimum = settings.minimum_message_costs?.[settings.geoip_selected_country];
  const costs: [string, number][] = [
    [t('messageCost'), settings.message_credits],
    [t('photoCost'), settings.photo_credits],
    [t('giftCost'), settings.gift_credits],
  ];
  return (
    <div className="container py-4">
      <h1 className="h2">{t('title')}</h1>
      <p className="lead">{t('intro', { site: settings.name })}</p>
      <p>
        <strong>{t('noSubscription')}</strong>
      </p>
      {/* The shop loads after mount with these messages (IntlIsland): none in the first load. */}
      <DeferredMessages namespaces={PAYMENT_ISLAND_MESSAGES}>
        <LazyPricingShop loggedIn={Boolean(user)} loading={tc('loading')} />
      </DeferredMessages>
      <div className="row g-4 mt-2">
        <section className="col-md-6" aria-labelledby="pricing-costs">
          <h2 id="pricing-costs" className="h4">
            {t('costsTitle')}
          </h2>
          <table className="table" data-testid="pricing-costs">
            <tbody>
              {costs.map(([label, credits]) => (
                <tr key={label}>
                  <th scope="row" className="fw-normal">
                    {label}
                  </th>
                  <td className="text-end">{tp('credits', { count: credits })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {minimum && (
            <p className="text-body-secondary" data-testid="pricing-minimum">
              {t('minimumLine', {
                price: format.number(minimum.costs / 100, { style: 'currency', currency: minimum.currency }),
              })}
            </p>
          )}
        </section>
        <section className="col-md-6" aria-labelledby="pricing-refund">
          <h2 id="pricing-refund" className="h4">
            {t('refundTitle')}
          </h2>
          <p data-testid="pricing-refund">{t('refund', { days: settings.refund_days })}</p>
          <Link href="/pages/return-policy">{t('returnPolicy')}</Link>
        </section>
      </div>
      <p className="mt-4">
        {user ? (
          <Link href="/credits" className="btn btn-success btn-lg">
            {t('buy')}
          </Link>
        ) : (
          <Link href="/signup" className="btn btn-success btn-lg">
            {t('signupToBuy')}
          </Link>
        )}
      </p>
    </div>
  );
}
