// The push alert on the first paint (lib/utils/push-offer.ts): the gate shows the server's copy
// only where the live alert would show at once, a press on the copy is not lost, and the live
// alert takes the copy's place so that one alert is on the page at a time.
import { act, fireEvent, screen } from '@testing-library/react';
import { PushAlert } from '@/components/push/push-alert';
import { PushAlertStatic } from '@/components/push/push-alert-static';
import {
  ALERTS_STORAGE_KEY,
  PUSH_OFFER_CLASS,
  PUSH_OFFER_GATE_SCRIPT,
  resetPushOffer,
  takeOverPushOffer,
} from '@/lib/utils/push-offer';
import { resetAlertsStore, useAlertsStore } from '@/stores/alerts-store';
import { resetPushStore, usePushStore } from '@/stores/push-store';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const texts = { text: 'Turn on notifications (copy)', enable: 'Turn on', dismiss: 'Dismiss' };
const offered = () => document.documentElement.classList.contains(PUSH_OFFER_CLASS);

/** A browser that can take pushes, with the permission in the given state. */
function browser(permission: NotificationPermission | null, pushManager = true) {
  if (permission)
    vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => 'denied') });
  if (pushManager) vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

function runGate() {
  new Function(PUSH_OFFER_GATE_SCRIPT)();
}

beforeEach(() => {
  resetPushOffer();
  resetAlertsStore();
  resetPushStore();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('the gate before the first paint', () => {
  it('offers push where the browser can take it and was never asked', () => {
    browser('default');
    runGate();
    expect(offered()).toBe(true);
  });

  it('does not where the permission was given or refused, push is missing, or the alert was dismissed', () => {
    for (const permission of ['granted', 'denied'] as const) {
      resetPushOffer();
      browser(permission);
      runGate();
      expect(offered()).toBe(false);
    }
    vi.unstubAllGlobals();
    resetPushOffer();
    browser('default', false);
    runGate();
    expect(offered()).toBe(false);

    vi.unstubAllGlobals();
    resetPushOffer();
    browser('default');
    localStorage.setItem(
      ALERTS_STORAGE_KEY,
      JSON.stringify({ state: { dismissedAt: { push: 1 } }, version: 0 }),
    );
    runGate();
    expect(offered()).toBe(false);
    localStorage.setItem(ALERTS_STORAGE_KEY, '{broken');
    runGate();
    expect(offered()).toBe(false);
  });

  it('keeps a press on the copy for the live alert; a dismissal hides the copy at once', () => {
    browser('default');
    runGate();
    renderWithProviders(<PushAlertStatic texts={texts} />, { user: testUser(), pathname: '/members' });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(offered()).toBe(true);
    expect(localStorage.getItem(ALERTS_STORAGE_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(offered()).toBe(false);
    // Stored at once, in the store's format, beside what was stored before.
    const stored = JSON.parse(localStorage.getItem(ALERTS_STORAGE_KEY)!);
    expect(stored.state.dismissedAt.push).toBeTypeOf('number');
    act(() => expect(takeOverPushOffer()).toBe('dismiss'));
    // Handed over once, and the copy is gone.
    expect(takeOverPushOffer()).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe("the live alert takes the copy's place", () => {
  function page() {
    return renderWithProviders(
      <>
        <PushAlert route="members" />
        <PushAlertStatic texts={texts} />
      </>,
      { user: testUser(), pathname: '/members' },
    );
  }

  it('keeps the copy while the push state is unknown, then shows one alert, the live one', async () => {
    browser('default');
    runGate();
    page();
    expect(screen.getByRole('region', { name: texts.text })).toBeVisible();
    act(() => usePushStore.getState().setCapable(true));
    expect(await screen.findByRole('region', { name: /Turn on notifications to hear/ })).toBeInTheDocument();
    expect(screen.queryByText(texts.text)).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(offered()).toBe(false);
  });

  it('removes the copy too where the live alert does not show', () => {
    browser('default');
    runGate();
    page();
    act(() => usePushStore.getState().setCapable(false));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('carries out a dismissal made on the copy: no alert, and it is remembered', async () => {
    browser('default');
    localStorage.setItem(
      ALERTS_STORAGE_KEY,
      JSON.stringify({ state: { dismissedAt: { profilePhoto: 5 } }, version: 0 }),
    );
    // The page's store, as it loads: from what is stored.
    await act(async () => {
      await useAlertsStore.persist.rehydrate();
    });
    runGate();
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => usePushStore.getState().setCapable(true));
    expect(screen.queryByRole('region')).toBeNull();
    expect(useAlertsStore.getState().dismissedAt.push).toBeTypeOf('number');
    const stored = JSON.parse(localStorage.getItem(ALERTS_STORAGE_KEY)!);
    expect(stored.state.dismissedAt).toEqual({ profilePhoto: 5, push: expect.any(Number) });
  });

  it('carries out a "Turn on" made on the copy: the browser is asked', async () => {
    browser('default');
    runGate();
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    act(() => usePushStore.getState().setCapable(true));
    expect(
      await screen.findByText('Notifications are blocked for this site in your browser settings.'),
    ).toBeVisible();
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
  });
});
