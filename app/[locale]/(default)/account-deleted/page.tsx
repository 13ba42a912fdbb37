import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ACCOUNT_RESTORE_DAYS } from '@/lib/utils/constants';
import { Icon } from '@/components/ui/icon';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountDeleted');
  return { title: t('title'), robots: { index: false } };
}

/** Spec route /account-deleted: where the browser goes once the account is deleted. */
export default async function AccountDeletedPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('accountDeleted');
  return (
    <div className="container py-5" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">
        <Icon name="check-circle" className="text-success me-2" aria-hidden="true" />
        {t('title')}
      </h1>
      <p>{t('body', { days: ACCOUNT_RESTORE_DAYS })}</p>
      <p className="text-body-secondary">{t('farewell')}</p>
      <Link href="/" className="btn btn-primary">
        {t('home')}
      </Link>
    </div>
  );
}
