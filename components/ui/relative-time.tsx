'use client';

import { Suspense, use } from 'react';
import { useLocale } from 'next-intl';
import { loadRelativeTime } from '@/lib/i18n/date-locale-loader';

function Distance({ date, locale }: { date: string; locale: string }) {
  return use(loadRelativeTime(locale))(new Date(date));
}

/**
 * "2 hours ago" in the member's locale (date-fns, spec §5). The formatter and the locale load
 * with the first date shown; while they load, hydration keeps the server's text.
 */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const locale = useLocale();
  return (
    <time className={className} dateTime={date}>
      <Suspense fallback={null}>
        <Distance date={date} locale={locale} />
      </Suspense>
    </time>
  );
}
