import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n/localize-path';

// The way home is a plain link (a full load): the not-found boundary is part of every page's
// tree, and each boundary that renders next/link adds its own copy of it to every page's first
// load (issue 10).

export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('notFound'), getLocale()]);
  return (
    <main id="main" className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">{t('text')}</p>
      <a href={localizePath('/', locale)} className="btn btn-primary">
        {t('home')}
      </a>
    </main>
  );
}
