'use client';

import { useTranslations } from 'next-intl';
import type { SignupStep } from '@/lib/utils/signup-steps';
import { Icon } from '@/components/ui/icon';

/**
 * The step progress indicator (spec §2): an ordered list with the current step marked
 * aria-current="step", and "Step 2 of 7" for everyone (screen readers read it first).
 */
export function StepProgress({ steps, current }: { steps: readonly SignupStep[]; current: SignupStep }) {
  const t = useTranslations('signup.steps');
  const index = Math.max(0, steps.indexOf(current));
  const percent = Math.round(((index + 1) / steps.length) * 100);
  return (
    <nav aria-label={t('label')} className="mb-4">
      <p className="small text-body-secondary mb-1" data-testid="step-counter">
        {t('counter', { current: index + 1, total: steps.length })}
        <span className="visually-hidden">: {t(`names.${current}`)}</span>
      </p>
      <div className="progress mb-2" style={{ height: 6 }} aria-hidden="true">
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      <ol className="list-unstyled d-none d-sm-flex justify-content-between small mb-0 signup-steps">
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={i === index ? 'step' : undefined}
            className={
              i === index ? 'fw-semibold text-primary' : i < index ? 'text-body' : 'text-body-secondary'
            }
          >
            {i < index && <Icon name="check2" className="me-1" aria-hidden="true" />}
            {t(`names.${step}`)}
            {i < index && <span className="visually-hidden"> ({t('done')})</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
