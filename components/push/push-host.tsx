'use client';

import { useCurrentUser } from '@/lib/api-client/user';
import { usePageVisibility } from './use-page-visibility';
import { useServiceWorker } from './use-service-worker';

/**
 * Mounted once in the locale layout, on every page: the service worker and push state, the
 * page-hidden beacon and bounce logging. Renders nothing. `worker` is false in development
 * (`next dev` builds no worker).
 */
export function PushHost({ worker }: { worker: boolean }) {
  const member = Boolean(useCurrentUser());
  useServiceWorker(worker, member);
  usePageVisibility(member);
  return null;
}
