// lib/api-client/chat.ts: the messages infinite query (pages backwards in time, flattened in
// order without duplicates), the send mutation's cache updates, mark read, and delete (by
// conversation or by profile; a failure hands the error over and reloads the chats).
import { QueryClientProvider, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  appendMessageToCache,
  flattenMessages,
  messagesKey,
  messagesQueryOptions,
  useDeleteChat,
  useMessages,
  useSendMessage,
} from '@/lib/api-client/chat';
import { chatEntries, useChats } from '@/lib/api-client/chats';
import { queryKeys } from '@/lib/api-client/keys';
import type { ChatsData, MessagesPage } from '@/lib/schemas/chat';
import type { User } from '@/lib/schemas/user';
import { makeTestQueryClient, TestSession, testUser } from '@/tests/setup/render';
import { chatEntry, fakeChatApi, msg, page, partner, restoreChatApi } from './support/chat-fakes';

afterEach(restoreChatApi);

function setup(qc: QueryClient = makeTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      <TestSession>{children}</TestSession>
    </QueryClientProvider>
  );
  return { qc, wrapper };
}

const infinite = (...pages: MessagesPage[]): InfiniteData<MessagesPage> => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? undefined : pages[i - 1].messages[0].id)),
});

describe('messages', () => {
  it('asks for older pages before the oldest message loaded, and stops when there are none', () => {
    const next = messagesQueryOptions(9).getNextPageParam!;
    expect(next(page([msg(30), msg(31)], true), [], undefined, [])).toBe(30);
    expect(next(page([msg(30)], false), [], undefined, [])).toBeUndefined();
    expect(next(page([], true), [], undefined, [])).toBeUndefined();
  });

  it('flattens the pages oldest → newest and drops a message a poll and a send both brought', () => {
    const data = infinite(page([msg(30), msg(31), msg(31)], true), page([msg(10), msg(11)]));
    expect(flattenMessages(data).map((m) => m.id)).toEqual([10, 11, 30, 31]);
    expect(flattenMessages(undefined)).toEqual([]);
  });

  it('appends a message to the newest page once, and leaves a conversation not loaded alone', () => {
    const { qc } = setup();
    qc.setQueryData(messagesKey(9), infinite(page([msg(30)], true), page([msg(10)])));
    appendMessageToCache(qc, 9, msg(31));
    appendMessageToCache(qc, 9, msg(31));
    appendMessageToCache(qc, 9, msg(10));
    const data = qc.getQueryData<InfiniteData<MessagesPage>>(messagesKey(9))!;
    expect(data.pages[0].messages.map((m) => m.id)).toEqual([30, 31]);
    expect(data.pages[1].messages.map((m) => m.id)).toEqual([10]);
    appendMessageToCache(qc, 12, msg(1));
    expect(qc.getQueryData(messagesKey(12))).toBeUndefined();
  });

  it('fetches nothing while there is no conversation yet', async () => {
    const requests = fakeChatApi({});
    const { wrapper } = setup();
    const { result } = renderHook(() => useMessages(null, false), { wrapper });
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toHaveLength(0);
  });
});

describe('useSendMessage', () => {
  it('puts the message in the conversation, the balance on the member, and reloads the chats', async () => {
    const message = msg(32, { mine: true, client_key: 'k-1' });
    const requests = fakeChatApi({
      'POST /chat.php': { status: 200, data: { message, balance: 12, conversation_id: 9 } },
      'GET /chats.php': { status: 200, data: { chats: [chatEntry(9, 0)] } },
    });
    const { qc, wrapper } = setup();
    qc.setQueryData(queryKeys.user, testUser({ credits: 13 }));
    qc.setQueryData(messagesKey(9), infinite(page([msg(31)])));
    qc.setQueryData(queryKeys.chats, { chats: [] });
    const { result } = renderHook(() => useSendMessage(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        conversationId: 9,
        profileId: partner.id,
        kind: 'gift',
        giftId: 2,
        clientKey: 'k-1',
      }),
    );
    expect(requests[0].data).toEqual({ conversation_id: 9, kind: 'gift', gift_id: 2, client_key: 'k-1' });
    expect(requests[0].headers['Idempotency-Key']).toBe('k-1');
    expect(flattenMessages(qc.getQueryData(messagesKey(9))).map((m) => m.id)).toEqual([31, 32]);
    expect(qc.getQueryData<User>(queryKeys.user)?.credits).toBe(12);
    expect(qc.getQueryState(queryKeys.chats)?.isInvalidated).toBe(true);
  });

  it('changes no cache when the send is refused', async () => {
    fakeChatApi({ 'POST /chat.php': { status: 402, data: { error: 'insufficient_credits' } } });
    const { qc, wrapper } = setup();
    qc.setQueryData(queryKeys.user, testUser({ credits: 0 }));
    qc.setQueryData(messagesKey(9), infinite(page([msg(31)])));
    const { result } = renderHook(() => useSendMessage(), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({
          conversationId: 9,
          profileId: 40,
          kind: 'text',
          body: 'x',
          clientKey: 'k',
        }),
      ).rejects.toBeTruthy();
    });
    expect(flattenMessages(qc.getQueryData(messagesKey(9))).map((m) => m.id)).toEqual([31]);
    expect(qc.getQueryData<User>(queryKeys.user)?.credits).toBe(0);
  });
});

describe('useDeleteChat', () => {
  const other = { ...partner, id: 41 };
  const ids = (qc: QueryClient) =>
    chatEntries(qc.getQueryData<ChatsData>(queryKeys.chats)).map((c) => c.conversation.id);

  it('by profile removes every conversation with that profile (DELETE ?profile_id=)', async () => {
    const requests = fakeChatApi({ 'DELETE /chat.php': { status: 200, data: { ok: true } } });
    const { qc, wrapper } = setup();
    qc.setQueryData(queryKeys.chats, { chats: [chatEntry(9, 1), chatEntry(10, 0, other), chatEntry(11, 2)] });
    const onFailure = vi.fn();
    const { result } = renderHook(() => useDeleteChat(onFailure), { wrapper });
    await act(() => result.current.mutateAsync({ profileId: partner.id }));
    expect(requests[0].params).toEqual({ profile_id: partner.id });
    expect(ids(qc)).toEqual([10]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('on a refusal hands the error to the caller and reloads the chats, which brings the conversation back', async () => {
    const requests = fakeChatApi({
      'DELETE /chat.php': { status: 403, data: { error: 'not_allowed' } },
      'GET /chats.php': { status: 200, data: { chats: [chatEntry(9, 1), chatEntry(10, 0, other)] } },
    });
    const { qc, wrapper } = setup();
    qc.setQueryData(queryKeys.user, testUser());
    qc.setQueryData(queryKeys.chats, { chats: [chatEntry(9, 1), chatEntry(10, 0, other)] });
    const onFailure = vi.fn();
    // An observer of the chats (the list or the poller on the real screen) refetches on invalidation.
    const { result } = renderHook(() => ({ del: useDeleteChat(onFailure), chats: useChats() }), { wrapper });
    act(() => result.current.del.mutate({ conversationId: 9 }));
    await waitFor(() => expect(onFailure).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'DELETE')?.params).toEqual({ id: 9 });
    await waitFor(() => expect(ids(qc)).toEqual([9, 10]));
    expect(requests.some((r) => r.method === 'GET' && r.url === '/chats.php')).toBe(true);
  });
});
