// @vitest-environment node
// Error messages translated on the server with their details left open, filled in by the browser
// (lib/i18n/api-error-texts.ts, issue 10): for every message of `errors` in every locale, the
// filled-in text is the one next-intl gives with the values, with the full ICU formatter (tests,
// scripts) and with the compiled messages the build uses (icu-minify).
import fs from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { locales } from '@/lib/i18n/locales';
import { apiErrorText, apiErrorTexts, ERROR_DETAILS, fill } from '@/lib/i18n/api-error-texts';
import type { Translate } from '@/lib/i18n/shell-texts';

type Messages = AbstractIntlMessages & { errors: Record<string, unknown> };

const messagesOf = (locale: string): Messages =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Messages;

/** The details a server error may carry, as values (a number where a message may count). */
const VALUES = { minutes: 12, refund_days: 14 };

const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};

/** A translator over the compiled messages, as the build's (next.config.ts: precompile). */
function compiledTranslate(locale: string, messages: Messages): Translate {
  return (key, values) => {
    const source = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
    return String(format(compile(source as string), locale, values, { formatters }));
  };
}

const codes = (messages: Messages) =>
  Object.entries(messages.errors)
    .filter(([, v]) => typeof v === 'string')
    .map(([k]) => k);

describe('apiErrorTexts', () => {
  it.each(locales)(
    '%s: each message of `errors` shows only details the browser fills in, as plain values',
    (locale) => {
      for (const [code, text] of Object.entries(messagesOf(locale).errors)) {
        if (typeof text !== 'string') continue;
        for (const [, arg, rest] of text.matchAll(/\{\s*(\w+)\s*(,[^}]*)?\}/g)) {
          expect(ERROR_DETAILS, `${locale} errors.${code}: {${arg}}`).toContain(arg);
          expect(rest, `${locale} errors.${code}: {${arg}} is formatted (plural, number…)`).toBeUndefined();
        }
      }
    },
  );

  it.each(locales)('%s: open slots filled in give the text formatted with the values', (locale) => {
    const messages = messagesOf(locale);
    const icu = createTranslator({ locale, messages }) as unknown as Translate;
    const compiled = compiledTranslate(locale, messages);
    const all = codes(messages);
    for (const t of [icu, compiled]) {
      const texts = apiErrorTexts(t, all);
      for (const code of all) expect(fill(texts[code], VALUES), code).toBe(t(`errors.${code}`, VALUES));
    }
  });

  it('always has the generic and offline messages', () => {
    const t = createTranslator({ locale: 'en', messages: messagesOf('en') }) as unknown as Translate;
    expect(Object.keys(apiErrorTexts(t, ['login_failed'])).sort()).toEqual([
      'generic',
      'login_failed',
      'offline',
    ]);
  });
});

describe('apiErrorText', () => {
  const texts = {
    generic: 'Something went wrong',
    offline: 'You are offline',
    login_throttled: 'Try again in {minutes} min.',
  };
  const failure = (response?: { status: number; data?: unknown }) => ({ isAxiosError: true, response });

  it("fills the server's details into its code's message", () => {
    expect(
      apiErrorText(failure({ status: 429, data: { error: 'login_throttled', minutes: 12 } }), texts),
    ).toBe('Try again in 12 min.');
  });

  it('gives the generic message for a code the form does not know, a server failure or a thrown error', () => {
    expect(apiErrorText(failure({ status: 409, data: { error: 'email_taken' } }), texts)).toBe(
      'Something went wrong',
    );
    expect(apiErrorText(failure({ status: 400, data: { error: 'constructor' } }), texts)).toBe(
      'Something went wrong',
    );
    expect(apiErrorText(failure({ status: 502, data: '<html>' }), texts)).toBe('Something went wrong');
    expect(apiErrorText(new Error('chunk failed'), texts)).toBe('Something went wrong');
  });

  it('says offline when no answer came', () => {
    expect(apiErrorText(failure(), texts)).toBe('You are offline');
  });

  it('leaves a slot without a value as it is, and fills only plain values', () => {
    expect(fill('{a} and {b}', { a: 1, b: { x: 1 } })).toBe('1 and {b}');
  });
});
