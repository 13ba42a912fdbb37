'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/lib/i18n/navigation';
import type { Countdown } from '@/lib/schemas/discount-code';

export function countdownText({ hours, minutes, seconds }: Countdown): string {
  return `${hours}:${minutes}:${seconds}`;
}

/**
 * The welcome-bonus banner of spec §2: star, the hh:mm:ss countdown, star; the whole banner
 * links to /credits. The countdown itself is hidden from screen readers (a text changing every
 * second would be read out endlessly); the link's name says what the offer is.
 */
export function TimeBonusBanner({ countdown, percent }: { countdown: Countdown; percent: number }) {
  const t = useTranslations('timeBonus');
  return (
    <div className="container mt-2">
      <Link
        href="/credits"
        className="alert alert-warning d-flex align-items-center justify-content-center gap-2 mb-0 text-decoration-none fw-semibold"
        data-testid="time-bonus-banner"
        aria-label={t('bannerLabel', { percent })}
      >
        <Icon name="star-fill" aria-hidden="true" className="text-body-emphasis" />
        <span>
          {t('bannerText', { percent })}{' '}
          <span className="font-monospace" data-testid="time-bonus-countdown">
            {countdownText(countdown)}
          </span>
        </span>
        <Icon name="star-fill" aria-hidden="true" className="text-body-emphasis" />
      </Link>
    </div>
  );
}
