'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { reloadOnceForChunkError } from '@/lib/utils/chunk-reload';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** The generic error page of spec §8: the message (default "Error") and a way back. */
export default function RouteError({ error, reset }: Props) {
  const t = useTranslations('errorPage');
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  // Production hides server error messages behind a digest; show ours instead of Next's text.
  const message = error.digest || !error.message ? t('defaultMessage') : error.message;
  return (
    <main id="main" className="container py-5 text-center">
      <h1 className="h3">{message}</h1>
      <p className="text-body-secondary">{t('text')}</p>
      <div className="d-flex justify-content-center gap-2">
        <button type="button" className="btn btn-primary" onClick={reset}>
          {t('retry')}
        </button>
        <Link href="/" className="btn btn-outline-primary">
          {t('home')}
        </Link>
      </div>
    </main>
  );
}
