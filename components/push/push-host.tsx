'use client';

import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/session/page-session';
import { onBeforeLogout } from '@/lib/api-client/push';
import { usePushStore } from '@/stores/push-store';
import { unsubscribePush } from './push-client';
import { usePageVisibility } from './use-page-visibility';
import { useServiceWorker } from './use-service-worker';

/**
 * Mounted once in the locale layout, on every page: the service worker and push state, the
 * page-hidden beacon and bounce logging, and the end of this device's subscription at logout.
 * Renders nothing. `worker` is false in development (`next dev` builds no worker).
 */
export function PushHost({ worker }: { worker: boolean }) {
  const member = Boolean(useCurrentUser());
  useServiceWorker(worker, member);
  usePageVisibility(member);
  // Logging out ends this device's subscription (server first, then the browser's).
  useEffect(
    () => onBeforeLogout(async () => (usePushStore.getState().isSubscribed ? unsubscribePush() : undefined)),
    [],
  );
  return null;
}
