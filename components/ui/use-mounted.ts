'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False during the server render and hydration, true afterwards (and at once on a client
 * navigation): for what only the browser knows (its storage, its device), so that server and
 * client render the same first.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
