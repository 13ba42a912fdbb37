'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { timeUntil } from '@/lib/utils/swipe-quota';
import { Icon } from '@/components/ui/icon';
import { useMounted } from '@/components/ui/use-mounted';

/**
 * "You've used your 4 likes for today", with how long until new likes and the local time they
 * come. The countdown needs the browser's clock and time zone, so it appears after mounting
 * (the server's HTML has the first sentence only) and updates every 30 s.
 */
export function SwipeQuotaMessage({ limit, resetsAt }: { limit: number; resetsAt: string }) {
  const t = useTranslations('swipe');
  const locale = useLocale();
  const mounted = useMounted();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const { hours, minutes } = timeUntil(resetsAt, now);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(resetsAt),
  );
  return (
    <div className="alert alert-info d-flex gap-3 align-items-start" data-testid="swipe-quota">
      <Icon name="hourglass-split" className="fs-4" aria-hidden="true" />
      <div>
        <p className="fw-semibold mb-1">{t('quota', { limit })}</p>
        {mounted && <p className="mb-0">{t('quotaReset', { hours, minutes, time })}</p>}
      </div>
    </div>
  );
}
