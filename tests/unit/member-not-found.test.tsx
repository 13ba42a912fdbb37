// /members/{id}'s 404 (issue 11, item 9): "Back to the home page" goes home, as the spec's 404
// says (§8: "a link Back to the home page"), like the site-wide 404.
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);
const intl = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'notFound') =>
    createTranslator({ locale: 'en', messages: en, namespace }),
  getLocale: async () => intl.locale,
}));
vi.mock('@/lib/server/profiles/blocked-notice', () => ({ blockedNoticeName: async () => null }));

import MemberNotFound from '@/app/[locale]/(default)/members/[id]/not-found';
import NotFound from '@/app/[locale]/not-found';

describe('404 pages', () => {
  it("links /members/{id}'s 404 button to the home page", async () => {
    render(await MemberNotFound());
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('says and links the same as the site-wide 404', async () => {
    intl.locale = 'en';
    render(await NotFound());
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("the site-wide 404 links home in the page's locale (a plain link: a full load)", async () => {
    intl.locale = 'de';
    render(await NotFound());
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/de');
  });
});
