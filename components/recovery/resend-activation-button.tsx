'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useResendActivation } from '@/lib/api-client/activation';
import { apiError } from '@/lib/api-client/api-error';

/** "Send a new activation link", with the outcome announced next to it. */
export function ResendActivationButton({
  email,
  className = 'btn btn-primary',
}: {
  email: string;
  className?: string;
}) {
  const t = useTranslations('activation');
  const te = useTranslations('errors');
  const resend = useResendActivation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onClick = async () => {
    setOutcome(null);
    try {
      await resend.mutateAsync();
      setOutcome({ ok: true, text: t('resent', { email }) });
    } catch (err) {
      const e = apiError(err);
      const text =
        e.error === 'activation_resend_limit'
          ? t('errors.activation_resend_limit', { max: Number(e.max ?? 3) })
          : e.error === 'already_confirmed'
            ? t('errors.already_confirmed')
            : e.error === 'offline'
              ? te('offline')
              : te('generic');
      setOutcome({ ok: false, text });
    }
  };

  return (
    <div>
      <button type="button" className={className} onClick={() => void onClick()} disabled={resend.isPending}>
        {resend.isPending ? t('resending') : t('resend')}
      </button>
      {outcome && (
        <p
          className={`mt-2 mb-0 small ${outcome.ok ? 'text-success' : 'text-danger'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
    </div>
  );
}
