// The service worker's handlers with a fake worker scope: push → the open windows hear
// NEW_PUSH_MESSAGE and a notification shows; notificationclick → an open window is focused and
// told NEW_PUSH_CLICK, or the target opens; the offline page per locale. Then app/sw.ts itself,
// imported with a fake `self`, wires the same handlers to its events.
import {
  handleNotificationClick,
  handlePush,
  NEW_PUSH_CLICK,
  NEW_PUSH_MESSAGE,
  parsePushPayload,
  targetUrl,
  type WindowClientLike,
  type WorkerScopeLike,
} from '@/lib/worker/push-handlers';
import {
  cacheOfflineIcons,
  cacheOfflinePage,
  ICON_CACHE,
  localeOfPath,
  offlinePath,
  offlineResponse,
  OFFLINE_CACHE,
} from '@/lib/worker/offline';
import { ICON_SPRITE_URLS } from '@/lib/ui/icon-sprite-urls';

const ORIGIN = 'https://heartline.test';

function fakeWindow(url: string, opts: { focused?: boolean; visibilityState?: string } = {}) {
  const client: WindowClientLike & { messages: unknown[]; focusCalls: number } = {
    url,
    ...opts,
    messages: [],
    focusCalls: 0,
    postMessage(m) {
      this.messages.push(m);
    },
    async focus() {
      client.focusCalls += 1;
      return client;
    },
  };
  return client;
}

function fakeScope(windows: ReturnType<typeof fakeWindow>[] = []) {
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const scope: WorkerScopeLike = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => {
        opened.push(url);
        return null;
      },
    },
  };
  return { scope, shown, opened };
}

const message = {
  type: 'message',
  title: 'New message from Ben',
  body: 'Hello Ann',
  url: '/de/chats/12',
  tag: 'chat-12',
  conversation_id: 12,
};
const data = (value: unknown) => ({ json: () => value });

describe('push', () => {
  it('posts NEW_PUSH_MESSAGE to every open window and shows the notification', async () => {
    const a = fakeWindow(`${ORIGIN}/chats`);
    const b = fakeWindow(`${ORIGIN}/likes`);
    const { scope, shown } = fakeScope([a, b]);
    await handlePush(scope, data(message));
    expect(a.messages).toEqual([{ type: NEW_PUSH_MESSAGE, payload: message }]);
    expect(b.messages).toEqual([{ type: NEW_PUSH_MESSAGE, payload: message }]);
    expect(shown).toEqual([
      {
        title: 'New message from Ben',
        options: expect.objectContaining({
          body: 'Hello Ann',
          tag: 'chat-12',
          renotify: true,
          icon: '/icons/icon-192.png',
          data: { url: '/de/chats/12', type: 'message' },
        }),
      },
    ]);
  });

  it('a push that is not ours still shows a notification (browsers demand one) and tells the windows', async () => {
    const w = fakeWindow(`${ORIGIN}/`);
    const { scope, shown } = fakeScope([w]);
    await handlePush(scope, { json: () => JSON.parse('not json') });
    expect(shown).toEqual([{ title: 'heartline.test', options: { tag: 'generic' } }]);
    expect(w.messages).toEqual([{ type: NEW_PUSH_MESSAGE, payload: null }]);
    expect(parsePushPayload(data({ type: 'spam', title: 'x', body: 'y', url: '/' }))).toBeNull();
    expect(parsePushPayload(null)).toBeNull();
  });
});

describe('notificationclick', () => {
  const click = (url: unknown) => {
    const n = { data: { url, type: 'message' }, closed: false, close() { this.closed = true; } };
    return n;
  };

  it('focuses the focused (or visible) window first and posts NEW_PUSH_CLICK with the target', async () => {
    const hidden = fakeWindow(`${ORIGIN}/members`, { visibilityState: 'hidden' });
    const visible = fakeWindow(`${ORIGIN}/likes`, { visibilityState: 'visible' });
    const { scope, opened } = fakeScope([hidden, visible]);
    const n = click('/de/chats/12');
    await handleNotificationClick(scope, n);
    expect(n.closed).toBe(true);
    expect(visible.focusCalls).toBe(1);
    expect(visible.messages).toEqual([{ type: NEW_PUSH_CLICK, url: `${ORIGIN}/de/chats/12`, pushType: 'message' }]);
    expect(hidden.messages).toEqual([]);
    expect(opened).toEqual([]);
  });

  it('opens the target when no window of the site is open', async () => {
    const { scope, opened } = fakeScope([]);
    await handleNotificationClick(scope, click('/likes/received'));
    expect(opened).toEqual([`${ORIGIN}/likes/received`]);
  });

  it('never leaves the site: another origin or a bad URL opens the home page', async () => {
    expect(targetUrl('https://evil.test/phish', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrl('//evil.test/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrl(42, ORIGIN)).toBe(`${ORIGIN}/`);
    const { scope, opened } = fakeScope([]);
    await handleNotificationClick(scope, click('javascript:alert(1)'));
    expect(opened).toEqual([`${ORIGIN}/`]);
  });
});

function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        match: async (url: string) => store.get(url)?.clone(),
        put: async (url: string, res: Response) => {
          store.set(url, res);
        },
      };
    },
  };
}

const html = (text: string) => new Response(text, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('offline page', () => {
  it('one page per locale, the default locale unprefixed', () => {
    expect(offlinePath('en')).toBe('/offline');
    expect(offlinePath('de')).toBe('/de/offline');
    expect(localeOfPath('/de/chats/1')).toBe('de');
    expect(localeOfPath('/members')).toBe('en');
  });

  it('caches only offline pages, and serves the locale of the failed page (else the default one)', async () => {
    const caches = fakeCaches();
    const fetcher = vi.fn(async (path: string) => html(`offline ${path}`)) as unknown as typeof fetch;
    expect(await cacheOfflinePage(caches, fetcher, '/api/chats.php')).toBe(false);
    expect(await cacheOfflinePage(caches, fetcher, '/offline')).toBe(true);
    expect(await cacheOfflinePage(caches, fetcher, '/de/offline')).toBe(true);
    expect([...caches.stores.get(OFFLINE_CACHE)!.keys()]).toEqual(['/offline', '/de/offline']);
    expect(await (await offlineResponse(caches, `${ORIGIN}/de/members`))!.text()).toBe('offline /de/offline');
    expect(await (await offlineResponse(caches, `${ORIGIN}/fr/members`))!.text()).toBe('offline /offline');
  });

  it('does not keep an error page or a non-HTML answer', async () => {
    const caches = fakeCaches();
    const bad = vi.fn(async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    expect(await cacheOfflinePage(caches, bad, '/offline')).toBe(false);
    expect(await offlineResponse(caches, `${ORIGIN}/`)).toBeUndefined();
  });
});

describe('offline icons', () => {
  it('caches the UI sprite under the URL this build references (the offline page draws its icons from it)', async () => {
    const caches = fakeCaches();
    const fetcher = vi.fn(async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }));
    expect(await cacheOfflineIcons(caches, fetcher as unknown as typeof fetch)).toBe(true);
    expect(fetcher).toHaveBeenCalledWith(ICON_SPRITE_URLS.ui, { credentials: 'omit' });
    expect([...caches.stores.get(ICON_CACHE)!.keys()]).toEqual([ICON_SPRITE_URLS.ui]);
  });

  it('keeps nothing when the sprite does not come', async () => {
    const caches = fakeCaches();
    const bad = vi.fn(async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    expect(await cacheOfflineIcons(caches, bad)).toBe(false);
    expect(caches.stores.get(ICON_CACHE)?.size ?? 0).toBe(0);
  });
});

describe('app/sw.ts', () => {
  it('wires push and notificationclick to the handlers, caches the offline page at install and on request', async () => {
    const listeners = new Map<string, ((e: unknown) => void)[]>();
    const shown: string[] = [];
    const w = fakeWindow(`${ORIGIN}/chats`);
    const caches = fakeCaches();
    const fetched: string[] = [];
    const self = {
      __SW_MANIFEST: [],
      location: new URL(ORIGIN),
      registration: {
        scope: `${ORIGIN}/`,
        showNotification: async (title: string) => {
          shown.push(title);
        },
      },
      clients: { matchAll: async () => [w], openWindow: async () => null, claim: async () => undefined },
      skipWaiting: async () => undefined,
      addEventListener: (type: string, fn: (e: unknown) => void) => {
        listeners.set(type, [...(listeners.get(type) ?? []), fn]);
      },
    };
    vi.stubGlobal('self', self);
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('registration', self.registration);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        fetched.push(path);
        return html('offline');
      }),
    );
    try {
      await import('@/app/sw');
      const fire = async (type: string, event: Record<string, unknown>) => {
        const waits: Promise<unknown>[] = [];
        for (const fn of listeners.get(type) ?? []) fn({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
        await Promise.all(waits);
      };
      expect([...listeners.keys()]).toEqual(expect.arrayContaining(['install', 'message', 'push', 'notificationclick', 'fetch']));
      await fire('push', { data: data(message) });
      expect(shown).toEqual(['New message from Ben']);
      expect(w.messages).toEqual([{ type: NEW_PUSH_MESSAGE, payload: message }]);
      await fire('notificationclick', { notification: { data: { url: '/likes' }, close() {} } });
      expect(w.messages[1]).toEqual({ type: NEW_PUSH_CLICK, url: `${ORIGIN}/likes`, pushType: null });
      await fire('install', {});
      await fire('message', { data: { type: 'CACHE_OFFLINE', path: '/nl/offline' } });
      await fire('message', { data: { type: 'CACHE_OFFLINE', path: '/api/user.php' } });
      expect(fetched).toEqual(['/offline', ICON_SPRITE_URLS.ui, '/nl/offline']);
      expect([...caches.stores.get(ICON_CACHE)!.keys()]).toEqual([ICON_SPRITE_URLS.ui]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
