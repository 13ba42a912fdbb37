'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { onAuthLost } from '@/lib/api-client/auth-events';
import { queryKeys } from '@/lib/api-client/keys';
import { pageQueryClient } from '@/lib/api-client/query-client';
import { currentUserQueryOptions } from '@/lib/api-client/user';
import { FIRST_REFRESH_MS } from '@/lib/utils/constants';
import type { User } from '@/lib/schemas/user';

/** The one observer of the user query (spec §9 refresh): its answers reach the page session. */
function UserQuery({ onUser }: { onUser: (user: User | null) => void }) {
  const user = useQuery(currentUserQueryOptions).data;
  useEffect(() => {
    if (user !== undefined) onUser(user);
  }, [user, onUser]);
  return null;
}

/**
 * A member's session upkeep, loaded after the page has mounted: the member in the page's query
 * cache, the user query (every 60 s; the first refresh after 5 s), and the visitor's page when
 * the API says the session has ended.
 */
export function SessionKeeper({ user, onUser }: { user: User; onUser: (user: User | null) => void }) {
  const router = useRouter();
  const [client] = useState(() => {
    const c = pageQueryClient();
    // A page island may have put the member there first, and written since (a message paid).
    if (c.getQueryData(queryKeys.user) === undefined) c.setQueryData(queryKeys.user, user);
    return c;
  });

  // Not on mount (above): a refreshed layout (router.refresh) brings the member as the server
  // sees them now.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) client.setQueryData(queryKeys.user, user);
    mounted.current = true;
  }, [client, user]);

  useEffect(() => {
    const first = window.setTimeout(() => {
      void client.refetchQueries({ queryKey: queryKeys.user });
    }, FIRST_REFRESH_MS);
    const off = onAuthLost(() => {
      if (!client.getQueryData(queryKeys.user)) return;
      client.setQueryData(queryKeys.user, null);
      // The root layout renders again without a member: the visitor's page.
      router.refresh();
    });
    return () => {
      window.clearTimeout(first);
      off();
    };
  }, [client, router]);

  return (
    <QueryClientProvider client={client}>
      <UserQuery onUser={onUser} />
    </QueryClientProvider>
  );
}
