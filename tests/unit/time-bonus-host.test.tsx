// The welcome bonus in the default layout: banner with the countdown in the members area, the
// modal 40 s after entering it with 0 credits unless closed before, cleared on logout/purchase.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { TimeBonusHost } from '@/components/alerts/time-bonus-host';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import { resetAlertsStore, useAlertsStore } from '@/stores/alerts-store';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { clearTimeBonus } from '@/stores/time-bonus';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { routeName } from '@/lib/utils/route-name';

vi.mock('@/components/alerts/lazy-time-bonus-modal', async () => ({
  TimeBonusModal: (await import('@/components/alerts/time-bonus-modal')).TimeBonusModal,
}));
vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const originalAdapter = http.defaults.adapter;
let requests: InternalAxiosRequestConfig[];
let secondsLeft: number;

beforeEach(() => {
  vi.useFakeTimers();
  clearTimeBonus();
  resetSessionStore();
  resetAlertsStore();
  requests = [];
  secondsLeft = 3 * 3600 + 25 * 60 + 7;
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    if (config.url === '/time-bonus.php')
      return {
        data: { active: secondsLeft > 0, code: 'TIMEBONUS25', value_percentage: '25.0', seconds_left: secondsLeft },
        status: 200,
        statusText: '',
        headers: {},
        config,
      };
    // The welcome code: none for this member (its errors are ignored).
    return Promise.reject(Object.assign(new Error('404'), { response: { status: 404, data: { error: 'code_not_found' } } }));
  });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  clearTimeBonus();
  vi.useRealTimers();
});

async function renderHost(pathname: string, user = testUser()) {
  const r = renderWithProviders(<TimeBonusHost route={routeName(pathname)} />, { user, pathname });
  await act(() => vi.advanceTimersByTimeAsync(0));
  return r;
}
const banner = () => screen.queryByTestId('time-bonus-banner');
const countdown = () => screen.getByTestId('time-bonus-countdown').textContent;

describe('TimeBonusHost', () => {
  it('shows star, hh:mm:ss countdown, star in the members area, linking to credits, ticking every second', async () => {
    await renderHost('/members');
    expect(banner()).toHaveAttribute('href', '/credits');
    expect(banner()!.querySelectorAll('svg')).toHaveLength(2);
    expect(banner()).toHaveTextContent('25% welcome bonus on credits, ends in 03:25:07');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(countdown()).toBe('03:25:06');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(countdown()).toBe('03:24:06');
  });

  it('is not shown outside the members area, nor when the server says the bonus is over', async () => {
    const { unmount } = await renderHost('/settings');
    expect(banner()).toBeNull();
    unmount();
    clearTimeBonus();
    secondsLeft = 0;
    await renderHost('/members');
    expect(banner()).toBeNull();
  });

  it('asks the server once, and does not restart a running timer on the next page', async () => {
    const { unmount } = await renderHost('/members');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    unmount();
    await renderHost('/chats');
    expect(countdown()).toBe('03:25:02');
    expect(requests.filter((r) => r.url === '/time-bonus.php')).toHaveLength(1);
  });

  it('disappears when the member logs out, and after the first purchase', async () => {
    const { queryClient } = await renderHost('/members');
    expect(banner()).not.toBeNull();
    queryClient.setQueryData(queryKeys.user, null);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(banner()).toBeNull();
    expect(useSessionStore.getState().timeBonus).toBeNull();

    clearTimeBonus();
    const again = await renderHost('/members');
    expect(banner()).not.toBeNull();
    again.queryClient.setQueryData(queryKeys.user, testUser({ paid_user: true, credits: 100 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(banner()).toBeNull();
    expect(useSessionStore.getState().timeBonus).toBeNull();
  });

  it('disappears when the time runs out', async () => {
    secondsLeft = 2;
    await renderHost('/members');
    expect(countdown()).toBe('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(banner()).toBeNull();
  });

  it('opens the modal 40 s after entering the members area with 0 credits', async () => {
    await renderHost('/members');
    await act(() => vi.advanceTimersByTimeAsync(39_999));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const dialog = screen.getByRole('dialog', { name: 'Welcome bonus' });
    expect(dialog).toHaveTextContent('25%');
    expect(dialog).toHaveTextContent('Special offer');
    expect(dialog).toHaveTextContent('first 4 hours');
    expect(dialog).toHaveTextContent('You receive the bonus instantly');
    expect(within(dialog).getByRole('button', { name: /Offer valid for 03:24:27/ })).toBeInTheDocument();
  });

  it('keeps the same 40 s wait while moving between members-area pages', async () => {
    const { rerender } = await renderHost('/members');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    rerender(<TimeBonusHost route={routeName('/chats')} />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('dialog', { name: 'Welcome bonus' })).toBeInTheDocument();
  });

  it('does not open with credits, outside the members area, or once closed before', async () => {
    let r = await renderHost('/members', testUser({ credits: 5 }));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    r.unmount();

    r = await renderHost('/settings');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    r.unmount();

    act(() => useAlertsStore.getState().dismiss('timeBonusModal'));
    await renderHost('/members');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing keeps the time of the dismissal', async () => {
    const before = Date.now();
    await renderHost('/members');
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useAlertsStore.getState().dismissedAt.timeBonusModal).toBeGreaterThanOrEqual(before);
  });

  it('closes before going to credits', async () => {
    await renderHost('/members');
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    fireEvent.click(screen.getByRole('button', { name: /Offer valid for/ }));
    expect(useAlertsStore.getState().dismissedAt.timeBonusModal).toBeDefined();
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/credits');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
