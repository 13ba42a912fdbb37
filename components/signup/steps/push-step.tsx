'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { subscribePush } from '@/components/push/push-client';
import { StepActions, StepError } from './step-actions';

/**
 * Step "push": offers notifications. The flow only shows it when the device can take push (our
 * service worker active, PushManager); the subscription is stored for the new member and the
 * push store follows (components/push/push-client.ts).
 */
export function PushStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('signup.push');
  const settings = useSettings();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const enable = async () => {
    setError(null);
    setPending(true);
    const result = await subscribePush(settings.push_public_key);
    setPending(false);
    if (result === 'subscribed') onDone();
    else setError(t(result === 'denied' ? 'denied' : 'failed'));
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
