'use client';

import { useMemo, type ReactNode, type Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  birthYears,
  datePartOrder,
  daysIn,
  joinDate,
  monthNames,
  splitDate,
  type DatePart,
} from './date-parts';

type Props = {
  /** Prefix of the three selects' ids (`${id}-day`, …). */
  id: string;
  legend: string;
  /** YYYY-MM-DD, possibly with parts still empty ("1990--14"), or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The id of the field's error message. */
  describedBy?: string;
  /** The form library focuses this (the first select) when the date is refused. */
  inputRef?: Ref<HTMLSelectElement>;
  /** The error message, under the selects. */
  children?: ReactNode;
};

const AUTOCOMPLETE: Record<DatePart, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' };

/**
 * The date of birth as day, month and year selects in the order the site's language writes
 * dates, month names in the member's language (issue 11: the browser's date input showed
 * mm/dd/yyyy on English sites and differed per browser). Validation stays with the schema.
 */
export function DateOfBirthField({
  id,
  legend,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  inputRef,
  children,
}: Props) {
  const t = useTranslations('signup.form');
  const locale = useLocale();
  const order = useMemo(() => datePartOrder(locale), [locale]);
  const months = useMemo(() => monthNames(locale), [locale]);
  const years = useMemo(() => birthYears(), []);
  const parts = splitDate(value);
  const days = daysIn(parts.month, parts.year);

  const options: Record<DatePart, { value: string; label: string }[]> = {
    day: Array.from({ length: days }, (_, i) => {
      const day = String(i + 1);
      return { value: day.padStart(2, '0'), label: day };
    }),
    month: months.map((name, i) => ({ value: String(i + 1).padStart(2, '0'), label: name })),
    year: years.map((y) => ({ value: String(y), label: String(y) })),
  };

  const change = (part: DatePart, next: string) => {
    const updated = { ...parts, [part]: next };
    // A day the new month does not have (31 when February is chosen) is asked again.
    if (Number(updated.day) > daysIn(updated.month, updated.year)) updated.day = '';
    onChange(joinDate(updated));
  };

  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6">{legend}</legend>
      <div className="d-flex gap-2">
        {order.map((part, i) => (
          <div key={part} className={part === 'month' ? 'flex-grow-1' : 'flex-shrink-0'}>
            <label htmlFor={`${id}-${part}`} className="visually-hidden">
              {t(part)}
            </label>
            <select
              id={`${id}-${part}`}
              ref={i === 0 ? inputRef : undefined}
              className={`form-select ${invalid ? 'is-invalid' : ''}`}
              autoComplete={AUTOCOMPLETE[part]}
              aria-invalid={invalid || undefined}
              value={parts[part]}
              onChange={(e) => change(part, e.target.value)}
              onBlur={onBlur}
            >
              <option value="">{t(part)}</option>
              {options[part].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
