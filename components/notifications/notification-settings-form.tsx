'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@/lib/schemas/notification-kinds';
import { useNotifications, useUpdateNotifications } from '@/lib/api-client/notifications';
import { apiError } from '@/lib/api-client/api-error';
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert';

/** The e-mail notices a member wants: new messages, likes and matches, news and offers. */
export function NotificationSettingsForm() {
  const t = useTranslations('notifications');
  const { data } = useNotifications();
  // Prefetched by the page; the form starts from the stored settings once they are there.
  if (!data) return <p>{t('loading')}</p>;
  return <SettingsForm initial={data.settings} />;
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const t = useTranslations('notifications');
  const te = useTranslations('errors');
  const update = useUpdateNotifications();
  const [values, setValues] = useState<NotificationSettings>(initial);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    try {
      const state = await update.mutateAsync(values);
      setValues(state.settings);
      setOutcome({ ok: true, text: t('saved') });
    } catch (err) {
      setOutcome({ ok: false, text: apiError(err).error === 'offline' ? te('offline') : te('generic') });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="mb-3">
        <legend className="h6">{t('settingsLegend')}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <div className="form-check form-switch mb-2" key={kind}>
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={`notify-${kind}`}
              checked={values[kind]}
              aria-describedby={`notify-${kind}-hint`}
              onChange={(e) => setValues({ ...values, [kind]: e.target.checked })}
            />
            <label className="form-check-label" htmlFor={`notify-${kind}`}>
              {t(`kinds.${kind}.label`)}
            </label>
            <div id={`notify-${kind}-hint`} className="form-text mt-0">
              {t(`kinds.${kind}.hint`)}
            </div>
          </div>
        ))}
      </fieldset>
      <OutcomeAlert outcome={outcome} />
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
