'use client';

import { useEffect, useState } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { reloadOnceForChunkError } from '@/lib/utils/chunk-reload';
import en from '@/messages/en.json';

type Texts = { fatal: string; home: string };

function localeFromPath(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Shown when the error page itself failed (spec §8). It replaces the root layout, so it has
 * no next-intl provider: it loads its two strings for the URL's locale itself.
 */
export default function GlobalError({ error }: { error: Error }) {
  const [locale] = useState<Locale>(() => (typeof window === 'undefined' ? defaultLocale : localeFromPath()));
  const [texts, setTexts] = useState<Texts>(en.errorPage);

  useEffect(() => {
    reloadOnceForChunkError(error);
    if (locale !== defaultLocale) {
      import(`@/messages/${locale}.json`)
        .then((m: { default: { errorPage: Texts } }) => setTexts(m.default.errorPage))
        .catch(() => undefined);
    }
  }, [error, locale]);

  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{texts.fatal}</h1>
        <a href={locale === defaultLocale ? '/' : `/${locale}`}>{texts.home}</a>
      </body>
    </html>
  );
}
