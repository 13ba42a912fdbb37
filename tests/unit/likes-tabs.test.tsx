// /likes tabs: received (with "new"), sent (with unlike), matches (to the match view); the
// spinner only while nothing is loaded yet; a failed first load offers a retry.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { LikesTabs } from '@/components/likes/likes-tabs';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import type { LikesData } from '@/lib/schemas/likes';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const p = (id: number, name: string) => ({
  id,
  name,
  age: 30,
  country: 'NL',
  city: 'Delft',
  is_fictional: false,
  main_image: `/m/t${id}.jpg`,
});
const data: LikesData = {
  profiles: [{ ...p(1, 'Ada'), premium: true }, { ...p(2, 'Bo'), is_fictional: true }, p(3, 'Cor')],
  liked_by: [
    { id: 1, like_new: true },
    { id: 2, like_new: false },
  ],
  sent: [3, 2],
  matches: [2],
};

const originalAdapter = http.defaults.adapter;
let requests: InternalAxiosRequestConfig[];
let respond: (config: InternalAxiosRequestConfig) => Promise<unknown>;
beforeEach(() => {
  requests = [];
  respond = async () => data;
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    return { data: await respond(config), status: 200, statusText: '', headers: {}, config };
  });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

const cards = (tab: string) => within(screen.getByTestId(`likes-list-${tab}`)).getAllByRole('link');

describe('LikesTabs', () => {
  it('marks the current tab and shows the received likes, new ones marked, linking to profiles', () => {
    renderWithProviders(<LikesTabs tab="received" />, {
      user: testUser(),
      queryData: [[queryKeys.likes, data]],
    });
    expect(screen.getByRole('link', { name: /Received/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sent' })).toHaveAttribute('href', '/likes/sent');
    expect(cards('received').map((a) => a.getAttribute('href'))).toEqual(['/members/1', '/members/2']);
    expect(within(cards('received')[0]).getByText('New')).toBeInTheDocument();
    expect(within(cards('received')[1]).queryByText('New')).toBeNull();
    expect(screen.getByTitle('1 new like')).toBeInTheDocument();
    // The gold badge for premium members, the fictional icon for fictional profiles.
    expect(within(cards('received')[0]).getByTestId('premium-badge')).toBeInTheDocument();
    expect(within(cards('received')[0]).queryByLabelText('Fictional profile')).toBeNull();
    expect(within(cards('received')[1]).getByLabelText('Fictional profile')).toBeInTheDocument();
    expect(within(cards('received')[1]).queryByTestId('premium-badge')).toBeNull();
  });

  it('offers "Like back" on received likes not yet answered; a match opens the match view', async () => {
    respond = async (config) =>
      config.url === '/like.php' ? { liked: true, match: true, profile: p(1, 'Ada') } : data;
    renderWithProviders(<LikesTabs tab="received" />, {
      user: testUser(),
      queryData: [[queryKeys.likes, data]],
    });
    // Bo (2) is liked back already (in sent): only Ada gets the button.
    expect(screen.queryByRole('button', { name: 'Like Bo back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Like Ada back' }));
    await waitFor(() => expect(navigation.intlRouter.push).toHaveBeenCalledWith('/likes/m/1'));
    const post = requests.find((r) => r.url === '/like.php');
    expect(JSON.parse(post!.data as string)).toEqual({ profile_id: 1 });
  });

  it('shows the reason when a like is refused', async () => {
    http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
      if (config.url === '/like.php') {
        const err = Object.assign(new Error('403'), {
          isAxiosError: true,
          config,
          response: {
            status: 403,
            data: { error: 'blocked', name: 'Ada' },
            headers: {},
            config,
            statusText: '',
          },
        });
        throw err;
      }
      return { data, status: 200, statusText: '', headers: {}, config };
    });
    renderWithProviders(<LikesTabs tab="received" />, {
      user: testUser(),
      queryData: [[queryKeys.likes, data]],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Like Ada back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You're blocked by Ada.");
  });

  it('lists matches linking to the match view', () => {
    renderWithProviders(<LikesTabs tab="matches" />, {
      user: testUser(),
      queryData: [[queryKeys.likes, data]],
    });
    expect(cards('matches').map((a) => a.getAttribute('href'))).toEqual(['/likes/m/2']);
  });

  it('unlikes from the sent tab and reloads the likes', async () => {
    renderWithProviders(<LikesTabs tab="sent" />, { user: testUser(), queryData: [[queryKeys.likes, data]] });
    expect(cards('sent').map((a) => a.getAttribute('href'))).toEqual(['/members/3', '/members/2']);
    fireEvent.click(screen.getByRole('button', { name: 'Take back your like for Cor' }));
    await act(async () => {});
    const del = requests.find((r) => r.method === 'delete');
    expect(del?.url).toBe('/like.php');
    expect(del?.params).toEqual({ profile_id: 3 });
    expect(requests.some((r) => r.url === '/likes.php')).toBe(true);
  });

  it('shows empty-state text per tab', () => {
    const empty = { profiles: [], liked_by: [], sent: [], matches: [] };
    renderWithProviders(<LikesTabs tab="matches" />, {
      user: testUser(),
      queryData: [[queryKeys.likes, empty]],
    });
    expect(screen.getByText(/No matches yet/)).toBeInTheDocument();
  });

  it('shows the spinner only on the first load, not while a later poll runs', async () => {
    let release!: () => void;
    respond = () => new Promise((resolve) => (release = () => resolve(data)));
    const { queryClient } = renderWithProviders(<LikesTabs tab="received" />, { user: testUser() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading likes…');
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(cards('received')).toHaveLength(2);
    // A refetch keeps the list on screen without a spinner.
    act(() => void queryClient.invalidateQueries({ queryKey: queryKeys.likes }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.queryByRole('status')).toBeNull();
    expect(cards('received')).toHaveLength(2);
    await act(async () => release());
  });

  it('offers a retry when the first load fails', async () => {
    respond = async () => {
      throw Object.assign(new Error('boom'), { isAxiosError: true, response: { status: 500, data: {} } });
    };
    renderWithProviders(<LikesTabs tab="received" />, { user: testUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your likes could not be loaded.');
    respond = async () => data;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('likes-list-received')).toBeInTheDocument();
  });
});
