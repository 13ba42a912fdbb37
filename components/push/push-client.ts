import { deleteSubscription, saveSubscription } from '@/lib/api-client/push';
import type { PushSubscriptionInput } from '@/lib/schemas/push';
import { usePushStore } from '@/stores/push-store';

// The browser side of push: capability, permission, the PushManager subscription, and keeping
// the push store and the server in step with them. No React here, so the alert, the switch,
// the signup step and the worker registrar share it.

export const SW_URL = '/sw.js';
/** How long to wait for our worker to become active before saying "not capable". */
const READY_WAIT_MS = 5_000;

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The browser has what push needs (iOS Safari only in the installed app). */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Our worker's registration once it is active, or null (none, or not within READY_WAIT_MS). */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!browserSupportsPush()) return null;
  const existing = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (existing?.active) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READY_WAIT_MS);
  });
  const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
  clearTimeout(timer);
  return ready;
}

const toInput = (s: PushSubscription): PushSubscriptionInput => s.toJSON() as PushSubscriptionInput;

/**
 * Reads capability, permission and the current subscription into the store. A subscription the
 * browser holds is posted again when a member is logged in (the server may not know it: another
 * account used this browser, or it was removed there); `member` says whether one is.
 */
export async function refreshPushState(member: boolean): Promise<void> {
  const store = usePushStore.getState();
  // Never asked yet: no subscription can exist (it needs the permission), so the alert and the
  // switch need not wait for the worker, whose first install takes seconds (issue 10: on a
  // member's first visit the alert came last). Should the worker then fail, they go again.
  if (browserSupportsPush() && Notification.permission === 'default') {
    store.setDenied(false);
    store.setCapable(true);
    store.setSubscription(null);
  }
  const registration = await activeRegistration();
  store.setCapable(registration !== null);
  if (!registration) return store.setSubscription(null);
  store.setDenied(Notification.permission === 'denied');
  const current = await registration.pushManager.getSubscription().catch(() => null);
  if (current && member) await saveSubscription(toInput(current)).catch(() => undefined);
  store.setSubscription(current ? toInput(current) : null);
}

export type SubscribeResult = 'subscribed' | 'denied' | 'failed';

/** Asks for the permission, subscribes with the site's VAPID key and stores it on the server. */
export async function subscribePush(publicKey: string): Promise<SubscribeResult> {
  const store = usePushStore.getState();
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      store.setDenied(permission === 'denied');
      return 'denied';
    }
    const registration = await activeRegistration();
    if (!registration) return 'failed';
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      }));
    const input = toInput(subscription);
    await saveSubscription(input);
    store.setSubscription(input);
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

/** Removes the subscription on the server, then in the browser. */
export async function unsubscribePush(): Promise<boolean> {
  const store = usePushStore.getState();
  try {
    const registration = await activeRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await deleteSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    store.setSubscription(null);
    return true;
  } catch {
    return false;
  }
}
