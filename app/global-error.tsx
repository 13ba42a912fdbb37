'use client';

import { useEffect, useState } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { reloadOnceForChunkError } from '@/lib/utils/chunk-reload';
import { readErrorTexts, type ErrorTexts } from '@/components/i18n/error-texts';

function localeFromPath(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Shown when the error page itself failed (spec §8). It replaces the root layout, so it has
 * no next-intl provider. Its two strings come from the page it replaces (the locale layout
 * writes them into every page), else from the URL's locale file, loaded on demand: a static
 * import of a messages file would put the whole of it into every page's first load (issue 10).
 */
export default function GlobalError({ error }: { error: Error }) {
  const [locale] = useState<Locale>(() => (typeof window === 'undefined' ? defaultLocale : localeFromPath()));
  const [texts, setTexts] = useState<ErrorTexts | null>(() =>
    typeof document === 'undefined' ? null : readErrorTexts(document),
  );

  useEffect(() => {
    reloadOnceForChunkError(error);
    if (!texts) {
      import(`@/messages/${locale}.json`)
        .then((m: { default: { errorPage: ErrorTexts } }) => setTexts(m.default.errorPage))
        .catch(() => undefined);
    }
  }, [error, locale, texts]);

  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        {texts && (
          <>
            <h1 style={{ fontSize: '1.5rem' }}>{texts.fatal}</h1>
            <a href={locale === defaultLocale ? '/' : `/${locale}`}>{texts.home}</a>
          </>
        )}
      </body>
    </html>
  );
}
