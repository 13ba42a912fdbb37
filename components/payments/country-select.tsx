'use client';

import { useId } from 'react';
import { useLocale } from 'next-intl';

type Props = {
  label: string;
  value: string;
  countries: { code: string; currency: string }[];
  onChange: (code: string) => void;
};

/** The payment country, named in the member's language, with its currency. */
export function CountrySelect({ label, value, countries, onChange }: Props) {
  const locale = useLocale();
  const id = useId();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const sorted = [...countries]
    .map((c) => ({ ...c, name: names?.of(c.code) ?? c.code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label mb-0 text-nowrap">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="payment-country"
      >
        {sorted.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name} ({c.currency})
          </option>
        ))}
      </select>
    </div>
  );
}
