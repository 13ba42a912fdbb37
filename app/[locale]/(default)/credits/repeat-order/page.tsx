import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { redirect } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';
import { RepeatOrder } from '@/components/payments/repeat-order';
import { PAYMENT_ISLAND_MESSAGES } from '@/components/payments/island-messages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payments.repeat');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /credits/repeat-order (spec §2): repeat the last paid order in one step. */
export default async function RepeatOrderPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { user } = await getPageContext();
  if (!user) return redirect({ href: '/login', locale });
  const t = await getTranslations('payments.repeat');
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h2 mb-3">{t('title')}</h1>
      <ClientMessages namespaces={PAYMENT_ISLAND_MESSAGES}>
        <QueryIsland>
          <RepeatOrder />
        </QueryIsland>
      </ClientMessages>
    </div>
  );
}
