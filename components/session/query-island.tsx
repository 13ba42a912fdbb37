'use client';

import { useContext, useState, type ReactNode } from 'react';
import {
  HydrationBoundary,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { queryKeys } from '@/lib/api-client/keys';
import { pageQueryClient } from '@/lib/api-client/query-client';
import { useCurrentUser } from '@/lib/session/page-session';

/**
 * A page island that reads or writes through React Query, with what the server prefetched for
 * it. Only such islands (and member-only islands loaded after mount) carry React Query, so a
 * page's first load has one copy of it and a visitor's page without islands none (issue 10).
 * Every island of the tab shares the page's client; the member from the page session is in it
 * before any island writes (a message paid lowers the credits the top bar shows).
 */
export function QueryIsland({ state, children }: { state?: DehydratedState; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const viewer = useCurrentUser();
  const [own] = useState(() => {
    if (outer) return null;
    const client = pageQueryClient();
    if (client.getQueryData(queryKeys.user) === undefined) client.setQueryData(queryKeys.user, viewer);
    return client;
  });
  const body = state ? <HydrationBoundary state={state}>{children}</HydrationBoundary> : children;
  return own ? <QueryClientProvider client={own}>{body}</QueryClientProvider> : body;
}
