'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { onAuthLost } from '@/lib/api-client/auth-events';
import { queryKeys } from '@/lib/api-client/keys';
import { FIRST_REFRESH_MS } from '@/lib/utils/constants';
import { isInstalledApp } from '@/lib/utils/installed-app';
import { useUiStore } from '@/stores/ui-store';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  });
}

/** Session upkeep: the first refresh after 5 s, logout when the API says the session ended. */
function SessionKeeper({ client }: { client: QueryClient }) {
  const router = useRouter();
  const setInstalledApp = useUiStore((s) => s.setInstalledApp);

  useEffect(() => {
    setInstalledApp(isInstalledApp());
    const first = window.setTimeout(() => {
      void client.refetchQueries({ queryKey: queryKeys.user });
    }, FIRST_REFRESH_MS);
    const off = onAuthLost(() => {
      if (!client.getQueryData(queryKeys.user)) return;
      client.setQueryData(queryKeys.user, null);
      router.refresh();
    });
    return () => {
      window.clearTimeout(first);
      off();
    };
  }, [client, router, setInstalledApp]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SessionKeeper client={client} />
      {children}
    </QueryClientProvider>
  );
}
