'use client';

import { useSettings } from '@/lib/session/page-session';
import { useLocale, useTranslations } from 'next-intl';

/** "Messages from €0.99": settings.minimum_message_costs for the member's selected country. */
export function MinimumCostLine({ className = 'small text-body-secondary' }: { className?: string }) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const settings = useSettings();
  const cost = settings.minimum_message_costs?.[settings.geoip_selected_country];
  if (!cost) return null;
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: cost.currency }).format(
    cost.costs / 100,
  );
  return (
    <p className={className} data-testid="minimum-message-cost">
      {t('minimumCost', { price })}
    </p>
  );
}
