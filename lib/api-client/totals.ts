import { useCachedData } from './cache-data';
import { queryKeys } from './keys';

// The chats and likes caches are filled by their own resources (polled lists); the top bar
// and the tab title only derive totals from whatever those caches hold.
type ChatsCache = { num_unread_messages: number }[] | { chats: { num_unread_messages: number }[] };
type LikesCache = { liked_by: { id: number; like_new: boolean }[] };

function chatsOf(data: ChatsCache | undefined) {
  if (!data) return [];
  return Array.isArray(data) ? data : data.chats;
}

export function unreadTotal(data: ChatsCache | undefined): number {
  return chatsOf(data).reduce((sum, c) => sum + (c.num_unread_messages || 0), 0);
}

export function newLikesTotal(data: LikesCache | undefined): number {
  return (data?.liked_by ?? []).filter((l) => l.like_new).length;
}

// Read without observing: an observer without a fetcher would replace the pollers' options.
export function useUnreadTotal(): number {
  return unreadTotal(useCachedData<ChatsCache>(queryKeys.chats));
}

export function useNewLikesTotal(): number {
  return newLikesTotal(useCachedData<LikesCache>(queryKeys.likes));
}
