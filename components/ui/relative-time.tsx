'use client';

import { Suspense, use } from 'react';
import { formatDistanceToNowStrict } from 'date-fns';
import { useLocale } from 'next-intl';
import { loadDateLocale } from '@/lib/i18n/date-locale-loader';

function Distance({ date, locale }: { date: string; locale: string }) {
  const dateLocale = use(loadDateLocale(locale));
  return formatDistanceToNowStrict(new Date(date), { addSuffix: true, locale: dateLocale });
}

/**
 * "2 hours ago" in the member's locale (date-fns, spec §5). The locale's chunk loads with the
 * first date shown; while it loads, hydration keeps the server's text.
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
