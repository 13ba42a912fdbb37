// The chats list is polled (first refresh 5 s after load, then every 60 s) and the tab title and
// the installed app's badge follow unread messages + new likes (spec §4, §9).
import { act } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ChatsPoller } from '@/components/chat-live/chats-poller';
import { TopBar } from '@/components/layout/top-bar';
import { LikesPoller } from '@/components/likes/likes-poller';
import { chatEntries, chatsRefreshMs, type ChatEntry } from '@/lib/api-client/chats';
import { signalChatMessageArrived } from '@/lib/api-client/chat-live-signal';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const entry = (id: number, unread: number): ChatEntry => ({
  conversation: { id },
  profile: { id: 100 + id, name: `P${id}`, main_image: null, premium: false, is_fictional: false },
  num_unread_messages: unread,
  last_message: { kind: 'text', body: 'hi', created_at: '2024-01-01T00:00:00Z', mine: false },
});
const likes = (newCount: number) => ({
  profiles: [],
  liked_by: Array.from({ length: 3 }, (_, i) => ({ id: i + 1, like_new: i < newCount })),
  sent: [],
  matches: [],
});

const originalAdapter = http.defaults.adapter;
let requests: InternalAxiosRequestConfig[];
let chatsServer: unknown;
let likesServer: unknown;

beforeEach(() => {
  requests = [];
  chatsServer = { chats: [entry(1, 2)] };
  likesServer = likes(1);
  document.title = 'Heartline';
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    const data = config.url === '/chats.php' ? chatsServer : likesServer;
    return { data, status: 200, statusText: '', headers: {}, config };
  });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const urls = () => requests.map((r) => r.url);
/** React Query notifies on a 0 ms timer: let it run. */
const flush = () => act(() => new Promise<void>((r) => setTimeout(r, 5)));

describe('chats resource', () => {
  it('polls every 60 s, every 300 s with push', () => {
    expect(chatsRefreshMs(false)).toBe(60_000);
    expect(chatsRefreshMs(true)).toBe(300_000);
  });

  it('reads a bare array and a { chats } answer alike', () => {
    expect(chatEntries([entry(1, 0)])).toHaveLength(1);
    expect(chatEntries({ chats: [entry(1, 0), entry(2, 0)] })).toHaveLength(2);
    expect(chatEntries(undefined)).toEqual([]);
  });
});

describe('ChatsPoller', () => {
  function renderPoller(withLikes = false, installedApp = false) {
    return renderWithProviders(<ChatsPoller withLikes={withLikes} />, {
      user: testUser(),
      pathname: '/chats',
      uiState: { installedApp },
      queryData: [
        [queryKeys.chats, { chats: [entry(1, 2)] }],
        [queryKeys.likes, likes(1)],
      ],
    });
  }

  it('puts unread messages + new likes in front of the tab title', async () => {
    renderPoller();
    await act(async () => {});
    expect(document.title).toBe('(3) Heartline');
  });

  it('refreshes 5 s after load (not before), then every 60 s, and the title follows', async () => {
    vi.useFakeTimers();
    renderPoller();
    chatsServer = { chats: [entry(1, 2), entry(2, 4)] };
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(urls()).not.toContain('/chats.php');
    expect(document.title).toBe('(3) Heartline');
    await act(() => vi.advanceTimersByTimeAsync(51));
    expect(urls().filter((u) => u === '/chats.php')).toHaveLength(1);
    expect(document.title).toBe('(7) Heartline');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(urls().filter((u) => u === '/chats.php')).toHaveLength(2);
  });

  it('keeps the count in front when the page changes its title, and drops it at 0', async () => {
    const view = renderPoller();
    await act(async () => {});
    document.title = 'Chats · Heartline';
    await act(async () => {});
    expect(document.title).toBe('(3) Chats · Heartline');
    view.queryClient.setQueryData(queryKeys.chats, [entry(1, 0)]);
    view.queryClient.setQueryData(queryKeys.likes, likes(0));
    await flush();
    expect(document.title).toBe('Chats · Heartline');
  });

  it('caps the title at 99+', async () => {
    const view = renderPoller();
    view.queryClient.setQueryData(queryKeys.chats, [entry(1, 150)]);
    await flush();
    expect(document.title).toBe('(99+) Heartline');
  });

  it('sets and clears the installed app badge with the same total', async () => {
    const setAppBadge = vi.fn(async () => {});
    const clearAppBadge = vi.fn(async () => {});
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    const view = renderPoller(false, true);
    await act(async () => {});
    expect(setAppBadge).toHaveBeenLastCalledWith(3);
    view.queryClient.setQueryData(queryKeys.likes, likes(3));
    await flush();
    expect(setAppBadge).toHaveBeenLastCalledWith(5);
    view.queryClient.setQueryData(queryKeys.chats, []);
    view.queryClient.setQueryData(queryKeys.likes, likes(0));
    await flush();
    expect(clearAppBadge).toHaveBeenCalled();
    delete (navigator as unknown as Record<string, unknown>).setAppBadge;
    delete (navigator as unknown as Record<string, unknown>).clearAppBadge;
  });

  it('does not touch the badge in a browser tab', async () => {
    const setAppBadge = vi.fn(async () => {});
    Object.assign(navigator, { setAppBadge });
    renderPoller(false, false);
    await act(async () => {});
    expect(setAppBadge).not.toHaveBeenCalled();
    delete (navigator as unknown as Record<string, unknown>).setAppBadge;
  });

  it('reloads chats and likes when a live message arrives', async () => {
    renderPoller(true);
    await act(async () => {});
    requests = [];
    await act(async () => signalChatMessageArrived());
    await flush();
    expect(urls().sort()).toEqual(['/chats.php', '/likes.php']);
  });

  it('in the chat layout also keeps the likes polled', async () => {
    vi.useFakeTimers();
    renderPoller(true);
    await act(() => vi.advanceTimersByTimeAsync(5_050));
    expect(urls()).toContain('/likes.php');
    expect(urls()).toContain('/chats.php');
  });

  it('in the default layout leaves the likes refresh to the LikesPoller and does not break it', async () => {
    vi.useFakeTimers();
    renderWithProviders(
      <>
        <TopBar />
        <LikesPoller />
        <ChatsPoller />
      </>,
      {
        user: testUser(),
        pathname: '/members',
        queryData: [
          [queryKeys.chats, { chats: [entry(1, 2)] }],
          [queryKeys.likes, likes(1)],
        ],
      },
    );
    likesServer = likes(3);
    await act(() => vi.advanceTimersByTimeAsync(5_050));
    expect(urls().sort()).toEqual(['/chats.php', '/likes.php']);
    expect(document.title).toBe('(5) Heartline');
  });

  it('polls nothing for visitors and leaves the title alone', async () => {
    renderWithProviders(<ChatsPoller />, { user: null });
    await act(async () => {});
    expect(requests).toHaveLength(0);
    expect(document.title).toBe('Heartline');
  });
});
