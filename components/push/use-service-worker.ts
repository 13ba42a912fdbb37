'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useCurrentLocale } from '@/lib/i18n/shell';
import { NEW_PUSH_CLICK, NEW_PUSH_MESSAGE } from '@/lib/worker/push-handlers';
import { CACHE_OFFLINE, offlinePath } from '@/lib/worker/offline';
import { usePushStore, type PushMessage } from '@/stores/push-store';
import { refreshPushState, SW_URL } from './push-client';

/**
 * Registers the service worker (spec §7) once per page load, asks it to keep this locale's
 * offline page, reads the push state into the store (again when the member logs in or out), and
 * follows the worker's messages: NEW_PUSH_MESSAGE is the last message (the chats poller reloads
 * chats and likes on it), NEW_PUSH_CLICK opens the notification's page in this window.
 */
export function useServiceWorker(enabled: boolean, member: boolean): void {
  const locale = useCurrentLocale();
  const router = useRouter();

  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
      usePushStore.getState().setCapable(false);
      return;
    }
    const sw = navigator.serviceWorker;
    let live = true;
    void sw
      .register(SW_URL, { scope: '/', updateViaCache: 'none' })
      .then(() => sw.ready)
      .then((registration) => {
        if (!live) return;
        registration.active?.postMessage({ type: CACHE_OFFLINE, path: offlinePath(locale) });
      })
      .catch(() => usePushStore.getState().setCapable(false));
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; payload?: PushMessage | null; url?: string } | null;
      if (data?.type === NEW_PUSH_MESSAGE) usePushStore.getState().setLastMessage(data.payload ?? null);
      if (data?.type === NEW_PUSH_CLICK && typeof data.url === 'string') {
        const url = new URL(data.url, window.location.origin);
        if (url.origin === window.location.origin) router.push(`${url.pathname}${url.search}`);
      }
    };
    sw.addEventListener('message', onMessage);
    return () => {
      live = false;
      sw.removeEventListener('message', onMessage);
    };
  }, [enabled, locale, router]);

  useEffect(() => {
    if (enabled) void refreshPushState(member).catch(() => undefined);
  }, [enabled, member]);
}
