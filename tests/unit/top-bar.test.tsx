import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import type { Mock } from 'vitest';
import { TopBar } from '@/components/layout/top-bar';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import { useUiStore } from '@/stores/ui-store';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const chatEntry = (id: number, num_unread_messages: number) => ({
  conversation: { id },
  profile: { id: 100 + id },
  num_unread_messages,
});

const originalAdapter = http.defaults.adapter;
let adapter: Mock<AxiosAdapter>;

beforeEach(() => {
  // The bar reads only what the cache holds; any request would be a surprise.
  adapter = vi.fn<AxiosAdapter>(async () => {
    throw new Error('unexpected request');
  });
  http.defaults.adapter = adapter;
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  expect(adapter).not.toHaveBeenCalled();
});

const link = (name: string | RegExp) => screen.getByRole('link', { name });
const queryLink = (name: string | RegExp) => screen.queryByRole('link', { name });

/** A member's bar: their links load as a chunk of their own (member-nav.tsx), so wait for it. */
async function renderMemberBar(options: Parameters<typeof renderWithProviders>[1]) {
  renderWithProviders(<TopBar />, options);
  await screen.findByRole('button', { name: /My account/ });
}

describe('TopBar, logged out', () => {
  it('shows a Login link and the language menu, and no member links', () => {
    renderWithProviders(<TopBar />, { user: null });
    expect(link('Log in')).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();
    expect(queryLink(/Messages/)).toBeNull();
    expect(queryLink(/Likes/)).toBeNull();
    expect(queryLink(/Search members/)).toBeNull();
    expect(queryLink(/Credits/)).toBeNull();
    expect(screen.queryByRole('button', { name: /My account/ })).toBeNull();
  });

  it('links the brand home with the site name', () => {
    renderWithProviders(<TopBar />, { settings: { name: 'Flirtville' } });
    expect(link('Flirtville home')).toHaveAttribute('href', '/');
  });

  it('opens the language menu with every locale', async () => {
    renderWithProviders(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(await screen.findByRole('button', { name: 'Nederlands' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deutsch' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });
});

describe('TopBar, logged in', () => {
  it('shows Search members, Messages, Likes and the account menu, and no Login', async () => {
    await renderMemberBar({ user: testUser() });
    expect(link(/Search members/)).toHaveAttribute('href', '/members');
    expect(link(/Messages/)).toHaveAttribute('href', '/chats');
    expect(link(/Likes/)).toHaveAttribute('href', '/likes');
    expect(queryLink('Log in')).toBeNull();
    expect(screen.getByRole('button', { name: /Language/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /My account/ }));
    expect(await screen.findByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the member name on the account menu', async () => {
    await renderMemberBar({
      user: testUser({ profile: { id: 1, name: 'Bea', country: 'NL', status: 'active', main_image: null } }),
    });
    expect(screen.getByRole('button', { name: /My account/ })).toHaveTextContent('Bea');
  });

  it('caps the unread badge at 99+ (150 unread)', async () => {
    await renderMemberBar({
      user: testUser(),
      queryData: [[queryKeys.chats, [chatEntry(1, 100), chatEntry(2, 0), chatEntry(3, 50)]]],
    });
    const messages = link(/Messages/);
    expect(await within(messages).findByText('99+')).toBeInTheDocument();
    expect(messages).toHaveAccessibleName(/150 unread messages/);
  });

  it('shows the exact unread count up to 99', async () => {
    await renderMemberBar({
      user: testUser(),
      queryData: [[queryKeys.chats, [chatEntry(1, 2), chatEntry(2, 1)]]],
    });
    expect(await within(link(/Messages/)).findByText('3')).toBeInTheDocument();
  });

  it('has no unread badge at 0', async () => {
    await renderMemberBar({
      user: testUser(),
      queryData: [
        [queryKeys.chats, [chatEntry(1, 0), chatEntry(2, 0)]],
        [queryKeys.likes, { profiles: [], liked_by: [{ id: 1, like_new: true }] }],
      ],
    });
    // The badges load as a chunk of their own: the likes badge showing means the unread one ran too.
    await within(link(/Likes/)).findByText('1');
    const messages = link(/Messages/);
    expect(messages).toHaveTextContent(/^Messages$/);
    expect(messages).not.toHaveAccessibleName(/unread/);
  });

  it('counts new likes (liked_by entries with like_new)', async () => {
    await renderMemberBar({
      user: testUser(),
      queryData: [
        [
          queryKeys.likes,
          {
            profiles: [],
            liked_by: [
              { id: 1, like_new: true },
              { id: 2, like_new: false },
              { id: 3, like_new: true },
            ],
          },
        ],
      ],
    });
    const likes = link(/Likes/);
    expect(await within(likes).findByText('2')).toBeInTheDocument();
    expect(likes).toHaveAccessibleName(/2 new likes/);
  });

  it('has no new-likes badge when every like was seen', async () => {
    await renderMemberBar({
      user: testUser(),
      queryData: [
        [queryKeys.likes, { profiles: [], liked_by: [{ id: 1, like_new: false }] }],
        [queryKeys.chats, [chatEntry(1, 1)]],
      ],
    });
    // As above: the unread badge showing means the badge chunk has loaded.
    await within(link(/Messages/)).findByText('1');
    expect(link(/Likes/)).toHaveTextContent(/^Likes$/);
  });
});

describe('TopBar credits (spec §2: badge at 10 or fewer)', () => {
  const creditsBadge = () =>
    within(link(/Credits/))
      .queryByText(/credits? left/)
      ?.closest('.badge') ?? null;

  it('a paid member with 5 credits sees a warning badge', async () => {
    await renderMemberBar({ user: testUser({ paid_user: true, credits: 5 }) });
    expect(link(/Credits/)).toHaveAttribute('href', '/credits');
    expect(creditsBadge()).toHaveClass('text-bg-warning');
    expect(creditsBadge()).toHaveTextContent('5');
  });

  it('a paid member with 10 credits still sees the badge', async () => {
    await renderMemberBar({ user: testUser({ paid_user: true, credits: 10 }) });
    expect(creditsBadge()).toHaveClass('text-bg-warning');
  });

  it('a paid member with 0 credits sees a danger badge', async () => {
    await renderMemberBar({ user: testUser({ paid_user: true, credits: 0 }) });
    expect(creditsBadge()).toHaveClass('text-bg-danger');
    expect(creditsBadge()).not.toHaveClass('text-bg-warning');
  });

  it('a paid member with 50 credits sees the link without a badge', async () => {
    await renderMemberBar({ user: testUser({ paid_user: true, credits: 50 }) });
    expect(link(/Credits/)).toBeInTheDocument();
    expect(creditsBadge()).toBeNull();
  });

  it('a paid member does not see Get Premium', async () => {
    await renderMemberBar({ user: testUser({ paid_user: true, credits: 50 }) });
    expect(queryLink(/Get Premium/)).toBeNull();
  });

  it('a free member sees Get Premium and no credits link', async () => {
    await renderMemberBar({ user: testUser({ paid_user: false, credits: 0 }) });
    expect(link(/Get Premium/)).toHaveAttribute('href', '/premium');
    expect(queryLink(/Credits/)).toBeNull();
  });
});

describe('TopBar back button (spec §2: installed app only, on some routes)', () => {
  const back = () => screen.queryByRole('button', { name: 'Back' });

  it.each(['/members/12', '/nl/members/12', '/likes/received', '/likes/m/3', '/credits', '/credits/5/ideal'])(
    'shows in the installed app on %s',
    (pathname) => {
      renderWithProviders(<TopBar />, { user: testUser(), pathname, uiState: { installedApp: true } });
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    },
  );

  it.each(['/', '/members', '/chats', '/likes', '/credits/repeat-order', '/pages/terms'])(
    'does not show in the installed app on %s',
    (pathname) => {
      renderWithProviders(<TopBar />, { user: testUser(), pathname, uiState: { installedApp: true } });
      expect(back()).toBeNull();
    },
  );

  it('appears when the app learns it runs installed', async () => {
    renderWithProviders(<TopBar />, { user: testUser(), pathname: '/members/12' });
    expect(back()).toBeNull();
    act(() => useUiStore.setState({ installedApp: true }));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('does not show in a browser tab', () => {
    renderWithProviders(<TopBar />, { user: testUser(), pathname: '/members/12' });
    expect(back()).toBeNull();
  });

  it('goes back in history', async () => {
    const { navigation } = await import('@/tests/setup/navigation-mocks');
    renderWithProviders(<TopBar />, {
      user: testUser(),
      pathname: '/members/12',
      uiState: { installedApp: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(navigation.router.back).toHaveBeenCalledTimes(1);
  });
});
