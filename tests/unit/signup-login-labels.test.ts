import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n/locales';

// Issue 11, item 5: a German visitor saw "Kostenlos anmelden" beside "Anmelden". Every label
// that starts a sign-up must read clearly apart from every label that logs in, in every locale.
const SIGNUP_KEYS = [
  'signup.cta',
  'signup.form.submit',
  'signup.modal.title',
  'home.signupCta',
  'login.signup',
  'members.signupCta',
  'swipe.signup',
  'matchFinder.signup',
];
const LOGIN_KEYS = [
  'nav.login',
  'login.title',
  'login.submit',
  'signup.form.login',
  'signup.closed.login',
  'activation.loginAction',
  'accountRestore.login',
  'members.loginCta',
  'swipe.login',
  'matchFinder.login',
];

function load(locale: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
}

function label(messages: Record<string, unknown>, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`missing ${key}`);
  return value.toLocaleLowerCase();
}

/** Words long enough to carry meaning ("się", "dig", "in" are grammar, not the action). */
function words(text: string): string[] {
  return text.split(/[^\p{L}]+/u).filter((word) => word.length >= 4);
}

describe.each([...locales])('sign-up and log-in labels in %s', (locale) => {
  const messages = load(locale);
  const signups = [...new Set(SIGNUP_KEYS.map((key) => label(messages, key)))];
  const logins = [...new Set(LOGIN_KEYS.map((key) => label(messages, key)))];

  it('differ, and neither contains the other', () => {
    for (const signup of signups) {
      for (const login of logins) {
        expect(signup, `${signup} / ${login}`).not.toBe(login);
        expect(signup.includes(login), `"${signup}" contains "${login}"`).toBe(false);
        expect(login.includes(signup), `"${login}" contains "${signup}"`).toBe(false);
      }
    }
  });

  it('share no word', () => {
    for (const signup of signups) {
      for (const login of logins) {
        const shared = words(signup).filter((word) => words(login).includes(word));
        expect(shared, `${signup} / ${login}`).toEqual([]);
      }
    }
  });
});
