// The footer's copyright line (issue 11, item 8): one full stop after the company name, whether or
// not the name ends with one ("Heartline Media B.V."), in every locale.
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { locales } from '@/lib/i18n/locales';
import type { Settings } from '@/lib/schemas/settings';

const intl = vi.hoisted(() => ({ locale: 'en' }));
const messagesOf = async (locale: string) => (await import(`@/messages/${locale}.json`)).default;

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);
vi.mock('next-intl/server', () => ({
  getLocale: async () => intl.locale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: intl.locale, messages: await messagesOf(intl.locale), namespace }),
}));

import { asSentence, Footer } from '@/components/layout/footer';

const settingsWith = (companyName: string) =>
  ({
    name: 'Heartline',
    support_email: 'support@heartline.test',
    support_phone: '+31 20-123 4567',
    company: { name: companyName, address: 'Keizersgracht 1', city: 'Amsterdam', kvk: '12345678' },
  }) as unknown as Settings;

async function copyrightLine(companyName: string, locale = 'en') {
  intl.locale = locale;
  render(await Footer({ settings: settingsWith(companyName), loggedIn: true }));
  return screen.getByText(/©/).textContent!;
}

describe('asSentence', () => {
  it.each([
    ['Heartline Media B.V.', 'Heartline Media B.V.'],
    ['Heartline Media BV', 'Heartline Media BV.'],
    ['Heartline Ltd', 'Heartline Ltd.'],
    ['Heartline Inc. ', 'Heartline Inc.'],
    ['Yes!', 'Yes!'],
  ])('%j → %j', (name, sentence) => {
    expect(asSentence(name)).toBe(sentence);
  });
});

describe('Footer copyright', () => {
  const year = new Date().getFullYear();

  it('writes "B.V." once, without a second full stop', async () => {
    expect(await copyrightLine('Heartline Media B.V.')).toBe(
      `© ${year} Heartline Media B.V. All rights reserved.`,
    );
  });

  it('adds the full stop to a name without one', async () => {
    expect(await copyrightLine('Heartline Media')).toBe(`© ${year} Heartline Media. All rights reserved.`);
  });

  it.each(locales)('never has a double full stop in %s', async (locale) => {
    const line = await copyrightLine('Heartline Media B.V.', locale);
    expect(line).toContain('Heartline Media B.V. ');
    expect(line).not.toContain('..');
    expect(line).toContain(String(year));
  });
});
