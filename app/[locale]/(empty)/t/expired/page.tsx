import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('oneClick');
  return { title: t('expiredTitle'), robots: { index: false, follow: false } };
}

/** Where a used, expired or revoked one-click link leads (app/[locale]/(empty)/t/[token]/route.ts). */
export default async function OneClickExpiredPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('oneClick');
  return (
    <div className="container py-5" style={{ maxWidth: 560 }}>
      <h1 className="h3 mb-3">{t('expiredTitle')}</h1>
      <p>{t('expiredBody')}</p>
      <Link href="/login" className="btn btn-primary me-2">
        {t('login')}
      </Link>
      <Link href="/" className="btn btn-outline-secondary">
        {t('home')}
      </Link>
    </div>
  );
}
