'use client';

import { useTranslations } from 'next-intl';
import { PASSWORD_MIN } from '@/lib/schemas/password-limits';
import { SIGNUP_MIN_AGE } from '@/lib/utils/constants';

/**
 * A field's validation message. Schemas speak in codes (lib/schemas/signup.ts); this turns a
 * code into the sentence of `signup.errors`, with the minimum age and length limits filled in.
 */
export function FieldError({ id, code, max }: { id: string; code: string | undefined; max?: number }) {
  const t = useTranslations('signup.errors');
  if (!code) return null;
  const key = t.has(code) ? code : 'invalid';
  return (
    <div id={id} className="invalid-feedback d-block" role="alert">
      {t(key, { age: SIGNUP_MIN_AGE, min: PASSWORD_MIN, max: max ?? 0 })}
    </div>
  );
}
