'use client';

import { useContext, useState, type ReactNode } from 'react';
import {
  HydrationBoundary,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/api-client/query-client';

/**
 * A page island that reads or writes through React Query, with what the server prefetched for
 * it. A member's page has the session's client; a visitor's (or staff's) page has none, so the
 * island gets its own, for this island only (issue 10: React Query only where it is used).
 */
export function QueryIsland({ state, children }: { state?: DehydratedState; children: ReactNode }) {
  const session = useContext(QueryClientContext);
  const [own] = useState(() => (session ? null : makeQueryClient()));
  const body = state ? <HydrationBoundary state={state}>{children}</HydrationBoundary> : children;
  return own ? <QueryClientProvider client={own}>{body}</QueryClientProvider> : body;
}
