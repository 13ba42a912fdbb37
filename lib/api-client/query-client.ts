import { QueryClient } from '@tanstack/react-query';

/** A query client with the app's defaults. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's query client: in the browser one for the life of the tab, shared by every page
 * island and the member's session keeper, so chats, likes and the member read one cache; on the
 * server a new one for each render (a module-wide client there would mix requests).
 */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
