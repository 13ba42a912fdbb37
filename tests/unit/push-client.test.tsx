// The browser side of push with a fake PushManager: subscribing asks the permission, subscribes
// with the site's VAPID key and stores the subscription on the server; unsubscribing removes it
// there first; the /notifications switch and the signup step use the same path.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushSwitch } from '@/components/push/push-switch';
import { refreshPushState, subscribePush, unsubscribePush } from '@/components/push/push-client';
import { resetPushStore, usePushStore } from '@/stores/push-store';
import { renderWithProviders, testSettings, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const saved: unknown[] = [];
const deleted: string[] = [];
vi.mock('@/lib/api-client/push', async (orig) => ({
  ...(await orig<typeof import('@/lib/api-client/push')>()),
  saveSubscription: vi.fn(async (s: unknown) => {
    saved.push(s);
  }),
  deleteSubscription: vi.fn(async (e: string) => {
    deleted.push(e);
  }),
}));

const json = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

function fakeBrowser(permission: NotificationPermission = 'granted') {
  let current: { endpoint: string; toJSON: () => typeof json; unsubscribe: () => Promise<boolean> } | null =
    null;
  const subscribe = vi.fn(async (opts: { applicationServerKey: Uint8Array }) => {
    current = {
      endpoint: json.endpoint,
      toJSON: () => json,
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    };
    return { ...current, key: opts.applicationServerKey };
  });
  const registration = {
    active: {},
    pushManager: { subscribe, getSubscription: vi.fn(async () => current) },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { subscribe, requestPermission, registration, current: () => current };
}

beforeEach(() => {
  resetPushStore();
  saved.length = 0;
  deleted.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('push client', () => {
  it('subscribes with the VAPID key, stores it on the server, and the store follows', async () => {
    const b = fakeBrowser();
    expect(await subscribePush('BAAA')).toBe('subscribed');
    expect(b.requestPermission).toHaveBeenCalled();
    expect(Array.from(b.subscribe.mock.calls[0][0].applicationServerKey)).toEqual([4, 0, 0]);
    expect(saved).toEqual([json]);
    expect(usePushStore.getState()).toMatchObject({ isSubscribed: true, subscription: json });

    expect(await unsubscribePush()).toBe(true);
    expect(deleted).toEqual([json.endpoint]);
    expect(b.current()).toBeNull();
    expect(usePushStore.getState().isSubscribed).toBe(false);
  });

  it('a refused permission is remembered as denied, nothing stored', async () => {
    fakeBrowser('denied');
    expect(await subscribePush('BAAA')).toBe('denied');
    expect(usePushStore.getState().denied).toBe(true);
    expect(saved).toEqual([]);
  });

  it('on load: capability from the active worker, and a held subscription is posted again for a member', async () => {
    const b = fakeBrowser();
    await refreshPushState(true);
    expect(usePushStore.getState()).toMatchObject({ isCapable: true, isSubscribed: false });
    await b.registration.pushManager.subscribe({ applicationServerKey: new Uint8Array() });
    await refreshPushState(true);
    expect(saved).toEqual([json]);
    expect(usePushStore.getState().isSubscribed).toBe(true);
  });

  it('on load, before the worker is active: capable at once when the permission was never asked', async () => {
    const b = fakeBrowser();
    let activate!: (r: unknown) => void;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready: new Promise((r) => (activate = r)) },
    });
    const refreshed = refreshPushState(true);
    await vi.waitFor(() =>
      expect(usePushStore.getState()).toMatchObject({ isCapable: true, isSubscribed: false }),
    );
    activate(b.registration);
    await refreshed;
    expect(usePushStore.getState()).toMatchObject({ isCapable: true, isSubscribed: false });
  });

  it('on load, with the permission granted: capable only once the worker is active', async () => {
    fakeBrowser();
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready: new Promise(() => {}) },
    });
    vi.useFakeTimers();
    try {
      const refreshed = refreshPushState(true);
      await vi.advanceTimersByTimeAsync(1000);
      expect(usePushStore.getState().isCapable).toBeNull();
      await vi.advanceTimersByTimeAsync(5000);
      await refreshed;
      expect(usePushStore.getState().isCapable).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PushSwitch', () => {
  it('turns push on and off for this device', async () => {
    fakeBrowser();
    usePushStore.getState().setCapable(true);
    renderWithProviders(<PushSwitch />, {
      user: testUser(),
      settings: testSettings({ push_public_key: 'BAAA' }),
    });
    const toggle = screen.getByRole('switch', { name: 'Push notifications' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByRole('switch', { checked: true })).toBeVisible();
    expect(saved).toEqual([json]);
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('switch', { checked: false })).toBeVisible();
    expect(deleted).toEqual([json.endpoint]);
  });

  it('says so on a device without push', () => {
    usePushStore.getState().setCapable(false);
    renderWithProviders(<PushSwitch />, { user: testUser() });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText(/This browser cannot receive notifications/)).toBeVisible();
  });
});

describe('logout', () => {
  it("ends this device's subscription while the session still exists, before logout.php", async () => {
    const { onBeforeLogout, runBeforeLogout } = await import('@/lib/api-client/push');
    fakeBrowser();
    await subscribePush('BAAA');
    const off = onBeforeLogout(async () =>
      usePushStore.getState().isSubscribed ? unsubscribePush() : undefined,
    );
    await runBeforeLogout();
    off();
    expect(deleted).toEqual([json.endpoint]);
    expect(usePushStore.getState().isSubscribed).toBe(false);
  });

  it('a hook that never ends does not hold the logout', async () => {
    vi.useFakeTimers();
    const { onBeforeLogout, runBeforeLogout } = await import('@/lib/api-client/push');
    const off = onBeforeLogout(() => new Promise(() => {}));
    const done = runBeforeLogout();
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(done).resolves.toBeUndefined();
    off();
    vi.useRealTimers();
  });
});
