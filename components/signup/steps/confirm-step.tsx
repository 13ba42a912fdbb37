'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/session/page-session';
import { Link } from '@/lib/i18n/navigation';
import { useResendActivation } from '@/lib/api-client/activation';
import { apiError } from '@/lib/api-client/api-error';
import { useSignupStore } from '@/stores/signup-store';
import { StepActions, StepError } from './step-actions';

/**
 * Step "confirm e-mail": where the activation link went, resend it, or change the address. A
 * signup that began with a message is told the message goes out once the address is confirmed.
 */
export function ConfirmStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('signup.confirm');
  const tm = useTranslations('signupMatches');
  const tg = useTranslations('errors');
  const user = useCurrentUser();
  const resend = useResendActivation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = user?.status === 'confirmed';
  const withMessage = useSignupStore((s) => s.withMessage);

  const onResend = async () => {
    setError(null);
    setSent(false);
    try {
      await resend.mutateAsync();
      setSent(true);
    } catch (err) {
      const e = apiError(err);
      if (e.error === 'activation_resend_limit') setError(t('limit', { max: Number(e.max) }));
      else if (e.error === 'already_confirmed') setError(t('already'));
      else setError(e.error === 'offline' ? tg('offline') : tg('generic'));
    }
  };

  return (
    <section aria-labelledby="confirm-step-title">
      <h2 id="confirm-step-title" className="h4" tabIndex={-1}>
        {confirmed ? t('doneTitle') : t('title')}
      </h2>
      {confirmed ? (
        <p>{t('doneBody')}</p>
      ) : (
        <>
          <p>{t.rich('body', { email: user?.email ?? '', strong: (chunks) => <strong>{chunks}</strong> })}</p>
          {withMessage && <p>{t('messageHeld')}</p>}
          <p className="text-body-secondary small">{t('hint')}</p>
          <div className="d-flex flex-wrap gap-3 align-items-center">
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={onResend}
              disabled={resend.isPending}
            >
              {resend.isPending ? t('resending') : t('resend')}
            </button>
            <Link href="/settings">{t('change')}</Link>
          </div>
          {sent && (
            <div className="alert alert-success mt-3 mb-0" role="status">
              {t('sent', { email: user?.email ?? '' })}
            </div>
          )}
          <StepError message={error} />
        </>
      )}
      {/* The first suggestions (engineer D3's /signup-matches), before or instead of finishing. */}
      <p className="mt-4 mb-0">
        <Link href="/signup-matches">{tm('confirmLink')}</Link>
      </p>
      <StepActions primaryType="button" onPrimary={onDone} primaryLabel={t('finish')} />
    </section>
  );
}
