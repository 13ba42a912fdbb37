'use client';

import { useTranslations } from 'next-intl';

/** The footer of a step: skip (where the step is optional) and the primary action. */
export function StepActions({
  onSkip,
  primaryLabel,
  pending = false,
  primaryType = 'submit',
  onPrimary,
}: {
  onSkip?: () => void;
  primaryLabel?: string;
  pending?: boolean;
  primaryType?: 'submit' | 'button';
  onPrimary?: () => void;
}) {
  const t = useTranslations('signup.actions');
  return (
    <div className="d-flex justify-content-between align-items-center gap-2 mt-4">
      {onSkip ? (
        <button
          type="button"
          className="btn btn-link text-body-secondary"
          onClick={onSkip}
          disabled={pending}
        >
          {t('skip')}
        </button>
      ) : (
        <span />
      )}
      <button type={primaryType} className="btn btn-primary px-4" disabled={pending} onClick={onPrimary}>
        {pending ? t('saving') : (primaryLabel ?? t('next'))}
      </button>
    </div>
  );
}

/** The error line of a step after a failed save. */
export function StepError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert">
      {message}
    </div>
  );
}
