import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { Link, redirect } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';
import { PackagesShop } from '@/components/payments/packages-shop';
import { LinkedCode } from '@/components/payments/linked-code';
import { PAYMENT_ISLAND_MESSAGES } from '@/components/payments/island-messages';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ code?: string | string[] }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments.credits');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /credits (spec §2): the packages with price per credit and savings, the discount that applies
 * (time bonus, entered or linked code, welcome code) struck through, and the payment country.
 */
export default async function CreditsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await getPageContext();
  if (!user) return redirect({ href: '/login', locale });
  const t = await getTranslations('payments.credits');
  const raw = (await searchParams).code;
  const code = typeof raw === 'string' ? raw.trim().slice(0, 64) : '';
  return (
    <div className="container py-4">
      <h1 className="h2 mb-1">{t('title')}</h1>
      <p className="text-body-secondary" data-testid="credits-balance">
        {t('balance', { count: user.credits })}
      </p>
      <ClientMessages namespaces={PAYMENT_ISLAND_MESSAGES}>
        <QueryIsland>
          {code && <LinkedCode code={code} />}
          <PackagesShop mode="credits" loggedIn />
        </QueryIsland>
      </ClientMessages>
      <nav className="d-flex flex-wrap gap-3 mt-4" aria-label={t('title')}>
        {user.paid_user && <Link href="/credits/repeat-order">{t('repeatLink')}</Link>}
        <Link href="/transactions">{t('historyLink')}</Link>
      </nav>
    </div>
  );
}
