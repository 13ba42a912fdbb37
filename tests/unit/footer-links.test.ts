import en from '@/messages/en.json';

// footer.tsx links through '@/lib/i18n/navigation' (next-intl's createNavigation needs the App Router).
vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock());

import { dialable, FOOTER_LINKS } from '@/components/layout/footer';

describe('FOOTER_LINKS (spec §2: footer links)', () => {
  it('has the nine spec links, in order, to their routes', () => {
    expect(FOOTER_LINKS.map(([key, href]) => [key, href])).toEqual([
      ['terms', '/pages/terms'],
      ['privacy', '/pages/privacy'],
      ['cookies', '/pages/cookies'],
      ['ban', '/pages/ban'],
      ['pricing', '/pricing'],
      ['complaints', '/complaints'],
      ['returns', '/pages/return-policy'],
      ['faq', '/pages/faq'],
      ['service', '/pages/service'],
    ]);
  });

  it('gives every link a label in the messages', () => {
    const footer = en.footer as Record<string, string>;
    for (const [key] of FOOTER_LINKS) expect(footer[key], key).toEqual(expect.stringMatching(/\S/));
  });
});

describe('dialable (spec §9: support phone dialled without dashes and spaces)', () => {
  it.each([
    ['+31 20-123 45 67', '+31201234567'],
    ['020 - 123 4567', '0201234567'],
    ['+31201234567', '+31201234567'],
    ['', ''],
  ])('%s → %s', (input, output) => {
    expect(dialable(input)).toBe(output);
  });
});
