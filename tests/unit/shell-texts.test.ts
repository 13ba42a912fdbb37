// @vitest-environment node
// The page shell's strings, translated on the server (lib/i18n/shell-texts.ts, issue 10): every
// locale has each of them, with the site's name and the plural forms of the credits badge.
import fs from 'node:fs';
import path from 'node:path';
import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { locales } from '@/lib/i18n/locales';
import { shellTexts, type ShellTexts, type Translate } from '@/lib/i18n/shell-texts';

function textsIn(locale: string, site = 'Flirtville'): ShellTexts {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as AbstractIntlMessages;
  const errors: unknown[] = [];
  const t = createTranslator({ locale, messages, onError: (e) => errors.push(e) });
  const texts = shellTexts(t as unknown as Translate, site);
  expect(errors).toEqual([]);
  return texts;
}

const strings = (texts: ShellTexts): string[] =>
  Object.values(texts).flatMap((group) => Object.values(group).flat() as string[]);

describe('shellTexts', () => {
  it.each(locales)('%s: every string is there and none is empty', (locale) => {
    const texts = textsIn(locale);
    for (const s of strings(texts)) expect(s.trim()).not.toBe('');
    expect(texts.nav.home).toContain('Flirtville');
    expect(texts.entryWarning.body).toContain('Flirtville');
  });

  it('English, as the messages say it', () => {
    const texts = textsIn('en', 'Heartline');
    expect(texts.nav.home).toBe('Heartline home');
    expect(texts.nav.login).toBe('Log in');
    expect(texts.member.creditsLeft[1]).toBe('1 credit left');
    expect(texts.member.creditsLeft[5]).toBe('5 credits left');
    expect(texts.member.creditsLeft).toHaveLength(11);
  });

  it('Polish keeps its own plural forms for the credits badge', () => {
    const { creditsLeft } = textsIn('pl').member;
    expect(
      new Set([creditsLeft[1], creditsLeft[2], creditsLeft[5]].map((s) => s.replace(/\d+/, '#'))).size,
    ).toBe(3);
  });

  it('the German texts differ from the English ones', () => {
    expect(textsIn('de').errorPage.retry).not.toBe(textsIn('en').errorPage.retry);
  });
});
