// Where the new-like modal appears: a like that arrives in a later poll (not the first load, not
// on the likes pages), and the auto-like asked for after 60 s in the members area.
import { act, fireEvent, screen } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AUTO_LIKE_DELAY_MS, LikeModalsHost } from '@/components/likes/like-modals-host';
import { http } from '@/lib/api-client/http';
import type { LikesData } from '@/lib/schemas/likes';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';

// The host's rules are under test here, not the lazy loading (E2E opens the loaded modal): the
// modal renders at once instead of after its chunk arrives.
vi.mock('@/components/likes/lazy-new-like-modal', async () => ({
  NewLikeModal: (await import('@/components/likes/new-like-modal')).NewLikeModal,
}));
vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const p = (id: number, name: string) => ({
  id,
  name,
  age: 30,
  country: 'NL',
  city: null,
  is_fictional: true,
  main_image: null,
});
const before: LikesData = {
  profiles: [p(1, 'Ada')],
  liked_by: [{ id: 1, like_new: true }],
  sent: [],
  matches: [],
};
const after: LikesData = {
  profiles: [p(1, 'Ada'), p(2, 'Bo')],
  liked_by: [
    { id: 2, like_new: true },
    { id: 1, like_new: true },
  ],
  sent: [],
  matches: [],
};

const originalAdapter = http.defaults.adapter;
let requests: InternalAxiosRequestConfig[];
beforeEach(() => {
  requests = [];
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    if (config.url === '/auto-like.php')
      return { data: p(7, 'Eva'), status: 200, statusText: '', headers: {}, config };
    if (config.url === '/like.php')
      return {
        data: { liked: true, match: true, profile: p(2, 'Bo') },
        status: 200,
        statusText: '',
        headers: {},
        config,
      };
    return { data: after, status: 200, statusText: '', headers: {}, config };
  });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.useRealTimers();
});

function renderHost(pathname: string) {
  const r = renderWithProviders(<LikeModalsHost data={before} />, { user: testUser(), pathname });
  return { ...r, poll: (data: LikesData) => r.rerender(<LikeModalsHost data={data} />) };
}

describe('LikeModalsHost', () => {
  it('shows nothing for the likes already there on the first load', () => {
    renderHost('/members');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('announces a like that arrives in a later poll; "Like back" likes and opens the match', async () => {
    const { poll } = renderHost('/members');
    poll(after);
    expect(screen.getByRole('dialog', { name: 'New like!' })).toHaveTextContent('Bo, 30');
    fireEvent.click(screen.getByRole('button', { name: 'Like back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {});
    const like = requests.find((r) => r.url === '/like.php');
    expect(JSON.parse(like!.data as string)).toEqual({ profile_id: 2 });
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/likes/m/2');
  });

  it('opens the profile from the photo', () => {
    const { poll } = renderHost('/members');
    poll(after);
    fireEvent.click(screen.getByRole('button', { name: 'Open the profile of Bo' }));
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/members/2');
  });

  it('stays quiet on the likes pages, where the list shows the new like', () => {
    const { poll } = renderHost('/likes/received');
    poll(after);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for an auto-like after 60 s in the members area, once', async () => {
    vi.useFakeTimers();
    renderHost('/members');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LIKE_DELAY_MS - 1));
    expect(requests.some((r) => r.url === '/auto-like.php')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog', { name: 'New like!' })).toHaveTextContent('Eva, 30');
    expect(requests.filter((r) => r.url === '/auto-like.php')).toHaveLength(1);
  });

  it('does not ask outside the members area', async () => {
    vi.useFakeTimers();
    renderHost('/settings');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_LIKE_DELAY_MS * 2));
    expect(requests).toHaveLength(0);
  });
});
