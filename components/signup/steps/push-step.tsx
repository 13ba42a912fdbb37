'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { http } from '@/lib/api-client/http';
import { useSettings } from '@/lib/api-client/settings';
import { StepActions, StepError } from './step-actions';

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Step "push": offers notifications. The flow only shows it when the device can take push (a
 * registered service worker and PushManager); before the push issue adds the worker it skips itself.
 */
export function PushStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('signup.push');
  const settings = useSettings();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enable = async () => {
    setError(null);
    setPending(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setError(t('denied'));
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(settings.push_public_key),
      });
      await http.post('/user.php?push=1', subscription.toJSON());
      onDone();
    } catch {
      setError(t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="push-step-title">
      <h2 id="push-step-title" className="h4" tabIndex={-1}>
        {t('title')}
      </h2>
      <p className="text-body-secondary">{t('intro')}</p>
      <StepError message={error} />
      <StepActions
        onSkip={onDone}
        primaryType="button"
        onPrimary={enable}
        pending={pending}
        primaryLabel={t('enable')}
      />
    </section>
  );
}
