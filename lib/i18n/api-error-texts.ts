// A form's error messages without next-intl's client runtime (issue 10: about 3.5 kB gzip in the
// first load of /login, /signup and /complaints): the server translates the messages of the
// errors the form can meet, leaving the details only the answer knows as "{minutes}"-style slots,
// which the browser fills in. Every message still comes from messages/*.json through next-intl;
// the messages of `errors` take their details as plain arguments (tests/unit/api-error-texts.test.ts).
import { apiError } from '@/lib/api-client/api-error';
import type { Translate } from './shell-texts';

/** Error code → its message with open slots; always has `generic` and `offline`. */
export type ApiErrorTexts = Record<string, string>;

/** The details the messages of `errors` show, left open for the browser. */
export const ERROR_DETAILS = ['minutes', 'refund_days'] as const;

const slots = Object.fromEntries(ERROR_DETAILS.map((name) => [name, `{${name}}`]));

/** Server: the messages of these error codes (under `errors`), with `generic` and `offline`. */
export function apiErrorTexts(t: Translate, codes: readonly string[]): ApiErrorTexts {
  const texts: ApiErrorTexts = {};
  for (const code of [...codes, 'generic', 'offline']) texts[code] = t(`errors.${code}`, slots);
  return texts;
}

/** A message with its slots filled in ("{minutes}" → 12); slots without a value stay as they are. */
export function fill(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : slot;
  });
}

/** Browser: the message for a failed request, from the texts the server gave (else the generic one). */
export function apiErrorText(err: unknown, texts: ApiErrorTexts): string {
  const { error, ...details } = apiError(err);
  return fill(Object.hasOwn(texts, error) ? texts[error] : texts.generic, details);
}
