'use client';

import { useTranslations } from 'next-intl';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/schemas/password-limits';
import { apiError } from '@/lib/api-client/api-error';

const FIELD_CODES = new Set([
  'password_too_short',
  'password_too_long',
  'passwords_mismatch',
  'email_invalid',
  'required',
]);

/**
 * Translates the codes the shared zod schemas put in their issue messages (client-side and in
 * a 422 from the server), and turns a failed request into one sentence for a role="alert".
 */
export function useCredentialErrors() {
  const t = useTranslations('credentials.errors');
  const te = useTranslations('errors');

  const field = (code: string | undefined): string | undefined => {
    if (!code) return undefined;
    if (!FIELD_CODES.has(code)) return t('required');
    return t(code as 'required', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  };

  /** `known` maps the endpoint's own refusal codes to sentences; everything else is generic. */
  const request = (err: unknown, known: Record<string, (details: Record<string, unknown>) => string>) => {
    const e = apiError(err);
    if (known[e.error]) return known[e.error](e);
    if (e.error === 'invalid_input') {
      const issues = (e.issues as { message?: string }[] | undefined) ?? [];
      const first = issues.find((i) => i.message && FIELD_CODES.has(i.message));
      if (first) return field(first.message);
    }
    // Forms that ask for the password again share the login limits.
    if (e.error === 'account_blocked' || e.error === 'login_throttled') {
      return te(e.error, { minutes: Number(e.minutes) });
    }
    return e.error === 'offline' ? te('offline') : te('generic');
  };

  return { field, request };
}
