import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ChatEntry, ChatGift, ChatMessage, MessagesPage, SendResult } from '@/lib/schemas/chat';
import type { User } from '@/lib/schemas/user';
import { chatEntries } from './chats';
import { http } from './lazy-http';
import { queryKeys } from './keys';

// One conversation (E1's /api/chat.php): its messages as an infinite query whose pages go
// backwards in time (page 0 = newest), sending with a client key, mark read, delete, gifts.

/** Polling while no live stream delivers the partner's messages. */
export const MESSAGES_POLL_MS = 4_000;

export const messagesKey = (conversationId: number) => [...queryKeys.messages, conversationId] as const;

export async function fetchMessages(conversationId: number, before?: number): Promise<MessagesPage> {
  return (await http.get<MessagesPage>('/chat.php', { params: { id: conversationId, before } })).data;
}

export function messagesQueryOptions(conversationId: number) {
  return infiniteQueryOptions({
    queryKey: messagesKey(conversationId),
    queryFn: ({ pageParam }) => fetchMessages(conversationId, pageParam),
    initialPageParam: undefined as number | undefined,
    // "Next" page = older messages: before the first (oldest) message of the last page loaded.
    getNextPageParam: (last: MessagesPage) =>
      last.has_more && last.messages[0] ? last.messages[0].id : undefined,
    staleTime: 2_000,
  });
}

/** Messages of a conversation (none while conversationId is null: a first message is still to come). */
export function useMessages(conversationId: number | null, pollMs: number | false = MESSAGES_POLL_MS) {
  return useInfiniteQuery({
    ...messagesQueryOptions(conversationId ?? 0),
    enabled: conversationId !== null,
    refetchInterval: pollMs,
  });
}

/** All loaded messages oldest → newest, without duplicates (a poll and a send may both bring one). */
export function flattenMessages(data: InfiniteData<MessagesPage> | undefined): ChatMessage[] {
  const seen = new Set<number>();
  const out: ChatMessage[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}

/** Puts a message (sent or received live) at the end of the newest page, once. */
export function appendMessageToCache(qc: QueryClient, conversationId: number, message: ChatMessage): void {
  qc.setQueryData<InfiniteData<MessagesPage>>(messagesKey(conversationId), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...rest] = data.pages;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...rest] };
  });
}

export type SendInput = {
  conversationId: number | null;
  profileId: number;
  kind: ChatMessage['kind'];
  body?: string;
  photoId?: number;
  giftId?: number;
  /** crypto.randomUUID() made once per message; a retry reuses it and is charged once. */
  clientKey: string;
};

export async function sendMessage(input: SendInput): Promise<SendResult> {
  const target =
    input.conversationId !== null
      ? { conversation_id: input.conversationId }
      : { profile_id: input.profileId };
  const { data } = await http.post<SendResult>(
    '/chat.php',
    {
      ...target,
      kind: input.kind,
      body: input.body,
      photo_id: input.photoId,
      gift_id: input.giftId,
      client_key: input.clientKey,
    },
    // The header lets axios-retry repeat the POST safely after a network failure.
    { headers: { 'Idempotency-Key': input.clientKey } },
  );
  return data;
}

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (result) => {
      appendMessageToCache(qc, result.conversation_id, result.message);
      qc.setQueryData<User | null>(queryKeys.user, (u) => (u ? { ...u, credits: result.balance } : u));
      void qc.invalidateQueries({ queryKey: queryKeys.chats });
    },
  });
}

/**
 * PUT /api/chat.php {id}: the conversation was read; its unread count becomes 0 (cache first).
 * A message arriving live also reloads the chats list (chat-live-signal), and that answer may
 * be computed before the server has the read: the reload in flight is cancelled, and the list
 * is reloaded once the read is stored, so a stale count never overwrites the 0.
 */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (conversationId: number) => {
      await http.put('/chat.php', { id: conversationId });
    },
    onMutate: async (conversationId) => {
      await qc.cancelQueries({ queryKey: queryKeys.chats });
      qc.setQueryData(queryKeys.chats, (data: ChatEntry[] | { chats: ChatEntry[] } | undefined) =>
        data === undefined
          ? data
          : chatEntries(data).map((c) =>
              c.conversation.id === conversationId ? { ...c, num_unread_messages: 0 } : c,
            ),
      );
    },
    // Not while a chat is being deleted: the reload would bring the deleted chat back until the
    // server answers (the deletion reloads the list itself if it fails).
    onSettled: () =>
      qc.isMutating({ mutationKey: DELETE_CHAT_KEY })
        ? undefined
        : qc.invalidateQueries({ queryKey: queryKeys.chats }),
  });
}

export type DeleteTarget = { conversationId: number } | { profileId: number };

const DELETE_CHAT_KEY = [...queryKeys.chats, 'delete'] as const;

/**
 * DELETE /api/chat.php (spec §4, §8): the chat leaves the list at once; if the server refuses,
 * the caller's onFailure shows the error (a browser alert) and the chats reload.
 */
export function useDeleteChat(onFailure: (error: unknown) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: DELETE_CHAT_KEY,
    mutationFn: async (target: DeleteTarget) => {
      const params =
        'conversationId' in target ? { id: target.conversationId } : { profile_id: target.profileId };
      await http.delete('/chat.php', { params });
    },
    onMutate: async (target) => {
      await qc.cancelQueries({ queryKey: queryKeys.chats });
      qc.setQueryData(queryKeys.chats, (data: ChatEntry[] | { chats: ChatEntry[] } | undefined) =>
        data === undefined
          ? data
          : chatEntries(data).filter((c) =>
              'conversationId' in target
                ? c.conversation.id !== target.conversationId
                : c.profile.id !== target.profileId,
            ),
      );
    },
    onError: (error) => {
      onFailure(error);
      void qc.invalidateQueries({ queryKey: queryKeys.chats });
    },
  });
}

export const giftsQueryOptions = queryOptions({
  queryKey: queryKeys.gifts,
  queryFn: async () => (await http.get<{ gifts: ChatGift[] }>('/gifts.php')).data.gifts,
  staleTime: 10 * 60_000,
});

export function useGifts(enabled = true) {
  return useQuery({ ...giftsQueryOptions, enabled });
}
