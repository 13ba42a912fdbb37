import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a query's cached data and re-renders when it changes, WITHOUT becoming an observer of
 * that query. An observer with `queryFn: skipToken` would set the query's options whenever it
 * renders after the real one, and an invalidateQueries() then fails with "Missing queryFn"
 * instead of refetching (TanStack Query 5 keeps the last observer's options). Derived views
 * (tab title, badges) use this, so only the owning poller decides how the query is fetched.
 */
export function useCachedData<T>(queryKey: QueryKey): T | undefined {
  const qc = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => qc.getQueryCache().subscribe(onChange), [qc]);
  const read = useCallback(() => qc.getQueryData<T>(queryKey), [qc, queryKey]);
  return useSyncExternalStore(subscribe, read, read);
}
