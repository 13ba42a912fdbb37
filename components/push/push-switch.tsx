'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/lib/session/page-session';
import { usePushStore } from '@/stores/push-store';
import { subscribePush, unsubscribePush } from './push-client';

/**
 * /notifications: push on this device, on or off. On asks for the permission and stores the
 * subscription; off removes it on the server and in the browser. Messages: pushSwitch.
 */
export function PushSwitch() {
  const t = useTranslations('pushSwitch');
  const settings = useSettings();
  const { isCapable, isSubscribed, denied } = usePushStore();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    setPending(true);
    setError(null);
    if (isSubscribed) {
      if (!(await unsubscribePush())) setError(t('failed'));
    } else {
      const result = await subscribePush(settings.push_public_key);
      if (result === 'denied') setError(t('denied'));
      else if (result === 'failed') setError(t('failed'));
    }
    setPending(false);
  };

  return (
    <section className="card mb-4" aria-labelledby="push-switch-title">
      <div className="card-body">
        <h2 id="push-switch-title" className="h5">
          {t('title')}
        </h2>
        {isCapable === false ? (
          <p className="mb-0 text-body-secondary">
            {t('unsupported')} {t('iosHint')}
          </p>
        ) : (
          <>
            <div className="form-check form-switch">
              <input
                id="push-switch"
                className="form-check-input"
                type="checkbox"
                role="switch"
                checked={isSubscribed}
                disabled={pending || isCapable === null || (denied && !isSubscribed)}
                onChange={toggle}
                aria-describedby="push-switch-help"
              />
              <label className="form-check-label" htmlFor="push-switch">
                {t('label')}
              </label>
            </div>
            <p id="push-switch-help" className="form-text mb-0">
              {denied && !isSubscribed ? t('denied') : t('help')}
            </p>
          </>
        )}
        {error && (
          <p className="text-danger mt-2 mb-0" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
