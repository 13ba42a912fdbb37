'use client';

import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { onAuthLost } from '@/lib/api-client/auth-events';
import { queryKeys } from '@/lib/api-client/keys';
import { makeQueryClient } from '@/lib/api-client/query-client';
import { currentUserQueryOptions } from '@/lib/api-client/user';
import { ViewerProvider } from '@/lib/session/page-session';
import { FIRST_REFRESH_MS } from '@/lib/utils/constants';
import type { User } from '@/lib/schemas/user';

/** Session upkeep: the first refresh after 5 s, logout when the API says the session ended. */
function SessionKeeper({ client }: { client: QueryClient }) {
  const router = useRouter();
  useEffect(() => {
    const first = window.setTimeout(() => {
      void client.refetchQueries({ queryKey: queryKeys.user });
    }, FIRST_REFRESH_MS);
    const off = onAuthLost(() => {
      if (!client.getQueryData(queryKeys.user)) return;
      client.setQueryData(queryKeys.user, null);
      // The root layout renders again without a member: the visitor's page, without this cache.
      router.refresh();
    });
    return () => {
      window.clearTimeout(first);
      off();
    };
  }, [client, router]);
  return null;
}

/** The one observer of the user query (spec §9 refresh): every island reads its answer. */
function ViewerFromQuery({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQueryOptions).data ?? null;
  return <ViewerProvider user={user}>{children}</ViewerProvider>;
}

/**
 * A member's page: the query cache (chats, likes, messages, the member) for every island, the
 * member from the server in it. Loaded only when the server renders a member's page.
 */
export function MemberSession({ user, children }: { user: User; children: ReactNode }) {
  const [client] = useState(() => {
    const c = makeQueryClient();
    c.setQueryData(queryKeys.user, user);
    return c;
  });
  // A refreshed layout (router.refresh) brings the member as the server sees them now.
  useEffect(() => {
    client.setQueryData(queryKeys.user, user);
  }, [client, user]);
  return (
    <QueryClientProvider client={client}>
      <SessionKeeper client={client} />
      <ViewerFromQuery>{children}</ViewerFromQuery>
    </QueryClientProvider>
  );
}
