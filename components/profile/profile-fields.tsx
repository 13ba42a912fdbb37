'use client';

import type { ComponentPropsWithRef } from 'react';

// Labelled Bootstrap inputs for the profile form; useForm's register() (lib/forms/use-form) spreads onto them
// (React 19 passes `ref` as a prop). The error is tied to the field and announced.

type Common = { id: string; label: string; error?: string };

export function TextField({ id, label, error, ...input }: Common & ComponentPropsWithRef<'input'>) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        className={`form-control ${error ? 'is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

type SelectProps = Common & {
  options: { value: string; label: string }[];
  /** Shown as the empty choice ("not specified"); without it a value is required. */
  placeholder?: string;
} & ComponentPropsWithRef<'select'>;

export function SelectField({ id, label, error, options, placeholder, ...select }: SelectProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        className={`form-select ${error ? 'is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
