import type { PushSubscriptionInput } from '@/lib/schemas/push';
import { http } from './lazy-http';

// Web push calls (spec §7) and the one flag the pollers read (spec §9: user, chats and likes
// refresh every 300 s instead of 60 s while this device is subscribed). The flag lives here, not
// in the push store, because lib/ never imports stores/; the store sets it.

let subscribed = false;

export function setPushSubscribedForPolling(value: boolean): void {
  subscribed = value;
}

/** Whether this device receives pushes now (read by the pollers' refetchInterval). */
export function pushSubscribedNow(): boolean {
  return subscribed;
}

type BeforeLogout = () => Promise<unknown>;
const beforeLogout = new Set<BeforeLogout>();
/** Logout waits at most this long for the hooks: it must never hang on a push service. */
const BEFORE_LOGOUT_MS = 3_000;

/** Work to do while the session still exists, right before logging out (returns the undo). */
export function onBeforeLogout(hook: BeforeLogout): () => void {
  beforeLogout.add(hook);
  return () => beforeLogout.delete(hook);
}

/** Runs the hooks (useLogout calls it); never throws, never waits past BEFORE_LOGOUT_MS. */
export async function runBeforeLogout(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, BEFORE_LOGOUT_MS);
  });
  await Promise.race([Promise.allSettled([...beforeLogout].map((hook) => hook())), bound]);
  clearTimeout(timer);
}

/** POST /api/user.php?push=1: stores this device's subscription for the member. */
export async function saveSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await http.post('/user.php?push=1', subscription);
}

/** DELETE /api/user.php?push=1: the device's subscription goes on the server. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await http.delete('/user.php?push=1', { data: { endpoint } });
}

export type BounceReport = { source: string; ms: number; clicked: boolean };

/**
 * POST /api/page-hidden.php as a beacon (it must survive the page going away): an empty JSON
 * body sent as text/plain, which every browser's sendBeacon sends without a preflight; with a
 * bounce report, `?lb=` and its figures.
 */
export function sendPageHidden(bounce?: BounceReport): void {
  const q = bounce
    ? `?${new URLSearchParams({ lb: '1', source: bounce.source, ms: String(Math.round(bounce.ms)), clicked: bounce.clicked ? '1' : '0' })}`
    : '';
  const url = `/api/page-hidden.php${q}`;
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, '{}'))
    return;
  void fetch(url, { method: 'POST', body: '{}', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/** DELETE /api/page-hidden.php: a page is shown again (the member is back). */
export function sendPageShown(): void {
  void fetch('/api/page-hidden.php', { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}
