'use client';

import { useTranslations } from 'next-intl';
import { labelKey, toInput, type Field } from './site-fields';

type Props = {
  field: Field;
  /** The stored value (the form starts from it). */
  value: unknown;
  error?: string;
  /** Shown, not changeable here (the fictional warning once on). */
  locked?: boolean;
};

/** One labelled control of the site form, its help and its refusal (aria-describedby both). */
export function SiteField({ field, value, error, locked }: Props) {
  const t = useTranslations('admin.sites');
  const key = labelKey(field.path);
  const id = `site-${key}`;
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const help = field.help && (
    <div id={helpId} className="form-text">
      {t(`help.${key}`)}
    </div>
  );
  const feedback = error && (
    <div id={errorId} className="invalid-feedback d-block">
      {error}
    </div>
  );

  if (field.kind === 'bool') {
    return (
      <div className="col-12 col-md-6 col-xl-4">
        <div className="form-check">
          <input
            id={id}
            name={field.path}
            type="checkbox"
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            defaultChecked={value !== false}
            disabled={locked}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
          <label className="form-check-label" htmlFor={id}>
            {t(`fields.${key}`)}
          </label>
          {help}
          {feedback}
        </div>
      </div>
    );
  }

  if (field.kind === 'multi') {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <fieldset className="col-12 col-md-6 col-xl-4" aria-describedby={describedBy}>
        <legend className="form-label fs-6">{t(`fields.${key}`)}</legend>
        {field.options!.map((o) => (
          <div className="form-check form-check-inline" key={o}>
            <input
              id={`${id}-${o}`}
              name={field.path}
              value={o}
              type="checkbox"
              className="form-check-input"
              defaultChecked={chosen.includes(o)}
            />
            <label className="form-check-label" htmlFor={`${id}-${o}`}>
              {t(`options.${key}.${o}`)}
            </label>
          </div>
        ))}
        {help}
        {feedback}
      </fieldset>
    );
  }

  const common = {
    id,
    name: field.path,
    className: `${field.kind === 'select' ? 'form-select' : 'form-control'}${error ? ' is-invalid' : ''}`,
    defaultValue: toInput(field, value),
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
  };
  const control =
    field.kind === 'select' ? (
      <select {...common}>
        {field.options!.map((o) => (
          <option key={o} value={o}>
            {t(`options.${key}.${o}`)}
          </option>
        ))}
      </select>
    ) : field.kind === 'textarea' ? (
      <textarea {...common} rows={2} />
    ) : (
      <input
        {...common}
        type={
          field.kind === 'number'
            ? 'number'
            : field.kind === 'email'
              ? 'email'
              : field.kind === 'date'
                ? 'date'
                : 'text'
        }
        step={field.kind === 'number' ? 'any' : undefined}
      />
    );
  return (
    <div className={field.kind === 'textarea' ? 'col-12' : 'col-12 col-md-6 col-xl-4'}>
      <label className="form-label" htmlFor={id}>
        {t(`fields.${key}`)}
      </label>
      {control}
      {help}
      {feedback}
    </div>
  );
}
