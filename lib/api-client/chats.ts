import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatEntry, ChatsData } from '@/lib/schemas/chat';
import { REFRESH_MS, REFRESH_PUSH_MS } from '@/lib/utils/constants';
import { http } from './lazy-http';
import { pushSubscribedNow } from './push-state';
import { queryKeys } from './keys';
import { useCurrentUser } from '@/lib/session/page-session';

export type { ChatEntry, ChatsData } from '@/lib/schemas/chat';

/**
 * How often the chats list is polled (spec §9): every 60 s, every 300 s while push is
 * subscribed (a pushed message then reloads chats itself). The one place that switches it.
 */
export function chatsRefreshMs(pushSubscribed: boolean): number {
  return pushSubscribed ? REFRESH_PUSH_MS : REFRESH_MS;
}

/**
 * The entries of the chats cache. It holds the answer as the endpoint gives it (`{ chats }`,
 * the same object a server prefetch of listChats() stores); a bare array is read too, as
 * lib/api-client/totals.ts does.
 */
export function chatEntries(data: ChatsData | ChatEntry[] | undefined | null): ChatEntry[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.chats ?? []);
}

/**
 * GET /api/chats.php. The browser revalidates with the ETag (the route answers 304 while
 * nothing changed) and hands a 304 to us as the cached 200, so polling costs one small request.
 */
export async function fetchChats(): Promise<ChatsData> {
  return (await http.get<ChatsData>('/chats.php')).data;
}

/** Without `pushSubscribed`: whether this device is subscribed now, read at each poll. */
export function chatsQueryOptions(pushSubscribed?: boolean) {
  return queryOptions({
    queryKey: queryKeys.chats,
    queryFn: fetchChats,
    refetchInterval: () => chatsRefreshMs(pushSubscribed ?? pushSubscribedNow()),
    staleTime: 5_000,
  });
}

/**
 * The member's chats (nothing for visitors). `isPending` is true only before the first answer:
 * screens show their progress indicator on that alone (spec §7: progress only on first load),
 * later polls refresh silently.
 */
export function useChats() {
  const user = useCurrentUser();
  return useQuery({ ...chatsQueryOptions(), enabled: Boolean(user) });
}
