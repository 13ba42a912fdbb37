import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { getPageContext } from '@/lib/server/page-context';
import { Link } from '@/lib/i18n/navigation';
import { PHOTOS_MAX_PREMIUM } from '@/lib/utils/constants';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';
import { PackagesShop } from '@/components/payments/packages-shop';
import { PAYMENT_ISLAND_MESSAGES } from '@/components/payments/island-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments.premium');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /premium (spec §2): what premium gives and the packages; the first purchase makes a member
 * premium for good (no subscription). Visitors see the same, with sign-up instead of "Choose".
 */
export default async function PremiumPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await getPageContext();
  const t = await getTranslations('payments.premium');
  const tp = await getTranslations('payments.pricing');
  const benefits = [
    t('benefitPhotos'),
    t('benefitUpload', { count: PHOTOS_MAX_PREMIUM }),
    t('benefitFeatures'),
  ];
  return (
    <div className="container py-4">
      <h1 className="h2 mb-2">{t('title')}</h1>
      {user?.paid_user ? (
        <p className="lead" data-testid="already-premium">
          {t('alreadyPremium')}
        </p>
      ) : (
        <p className="lead">{t('intro')}</p>
      )}
      <section aria-labelledby="premium-benefits" className="mb-4">
        <h2 id="premium-benefits" className="h4">
          {t('benefitsTitle')}
        </h2>
        <ul className="list-unstyled mb-0">
          {benefits.map((b) => (
            <li key={b} className="d-flex align-items-start gap-2 mb-1">
              <Icon name="check-circle-fill" aria-hidden="true" className="text-primary mt-1 flex-shrink-0" />
              <span>{b}</span>
            </li>
          ))}
        </ul>
      </section>
      <ClientMessages namespaces={PAYMENT_ISLAND_MESSAGES}>
        <QueryIsland>
          <PackagesShop mode="premium" loggedIn={Boolean(user)} />
        </QueryIsland>
      </ClientMessages>
      {!user && (
        <p className="mt-4">
          <Link href="/signup" className="btn btn-success btn-lg">
            {tp('signupToBuy')}
          </Link>
        </p>
      )}
    </div>
  );
}
