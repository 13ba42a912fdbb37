// The like modal (spec §4): opens when ?t= seconds have elapsed, then drops t from the URL
// (other parameters stay); its photo and button go to the profile.
import { act, fireEvent, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { LikeModal, likeModalProfile, parseDelaySeconds } from '@/components/likes/like-modal';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import type { LikesData } from '@/lib/schemas/likes';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation, setPathname } from '@/tests/setup/navigation-mocks';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const profile = (id: number, name: string) => ({
  id,
  name,
  age: 30,
  country: 'NL',
  city: null,
  is_fictional: true,
  main_image: `/media/t${id}.jpg`,
});

const likes: LikesData = {
  profiles: [profile(11, 'Ada'), profile(12, 'Bo')],
  liked_by: [
    { id: 12, like_new: true },
    { id: 11, like_new: false },
  ],
  sent: [],
  matches: [],
};

const originalAdapter = http.defaults.adapter;
beforeEach(() => {
  vi.useFakeTimers();
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => ({
    data: likes,
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  http.defaults.adapter = originalAdapter;
});

function renderAt(path: string, search: string, data: LikesData | undefined = likes) {
  const result = renderWithProviders(<LikeModal />, {
    user: testUser(),
    pathname: path,
    queryData: data ? [[queryKeys.likes, data]] : [],
  });
  // renderWithProviders resets navigation; set the query afterwards and render again.
  setPathname(path, search);
  result.rerender(<LikeModal />);
  return result;
}

describe('LikeModal', () => {
  it('opens only after t seconds, then removes t and keeps the other parameters', () => {
    renderAt('/members', 't=3&country=NL');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigation.intlRouter.replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Bo likes you!' })).toBeInTheDocument();
    expect(navigation.intlRouter.replace).toHaveBeenCalledWith('/members?country=NL', { scroll: false });
  });

  it('removes t without leaving an empty query', () => {
    renderAt('/likes', 't=0');
    act(() => vi.advanceTimersByTime(0));
    expect(navigation.intlRouter.replace).toHaveBeenCalledWith('/likes', { scroll: false });
  });

  it('goes to the profile from the button and from the photo', () => {
    renderAt('/members', 't=1');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'View profile' }));
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/members/12');
    expect(screen.queryByRole('dialog')).toBeNull();

    renderAt('/members', 't=1');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Open the profile of Bo' }));
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/members/12');
  });

  it('shows the profile named by ?liked= when it liked the member', () => {
    renderAt('/members', 't=1&liked=11');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: 'Ada likes you!' })).toBeInTheDocument();
    expect(navigation.intlRouter.replace).toHaveBeenCalledWith('/members?liked=11', { scroll: false });
  });

  it('closes with its close icon', () => {
    renderAt('/members', 't=1');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing without t or with a malformed t', () => {
    renderAt('/members', '');
    act(() => vi.advanceTimersByTime(100_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    renderAt('/members', 't=soon');
    act(() => vi.advanceTimersByTime(100_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigation.intlRouter.replace).not.toHaveBeenCalled();
  });

  it('removes t but shows nothing when nobody liked the member', () => {
    renderAt('/members', 't=1', { profiles: [], liked_by: [], sent: [], matches: [] });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigation.intlRouter.replace).toHaveBeenCalledWith('/members', { scroll: false });
  });
});

describe('like modal helpers', () => {
  it('parses t as seconds up to a day', () => {
    expect(parseDelaySeconds('5')).toBe(5);
    expect(parseDelaySeconds('1.5')).toBe(1.5);
    expect(parseDelaySeconds(null)).toBeNull();
    expect(parseDelaySeconds('-1')).toBeNull();
    expect(parseDelaySeconds('99999')).toBeNull();
  });

  it('picks ?liked= when it is among liked_by, else the newest', () => {
    expect(likeModalProfile(likes, '11')?.name).toBe('Ada');
    expect(likeModalProfile(likes, '999')?.name).toBe('Bo');
    expect(likeModalProfile(likes, null)?.name).toBe('Bo');
    expect(likeModalProfile(undefined, null)).toBeNull();
  });
});
