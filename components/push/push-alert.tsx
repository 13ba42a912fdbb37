'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { pushAlertVisible } from '@/lib/utils/push-alert-rule';
import { takeOverPushOffer } from '@/lib/utils/push-offer';
import { useAlertsStore } from '@/stores/alerts-store';
import { usePushStore } from '@/stores/push-store';
import { useMounted } from '@/components/ui/use-mounted';
import { subscribePush } from './push-client';
import { PushAlertView } from './push-alert-view';

/**
 * Spec §4 push alert: offers notifications when this device can take them and is not subscribed
 * (the rule: lib/utils/push-alert-rule.ts). Dismissible; the dismissal is remembered
 * (alerts store, localStorage). Once it knows the push state it takes the place of the copy the
 * server painted (push-alert-static.tsx) and carries out a press made on that copy. Messages:
 * pushAlert, alerts.
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

  const enable = async () => {
    setPending(true);
    setError(null);
    const result = await subscribePush(settings.push_public_key);
    setPending(false);
    if (result === 'denied') setError(t('denied'));
    else if (result === 'failed') setError(t('failed'));
  };

  // Before paint, so the copy leaves in the frame this alert appears in (or does not).
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (!mounted || isCapable === null || tookOver.current) return;
    tookOver.current = true;
    const intent = takeOverPushOffer();
    if (intent === 'dismiss') dismiss('push');
    // The earlier press, carried out as its own event would have been: after this commit.
    else if (intent === 'enable' && visible) queueMicrotask(() => void enable());
  });

  if (!mounted || (!visible && !error)) return null;

  return (
    <div className="container mt-2">
      <PushAlertView
        textId="push-alert-text"
        text={error ?? t('text')}
        enable={error ? null : { label: t('enable'), onClick: enable, disabled: pending }}
        dismiss={{
          label: tAlerts('dismiss'),
          onClick: () => {
            setError(null);
            dismiss('push');
          },
        }}
      />
    </div>
  );
}
