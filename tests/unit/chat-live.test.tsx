// The live hooks: one shared EventSource, messages and typing of the open conversation, the
// fallback to polling when the stream keeps failing, and throttled typing notices.
import { act, renderHook } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import {
  LIST_POLL_MS,
  LIVE_POLL_MS,
  resetChatLive,
  useChatEvents,
  useChatListLive,
  useTypingIndicator,
} from '@/lib/api-client/chat-live';
import { onChatMessageArrived } from '@/lib/api-client/chat-live-signal';
import { http } from '@/lib/api-client/http';
import { FakeEventSource } from './support/chat-fakes';

const message = (id: number, conversation_id = 5) => ({
  id,
  conversation_id,
  sender_id: 9,
  mine: false,
  kind: 'text' as const,
  body: 'hi',
  image: null,
  gift: null,
  credits_spent: 0,
  client_key: null,
  created_at: '2024-01-01T00:00:00Z',
});

const originalAdapter = http.defaults.adapter;
let requests: InternalAxiosRequestConfig[];
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  requests = [];
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    return { data: { sent: true }, status: 200, statusText: '', headers: {}, config };
  });
});
afterEach(() => {
  resetChatLive();
  http.defaults.adapter = originalAdapter;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const es = () => FakeEventSource.instances.at(-1)!;

describe('useChatEvents', () => {
  it("opens one stream, goes live on ready, passes this conversation's messages and signals the chats reload", () => {
    const onMessage = vi.fn();
    const arrived = vi.fn();
    const off = onChatMessageArrived(arrived);
    const { result } = renderHook(() => useChatEvents(5, { onMessage }));
    renderHook(() => useTypingIndicator(5));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(es().url).toBe('/api/chat-events.php');
    expect(result.current.mode).toBe('connecting');
    act(() => es().emit('ready', { profile_id: 1 }));
    expect(result.current.mode).toBe('live');
    act(() => es().emit('message', { conversation_id: 5, message: message(1) }));
    act(() => es().emit('message', { conversation_id: 6, message: message(2, 6) }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage.mock.calls[0][0]).toMatchObject({ id: 1 });
    expect(arrived).toHaveBeenCalledTimes(2);
    off();
  });

  it('falls back to polling after repeated stream failures, and stops polling on unmount', () => {
    vi.useFakeTimers();
    const onPoll = vi.fn();
    const view = renderHook(() => useChatEvents(5, { onPoll }));
    act(() => {
      es().fail();
      es().fail();
    });
    expect(view.result.current.mode).toBe('connecting');
    act(() => es().fail());
    expect(view.result.current.mode).toBe('polling');
    expect(es().readyState).toBe(2);
    act(() => vi.advanceTimersByTime(LIVE_POLL_MS * 2));
    expect(onPoll).toHaveBeenCalledTimes(2);
    view.unmount();
    act(() => vi.advanceTimersByTime(LIVE_POLL_MS * 2));
    expect(onPoll).toHaveBeenCalledTimes(2);
  });

  it('polls at once when the browser has no EventSource', () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', undefined);
    const onPoll = vi.fn();
    const { result } = renderHook(() => useChatEvents(5, { onPoll }));
    expect(result.current.mode).toBe('polling');
    act(() => vi.advanceTimersByTime(LIVE_POLL_MS));
    expect(onPoll).toHaveBeenCalledTimes(1);
  });
});

describe('useChatListLive', () => {
  it('keeps the shared stream open while the list is shown; a message in any conversation reloads chats', () => {
    const arrived = vi.fn();
    const off = onChatMessageArrived(arrived);
    const list = renderHook(() => useChatListLive(vi.fn()));
    const conversation = renderHook(() => useChatEvents(5));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => es().emit('ready', { profile_id: 1 }));
    expect(list.result.current.mode).toBe('live');
    act(() => es().emit('message', { conversation_id: 8, message: message(4, 8) }));
    expect(arrived).toHaveBeenCalledTimes(1);
    conversation.unmount();
    expect(es().readyState).not.toBe(2);
    list.unmount();
    expect(es().readyState).toBe(2);
    off();
  });

  it('refreshes the list every 15 s while the stream is unavailable', () => {
    vi.useFakeTimers();
    const onPoll = vi.fn();
    const view = renderHook(() => useChatListLive(onPoll));
    act(() => vi.advanceTimersByTime(LIST_POLL_MS * 2));
    expect(onPoll).not.toHaveBeenCalled();
    act(() => {
      es().fail();
      es().fail();
      es().fail();
    });
    expect(view.result.current.mode).toBe('polling');
    act(() => vi.advanceTimersByTime(LIST_POLL_MS * 2));
    expect(onPoll).toHaveBeenCalledTimes(2);
    view.unmount();
    act(() => vi.advanceTimersByTime(LIST_POLL_MS * 2));
    expect(onPoll).toHaveBeenCalledTimes(2);
  });
});

describe('useTypingIndicator', () => {
  it("shows the partner's typing for 5 s, and hides it when their message arrives", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypingIndicator(5));
    act(() => es().emit('typing', { conversation_id: 6, profile_id: 9 }));
    expect(result.current.partnerTyping).toBe(false);
    act(() => es().emit('typing', { conversation_id: 5, profile_id: 9 }));
    expect(result.current.partnerTyping).toBe(true);
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current.partnerTyping).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.partnerTyping).toBe(false);
    act(() => es().emit('typing', { conversation_id: 5, profile_id: 9 }));
    act(() => es().emit('message', { conversation_id: 5, message: message(3) }));
    expect(result.current.partnerTyping).toBe(false);
  });

  it('tells the server at most every 2.5 s', async () => {
    const { result } = renderHook(() => useTypingIndicator(5));
    await act(async () => {
      result.current.notifyTyping();
      result.current.notifyTyping();
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe('/typing.php');
    expect(JSON.parse(requests[0].data as string)).toEqual({ conversation_id: 5 });
  });
});
