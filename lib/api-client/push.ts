import type { PushSubscriptionInput } from '@/lib/schemas/push';
import { http } from './lazy-http';

// Web push calls (spec §7). The push flag and the logout hooks the shell reads are in
// push-state.ts (re-exported here), so the top bar's modules do not carry these calls.
export {
  onBeforeLogout,
  pushSubscribedNow,
  runBeforeLogout,
  setPushSubscribedForPolling,
} from './push-state';

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
  if (
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(url, '{}')
  )
    return;
  void fetch(url, { method: 'POST', body: '{}', keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}

/** DELETE /api/page-hidden.php: a page is shown again (the member is back). */
export function sendPageShown(): void {
  void fetch('/api/page-hidden.php', { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}
