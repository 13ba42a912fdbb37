// Spec §4: the disabled-notifications alert says why e-mail notices are off, for each of the three
// reasons (the bounce and spam complaint ones are set by the provider's webhook, issue 15), in
// the member's language.
import { screen } from '@testing-library/react';
import type { AbstractIntlMessages } from 'next-intl';
import { NotificationsDisabledAlert } from '@/components/alerts/notifications-disabled-alert';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { resetAlertsStore } from '@/stores/alerts-store';
import { locales } from '@/lib/i18n/locales';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

beforeEach(resetAlertsStore);

const member = (reasons: string[]) =>
  testUser({
    notifications_disabled: reasons,
    profile: {
      id: 7,
      name: 'Anna',
      country: 'NL',
      status: 'active',
      main_image: { filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'active' },
    },
  });

describe('disabled-notifications alert reasons', () => {
  it.each([
    ['bounce', 'Our e-mails to your address could not be delivered.'],
    ['spam_complaint', 'Your e-mail provider told us you marked one of our e-mails as spam.'],
    ['unsubscribe', 'You unsubscribed from our e-mails.'],
  ])('explains %s', async (reason, text) => {
    renderWithProviders(<NotificationsDisabledAlert route="chats" />, {
      user: member([reason]),
      pathname: '/chats',
    });
    const region = await screen.findByRole('region', { name: 'You are not receiving our e-mails' });
    expect(region).toHaveTextContent(text);
  });

  it('lists every reason the member has, and skips unknown ones', async () => {
    renderWithProviders(<NotificationsDisabledAlert route="chats" />, {
      user: member(['bounce', 'spam_complaint', 'legacy']),
      pathname: '/chats',
    });
    const region = await screen.findByRole('region', { name: 'You are not receiving our e-mails' });
    expect([...region.querySelectorAll('[data-reason]')].map((p) => p.getAttribute('data-reason'))).toEqual([
      'bounce',
      'spam_complaint',
    ]);
  });

  it.each(locales.filter((l) => l !== 'en'))('has its own words for every reason in %s', async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default as AbstractIntlMessages & {
      alerts: { notificationsDisabledReasons: Record<string, string> };
    };
    const en = (await import('@/messages/en.json')).default.alerts.notificationsDisabledReasons as Record<
      string,
      string
    >;
    renderWithProviders(<NotificationsDisabledAlert route="chats" />, {
      user: member(['bounce', 'spam_complaint', 'unsubscribe']),
      pathname: '/chats',
      locale,
      messages,
    });
    for (const reason of ['bounce', 'spam_complaint', 'unsubscribe']) {
      const line = messages.alerts.notificationsDisabledReasons[reason];
      expect(line).toBeTruthy();
      expect(line).not.toBe(en[reason]);
      expect((await screen.findAllByText(line)).length).toBeGreaterThan(0);
    }
  });
});
