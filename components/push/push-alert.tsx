'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { Icon } from '@/components/ui/icon';
import { pushAlertVisible } from '@/lib/utils/push-alert-rule';
import { useAlertsStore } from '@/stores/alerts-store';
import { usePushStore } from '@/stores/push-store';
import { useMounted } from '@/components/ui/use-mounted';
import { subscribePush } from './push-client';

/**
 * Spec §4 push alert: offers notifications when this device can take them and is not subscribed
 * (the rule: lib/utils/push-alert-rule.ts). Dismissible; the dismissal is remembered
 * (alerts store, localStorage). Messages: pushAlert, alerts.
 */
export function PushAlert({ route }: { route: string | null }) {
  const t = useTranslations('pushAlert');
  const tAlerts = useTranslations('alerts');
  const user = useCurrentUser();
  const settings = useSettings();
  const { isCapable, isSubscribed, denied } = usePushStore();
  const dismissedAt = useAlertsStore((s) => s.dismissedAt.push);
  const dismiss = useAlertsStore((s) => s.dismiss);
  const mounted = useMounted();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const visible = pushAlertVisible({
    loggedIn: Boolean(user),
    capable: isCapable,
    subscribed: isSubscribed,
    denied,
    dismissed: dismissedAt !== undefined,
    route,
  });
  if (!mounted || (!visible && !error)) return null;

  const enable = async () => {
    setPending(true);
    setError(null);
    const result = await subscribePush(settings.push_public_key);
    setPending(false);
    if (result === 'denied') setError(t('denied'));
    else if (result === 'failed') setError(t('failed'));
  };

  return (
    <div className="container mt-2">
      <div
        className="alert alert-primary d-flex align-items-center gap-2 gap-sm-3 py-2 mb-0"
        role="region"
        aria-labelledby="push-alert-text"
      >
        <Icon name="bell-fill" className="fs-5 flex-shrink-0" aria-hidden="true" />
        <p id="push-alert-text" className="flex-grow-1 mb-0">
          {error ?? t('text')}
        </p>
        {!error && (
          <button
            type="button"
            className="btn btn-primary btn-sm flex-shrink-0"
            onClick={enable}
            disabled={pending}
          >
            {t('enable')}
          </button>
        )}
        <button
          type="button"
          className="btn-close flex-shrink-0"
          aria-label={tAlerts('dismiss')}
          onClick={() => {
            setError(null);
            dismiss('push');
          }}
        />
      </div>
    </div>
  );
}
