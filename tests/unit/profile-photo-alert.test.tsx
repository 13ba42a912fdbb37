import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfilePhotoAlert } from '@/components/alerts/profile-photo-alert';
import { PROFILE_PHOTO_ALERT_SNOOZE_MS, shouldShowProfilePhotoAlert } from '@/lib/utils/profile-photo-alert';
import { resetAlertsStore, useAlertsStore } from '@/stores/alerts-store';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const DAY = 86_400_000;
const withoutPhoto = testUser();
const withPhoto = testUser({
  profile: {
    id: 7,
    name: 'Anna',
    country: 'NL',
    status: 'active',
    main_image: { filename: 'a.jpg', thumb_filename: 'a-t.jpg', status: 'pending' },
  },
});

const alert = () => screen.queryByTestId('profile-photo-alert');

beforeEach(() => resetAlertsStore());

describe('ProfilePhotoAlert', () => {
  it('asks a member without a main image to add one, linking to the profile', () => {
    renderWithProviders(<ProfilePhotoAlert />, { user: withoutPhoto, pathname: '/members' });
    expect(alert()).toHaveTextContent('Add a photo to your profile');
    expect(screen.getByRole('link', { name: 'Add a photo' })).toHaveAttribute('href', '/profile');
  });

  it('is not shown to visitors or to members with a main image (pending counts)', () => {
    renderWithProviders(<ProfilePhotoAlert />, { user: null, pathname: '/' });
    expect(alert()).toBeNull();
    renderWithProviders(<ProfilePhotoAlert />, { user: withPhoto, pathname: '/' });
    expect(alert()).toBeNull();
  });

  it.each([
    '/profile',
    '/signup',
    '/activate/done',
    '/premium',
    '/notifications',
    '/directdebit',
    '/settings',
    '/de/settings',
    '/settings/delete-account',
  ])('is not shown on %s', (pathname) => {
    renderWithProviders(<ProfilePhotoAlert />, { user: withoutPhoto, pathname });
    expect(alert()).toBeNull();
  });

  it('is shown on other routes, locale prefix or not', () => {
    for (const pathname of ['/', '/nl/chats', '/likes/received', '/pages/faq']) {
      const { unmount } = renderWithProviders(<ProfilePhotoAlert />, { user: withoutPhoto, pathname });
      expect(alert()).not.toBeNull();
      unmount();
    }
  });

  it('stores the dismissal with its time, in localStorage', async () => {
    const before = Date.now();
    renderWithProviders(<ProfilePhotoAlert />, { user: withoutPhoto, pathname: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(alert()).toBeNull();
    const at = useAlertsStore.getState().dismissedAt.profilePhoto!;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(JSON.parse(localStorage.getItem('heartline-alerts')!).state.dismissedAt.profilePhoto).toBe(at);
  });

  it('stays away for 7 days after a dismissal, then comes back', () => {
    act(() => useAlertsStore.setState({ dismissedAt: { profilePhoto: Date.now() - 6 * DAY } }));
    const { unmount } = renderWithProviders(<ProfilePhotoAlert />, { user: withoutPhoto, pathname: '/' });
    expect(alert()).toBeNull();
    unmount();
    act(() => useAlertsStore.setState({ dismissedAt: { profilePhoto: Date.now() - 8 * DAY } }));
    renderWithProviders(<ProfilePhotoAlert />, { user: withoutPhoto, pathname: '/' });
    expect(alert()).not.toBeNull();
  });
});

describe('shouldShowProfilePhotoAlert', () => {
  const base = { loggedIn: true, hasMainImage: false, route: 'index', dismissedAt: undefined, now: 10 * DAY };
  it('follows the snooze exactly', () => {
    expect(shouldShowProfilePhotoAlert(base)).toBe(true);
    expect(
      shouldShowProfilePhotoAlert({ ...base, dismissedAt: base.now - PROFILE_PHOTO_ALERT_SNOOZE_MS + 1 }),
    ).toBe(false);
    expect(
      shouldShowProfilePhotoAlert({ ...base, dismissedAt: base.now - PROFILE_PHOTO_ALERT_SNOOZE_MS }),
    ).toBe(true);
    expect(shouldShowProfilePhotoAlert({ ...base, route: null })).toBe(true);
    expect(shouldShowProfilePhotoAlert({ ...base, route: 'settings' })).toBe(false);
  });
});
