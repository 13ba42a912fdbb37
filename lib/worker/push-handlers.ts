// The service worker's push and notification-click handlers (app/sw.ts wires them to events).
// Written against the few members of the worker scope they use, so unit tests run them with a
// fake `self` and fake clients (tests/unit/worker-handlers.test.ts).

/** What the server sends (lib/server/push/content.ts builds it). */
export type PushPayload = {
  type: 'message' | 'like' | 'match';
  title: string;
  body: string;
  url: string;
  tag: string;
  conversation_id?: number;
  profile_id?: number;
};

/** Messages the worker posts to the site's open windows (spec §7). */
export const NEW_PUSH_MESSAGE = 'NEW_PUSH_MESSAGE';
export const NEW_PUSH_CLICK = 'NEW_PUSH_CLICK';

export type WindowClientLike = {
  url: string;
  focused?: boolean;
  visibilityState?: string;
  postMessage(message: unknown): void;
  focus(): Promise<WindowClientLike>;
};

export type NotificationLike = {
  data?: unknown;
  close(): void;
};

export type WorkerScopeLike = {
  location: { origin: string };
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<WindowClientLike | null>;
  };
};

const TYPES = new Set(['message', 'like', 'match']);

/** The payload of a push event, or null when it is not ours (shown as a plain notice then). */
export function parsePushPayload(data: { json(): unknown } | null | undefined): PushPayload | null {
  if (!data) return null;
  let value: unknown;
  try {
    value = data.json();
  } catch {
    return null;
  }
  const p = value as Partial<PushPayload> | null;
  if (!p || typeof p !== 'object' || !TYPES.has(p.type as string)) return null;
  if (typeof p.title !== 'string' || typeof p.body !== 'string' || typeof p.url !== 'string') return null;
  return { ...p, tag: typeof p.tag === 'string' ? p.tag : p.type } as PushPayload;
}

/** Only a path of this site: a payload can never send the member elsewhere. */
export function targetUrl(url: unknown, origin: string): string {
  try {
    const u = new URL(typeof url === 'string' ? url : '/', origin);
    return u.origin === origin ? u.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

async function windows(scope: WorkerScopeLike) {
  return scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

/**
 * push: tell the open windows (the app reloads chats and likes on NEW_PUSH_MESSAGE) and show
 * the notification. Browsers require a visible notification for every push (userVisibleOnly),
 * so one is shown even when a window is open; the tag makes a conversation's newer push
 * replace its older one.
 */
export async function handlePush(scope: WorkerScopeLike, data: { json(): unknown } | null | undefined) {
  const payload = parsePushPayload(data);
  for (const client of await windows(scope)) client.postMessage({ type: NEW_PUSH_MESSAGE, payload });
  if (!payload) {
    await scope.registration.showNotification(new URL(scope.location.origin).hostname, { tag: 'generic' });
    return;
  }
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    renotify: payload.type === 'message',
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: payload.url, type: payload.type },
  });
}

/**
 * notificationclick: close it; focus an open window of the site (the focused or visible one
 * first) and post NEW_PUSH_CLICK with the target, which the app navigates to; with no window
 * open, open the target URL.
 */
export async function handleNotificationClick(scope: WorkerScopeLike, notification: NotificationLike) {
  notification.close();
  const data = (notification.data ?? {}) as { url?: unknown; type?: unknown };
  const url = targetUrl(data.url, scope.location.origin);
  const open = [...(await windows(scope))].sort(
    (a, b) => rank(b) - rank(a),
  );
  const client = open[0];
  if (!client) {
    await scope.clients.openWindow(url);
    return;
  }
  const focused = await client.focus().catch(() => client);
  focused.postMessage({ type: NEW_PUSH_CLICK, url, pushType: data.type ?? null });
}

const rank = (c: WindowClientLike) => (c.focused ? 2 : 0) + (c.visibilityState === 'visible' ? 1 : 0);
