'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { DisabledReason } from '@/lib/schemas/notifications';
import { useNotifications, useReenableNotifications } from '@/lib/api-client/notifications';
import { apiError } from '@/lib/api-client/api-error';
import { useAlertsStore } from '@/stores/alerts-store';
import { Icon } from '@/components/ui/icon';

/**
 * Why we send no e-mail (spec §4: spam complaint, bounce, unsubscribe), each explained, each with
 * a way back. A bounce first asks the member to check the address, or to change it.
 */
export function DisabledReasons() {
  const t = useTranslations('notifications');
  const te = useTranslations('errors');
  const { data } = useNotifications();
  const reenable = useReenableNotifications();
  const resetDismissal = useAlertsStore((s) => s.reset);
  const [failure, setFailure] = useState<string | null>(null);
  const [reenabled, setReenabled] = useState(false);

  if (!data) return null;
  if (data.disabled.length === 0) {
    return reenabled ? (
      <div className="alert alert-success" role="status">
        {t('reenabled')}
      </div>
    ) : null;
  }

  const onReenable = async (reason: DisabledReason) => {
    setFailure(null);
    try {
      const state = await reenable.mutateAsync(reason);
      // A later disable should show its alert again.
      if (state.disabled.length === 0) {
        resetDismissal('notificationsDisabled');
        setReenabled(true);
      }
    } catch (err) {
      setFailure(apiError(err).error === 'offline' ? te('offline') : te('generic'));
    }
  };

  return (
    <section className="alert alert-warning" aria-labelledby="disabled-title">
      <h2 id="disabled-title" className="h5">
        <Icon name="envelope-slash" className="me-2" aria-hidden="true" />
        {t('disabledTitle')}
      </h2>
      <p>{t('disabledIntro')}</p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <ul className="list-unstyled mb-0">
        {data.disabled.map((reason) => (
          <li key={reason} className="border-top pt-3 mt-3" data-reason={reason}>
            <p className="fw-semibold mb-1">{t(`reasons.${reason}.title`, { email: data.email })}</p>
            <p className="mb-2">{t(`reasons.${reason}.explain`, { email: data.email })}</p>
            {reason === 'bounce' ? (
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => void onReenable(reason)}
                  disabled={reenable.isPending}
                >
                  {t('bounceConfirm', { email: data.email })}
                </button>
                <Link href="/settings" className="btn btn-outline-primary btn-sm">
                  {t('changeEmail')}
                </Link>
              </div>
            ) : (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => void onReenable(reason)}
                disabled={reenable.isPending}
              >
                {t('reenable')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
