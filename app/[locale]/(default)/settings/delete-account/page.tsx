import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageContext } from '@/lib/server/page-context';
import { deleteOffer } from '@/lib/server/deletion/discount';
import { redirect } from '@/lib/i18n/navigation';
import { ACCOUNT_RESTORE_DAYS } from '@/lib/utils/constants';
import { StayOffer } from '@/components/account-deletion/stay-offer';
import { DeleteAccountForm } from '@/components/account-deletion/delete-account-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { QueryIsland } from '@/components/session/query-island';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('deleteAccount');
  return { title: t('title'), robots: { index: false } };
}

const DELETED_ITEMS = ['profile', 'messages', 'credits', 'likes'] as const;

/**
 * Settings → delete account: what goes, an earlier stay code if any, then the password. The
 * offer to stay (delete_discount) appears once the password confirmed the attempt.
 */
export default async function DeleteAccountPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { site, session } = await getPageContext();
  if (!session) return redirect({ href: '/login', locale });
  const [t, te, offer] = await Promise.all([
    getTranslations('deleteAccount'),
    getTranslations('export'),
    deleteOffer(site, session.user.id),
  ]);

  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul>
        {DELETED_ITEMS.map((item) => (
          <li key={item}>{t(`items.${item}`)}</li>
        ))}
      </ul>
      <p>{t('undo', { days: ACCOUNT_RESTORE_DAYS })}</p>
      <p className="mb-4">
        {te('hint')} {/* An API download, outside the locale routes: a plain link. */}
        <a href="/api/export.php" download>
          {te('action')}
        </a>
      </p>
      <ClientMessages namespaces={['deleteAccount', 'errors']}>
        <QueryIsland>
          {offer.code && <StayOffer offer={offer} />}
          <section className="card border-danger">
            <div className="card-body">
              <DeleteAccountForm />
            </div>
          </section>
        </QueryIsland>
      </ClientMessages>
    </div>
  );
}
