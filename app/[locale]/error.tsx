'use client';

import { useEffect } from 'react';
import { localizePath } from '@/lib/i18n/localize-path';
import { useCurrentLocale, useShellTexts } from '@/lib/i18n/shell';
import { reloadOnceForChunkError } from '@/lib/utils/chunk-reload';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** The generic error page of spec §8: the message (default "Error") and a way back. */
export default function RouteError({ error, reset }: Props) {
  // Translated on the server with the page shell (lib/i18n/shell-texts.ts).
  const t = useShellTexts().errorPage;
  const locale = useCurrentLocale();
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  // Production hides server error messages behind a digest; show ours instead of Next's text.
  const message = error.digest || !error.message ? t.defaultMessage : error.message;
  return (
    <main id="main" className="container py-5 text-center">
      <h1 className="h3">{message}</h1>
      <p className="text-body-secondary">{t.text}</p>
      <div className="d-flex justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t.retry}
        </button>
        {/* A full load, which also starts the page afresh. Not next/link: this boundary is in
            every page's tree, and its own copy of next/link and our navigation was in every
            page's first load (issue 10). */}
        <a href={localizePath('/', locale)} className="btn btn-outline-primary">
          {t.home}
        </a>
      </div>
    </main>
  );
}
