import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('text')}</p>
      <Link href="/" className="btn btn-primary">
        {t('home')}
      </Link>
    </main>
  );
}
