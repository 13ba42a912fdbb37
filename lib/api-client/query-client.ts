import { QueryClient } from '@tanstack/react-query';

/** The browser's query client: a member's session, or a page island's own for a visitor. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  });
}
