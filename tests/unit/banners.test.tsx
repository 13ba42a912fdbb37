// The alerts in the default layout's banners: activation reminder (alert or modal, resend) under
// the top bar, and the disabled-notifications alert (dismissible, remembered) in the dock at the
// bottom of the screen.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerDock, Banners } from '@/components/alerts/banners';
import { http } from '@/lib/api-client/http';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { resetAlertsStore, useAlertsStore } from '@/stores/alerts-store';
import { answer, restoreHttp } from './support/http-answers';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const pending = testUser({
  email: 'new@example.test',
  status: 'not_confirmed',
  profile: {
    id: 7,
    name: 'Anna',
    country: 'NL',
    status: 'disabled',
    main_image: { filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'active' },
  },
});
const withPhoto = { filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'active' };

/** Both places of the default layout: under the top bar and the dock at the bottom. */
function AllBanners() {
  return (
    <>
      <Banners />
      <BannerDock />
    </>
  );
}

function mockMatchMedia(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  resetAlertsStore();
  mockMatchMedia(false);
});
afterEach(restoreHttp);

describe('activation reminder', () => {
  it('shows as an alert with a resend button that mails a new link', async () => {
    const adapter = answer({ status: 200, data: { sent: true } });
    http.defaults.adapter = adapter;
    renderWithProviders(<Banners />, { user: pending, pathname: '/members' });
    const region = await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    expect(region).toHaveTextContent('We sent a link to new@example.test.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new activation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new activation link is on its way to new@example.test.',
    );
    // The welcome bonus in the same banners asks /time-bonus.php too: find the resend call.
    const resend = adapter.mock.calls.map((c) => c[0]).find((c) => c.url === '/activate.php?resend=1');
    expect(resend?.method).toBe('post');
  });

  it('tells the hourly limit when the server refuses', async () => {
    http.defaults.adapter = answer({ status: 429, data: { error: 'activation_resend_limit', max: 3 } });
    renderWithProviders(<Banners />, { user: pending });
    await userEvent.click(await screen.findByRole('button', { name: 'Send a new activation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You asked for 3 activation e-mails in the last hour.',
    );
  });

  it('is not shown on settings, notifications and signup, nor to confirmed members', async () => {
    // Its code is a chunk of its own: once it has shown, the checks below cannot look before
    // it could have appeared.
    const shown = renderWithProviders(<Banners />, { user: pending, pathname: '/members' });
    await screen.findByRole('region', { name: 'Confirm your e-mail address' });
    shown.unmount();
    for (const pathname of ['/settings', '/notifications', '/signup', '/nl/settings']) {
      const { unmount } = renderWithProviders(<Banners />, { user: pending, pathname });
      await act(async () => {});
      expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
      unmount();
    }
    renderWithProviders(<Banners />, { user: { ...pending, status: 'confirmed' } });
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('is a modal after signup (?api_signup_complete) on a smartphone; closing it leaves the alert', async () => {
    mockMatchMedia(true);
    const { rerender } = renderWithProviders(<Banners />, { user: pending });
    act(() => {
      navigation.searchParams = new URLSearchParams('api_signup_complete=1');
    });
    rerender(<Banners />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm your e-mail address');
    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 575.98px) and (pointer: coarse)');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('region', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
  });

  it('stays an alert with api_signup_complete on a large screen', async () => {
    mockMatchMedia(false);
    const { rerender } = renderWithProviders(<Banners />, { user: pending });
    navigation.searchParams = new URLSearchParams('api_signup_complete=1');
    rerender(<Banners />);
    expect(await screen.findByRole('region', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('disabled-notifications alert', () => {
  const off = testUser({
    notifications_disabled: ['bounce'],
    profile: { id: 7, name: 'Anna', country: 'NL', status: 'active', main_image: withPhoto },
  });

  it('shows with a link to the notification settings; dismissing hides it and is remembered', async () => {
    renderWithProviders(<AllBanners />, { user: off, pathname: '/chats' });
    const region = await screen.findByRole('region', { name: 'You are not receiving our e-mails' });
    // It arrives after the page: in the dock at the bottom, not above the content.
    expect(screen.getByTestId('banner-dock')).toContainElement(region);
    expect(document.getElementById('banners')).not.toContainElement(region);
    expect(screen.getByRole('link', { name: 'Check your notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region).not.toBeInTheDocument();
    expect(useAlertsStore.getState().dismissedAt.notificationsDisabled).toEqual(expect.any(Number));
    expect(
      JSON.parse(localStorage.getItem('heartline-alerts')!).state.dismissedAt.notificationsDisabled,
    ).toEqual(expect.any(Number));
  });

  it('stays hidden after a dismissal on the next page', () => {
    useAlertsStore.getState().dismiss('notificationsDisabled');
    renderWithProviders(<AllBanners />, { user: off, pathname: '/members' });
    expect(screen.queryByRole('region', { name: 'You are not receiving our e-mails' })).toBeNull();
  });

  it('is not shown on settings and notifications, nor without a reason', async () => {
    for (const pathname of ['/settings', '/notifications']) {
      const { unmount } = renderWithProviders(<AllBanners />, { user: off, pathname });
      expect(screen.queryByRole('region', { name: 'You are not receiving our e-mails' })).toBeNull();
      unmount();
    }
    renderWithProviders(<AllBanners />, { user: { ...off, notifications_disabled: [] } });
    expect(screen.queryByRole('region', { name: 'You are not receiving our e-mails' })).toBeNull();
  });

  it('takes the place of the activation reminder for an unconfirmed member with disabled notices', async () => {
    renderWithProviders(<AllBanners />, { user: { ...pending, notifications_disabled: ['spam_complaint'] } });
    expect(
      await screen.findByRole('region', { name: 'You are not receiving our e-mails' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });
});
