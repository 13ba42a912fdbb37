// Spec §4 push alert: when push is possible, not on signup, notifications, activate-done,
// directdebit and premium; dismissible and remembered.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushAlert } from '@/components/push/push-alert';
import { pushAlertVisible, type PushAlertInput } from '@/lib/utils/push-alert-rule';
import { resetAlertsStore, useAlertsStore } from '@/stores/alerts-store';
import { resetPushStore, usePushStore } from '@/stores/push-store';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const possible: PushAlertInput = {
  loggedIn: true,
  capable: true,
  subscribed: false,
  denied: false,
  dismissed: false,
  route: 'members',
};

describe('pushAlertVisible', () => {
  it('shows when push is possible for a logged-in member', () => {
    expect(pushAlertVisible(possible)).toBe(true);
    expect(pushAlertVisible({ ...possible, route: null })).toBe(true);
  });

  it.each([
    ['a visitor', { loggedIn: false }],
    ['capability unknown yet', { capable: null }],
    ['a device without push', { capable: false }],
    ['already subscribed', { subscribed: true }],
    ['permission denied', { denied: true }],
    ['dismissed before', { dismissed: true }],
  ])('not for %s', (_label, change) => {
    expect(pushAlertVisible({ ...possible, ...change })).toBe(false);
  });

  it.each(['signup', 'complete-signup', 'members-id-signup', 'notifications', 'activate-done', 'directdebit', 'premium'])(
    'not on %s',
    (route) => {
      expect(pushAlertVisible({ ...possible, route })).toBe(false);
    },
  );
});

describe('PushAlert', () => {
  beforeEach(() => {
    resetAlertsStore();
    resetPushStore();
    localStorage.clear();
  });

  it('appears on a capable device and is remembered when dismissed', async () => {
    usePushStore.getState().setCapable(true);
    const { unmount } = renderWithProviders(<PushAlert route="members" />, { user: testUser(), pathname: '/members' });
    expect(await screen.findByRole('region')).toHaveTextContent('Turn on notifications');
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(useAlertsStore.getState().dismissedAt.push).toBeTypeOf('number');
    // Remembered: persisted, so a new page load keeps it hidden.
    expect(JSON.parse(localStorage.getItem('heartline-alerts')!).state.dismissedAt.push).toBeTypeOf('number');
    unmount();
    renderWithProviders(<PushAlert route="members" />, { user: testUser(), pathname: '/members' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is not shown where the rule says no, nor to visitors', () => {
    usePushStore.getState().setCapable(true);
    renderWithProviders(<PushAlert route="premium" />, { user: testUser(), pathname: '/premium' });
    expect(screen.queryByRole('region')).toBeNull();
    renderWithProviders(<PushAlert route="members" />, { user: null, pathname: '/members' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so when the browser refuses the permission', async () => {
    usePushStore.getState().setCapable(true);
    vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'denied'), permission: 'default' });
    renderWithProviders(<PushAlert route="members" />, { user: testUser(), pathname: '/members' });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Notifications are blocked for this site in your browser settings.')).toBeVisible();
    expect(usePushStore.getState().denied).toBe(true);
    vi.unstubAllGlobals();
  });
});
