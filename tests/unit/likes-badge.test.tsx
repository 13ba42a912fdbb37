// The top bar's new-likes badge follows like_new: the LikesPoller (default layout) clears the
// entry of a liked profile as soon as it is opened (/members/{id}) and tells the server.
import { act, screen } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { TopBar } from '@/components/layout/top-bar';
import { LikesPoller } from '@/components/likes/likes-poller';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import type { LikesData } from '@/lib/schemas/likes';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const p = (id: number) => ({
  id,
  name: `P${id}`,
  age: 30,
  country: 'NL',
  city: null,
  is_fictional: true,
  main_image: null,
});

function likesData(newIds: number[]): LikesData {
  return {
    profiles: [p(11), p(12), p(13)],
    liked_by: [11, 12, 13].map((id) => ({ id, like_new: newIds.includes(id) })),
    sent: [],
    matches: [],
  };
}

const originalAdapter = http.defaults.adapter;
let requests: InternalAxiosRequestConfig[];
/** The server: like-seen clears the entry; likes.php answers the current state. */
let server: LikesData;

beforeEach(() => {
  requests = [];
  server = likesData([11, 12]);
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    if (config.url === '/like-seen.php') {
      const { profile_id } = JSON.parse(config.data as string);
      server = {
        ...server,
        liked_by: server.liked_by.map((l) => (l.id === profile_id ? { ...l, like_new: false } : l)),
      };
      return { data: { seen: true }, status: 200, statusText: '', headers: {}, config };
    }
    return { data: server, status: 200, statusText: '', headers: {}, config };
  });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.useRealTimers();
});

const badge = () => screen.queryByTitle(/new like/);

function renderAt(pathname: string) {
  return renderWithProviders(
    <>
      <TopBar />
      <LikesPoller />
    </>,
    { user: testUser(), pathname, queryData: [[queryKeys.likes, likesData([11, 12])]] },
  );
}

describe('new-likes badge', () => {
  it('counts the likes with like_new', async () => {
    renderAt('/members');
    // The member's links are a chunk of their own (member-nav.tsx).
    expect(await screen.findByTitle('2 new likes')).toBeInTheDocument();
  });

  it('drops by one when a liked profile is opened, and the server is told', async () => {
    renderAt('/members/12');
    expect(await screen.findByTitle('1 new like')).toBeInTheDocument();
    const seen = requests.find((r) => r.url === '/like-seen.php');
    expect(seen?.method).toBe('post');
    expect(JSON.parse(seen!.data as string)).toEqual({ profile_id: 12 });
    // The reload after the call agrees with the cache.
    await act(async () => {});
    expect(badge()).toHaveAttribute('title', '1 new like');
  });

  it('does not call the server for a profile whose like was already seen, or that never liked', async () => {
    renderAt('/members/13');
    await act(async () => {});
    renderAt('/members/99');
    await act(async () => {});
    expect(requests.filter((r) => r.url === '/like-seen.php')).toHaveLength(0);
  });

  it('refreshes the likes 5 s after load, so a new like shows up in the badge', async () => {
    vi.useFakeTimers();
    renderAt('/members');
    server = likesData([11, 12, 13]);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(badge()).toHaveAttribute('title', '2 new likes');
    expect(requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(requests.map((r) => r.url)).toEqual(['/likes.php']);
    expect(badge()).toHaveAttribute('title', '3 new likes');
  });

  it('polls nothing for visitors', async () => {
    renderWithProviders(<LikesPoller />, { user: null, pathname: '/members/12' });
    await act(async () => {});
    expect(requests).toHaveLength(0);
  });
});
