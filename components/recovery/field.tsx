'use client';

import type { Registration } from '@/lib/forms/use-form';

type Props = {
  id: string;
  label: string;
  registration: Registration;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** The translated validation message, shown under the field and announced. */
  error?: string;
  hint?: string;
};

/** A labelled Bootstrap input whose error is tied to it (aria-describedby) and announced. */
export function Field({ id, label, registration, type = 'text', autoComplete, error, hint }: Props) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...registration}
      />
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
