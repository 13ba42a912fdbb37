import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IcebreakerButton, IcebreakerModal, chatWithText } from '@/components/discovery/icebreaker-modal';
import { LiveCamTile } from '@/components/discovery/live-cam-tile';
import { MatchFinder } from '@/components/discovery/match-finder';
import { SignupMatches } from '@/components/discovery/signup-matches';
import { SwipeQuotaMessage } from '@/components/discovery/swipe-quota-message';
import { finderQueryOptions, signupMatchesQueryOptions } from '@/lib/api-client/suggestions';
import type { ProfileCard } from '@/lib/schemas/profile';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { useSignupStore } from '@/stores/signup-store';
import deMessages from '@/messages/de.json';
import type { AbstractIntlMessages } from 'next-intl';
import { recordingApi, restoreRecordingApi } from './support/recording-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const card = (id: number, name: string, extra: Partial<ProfileCard> = {}): ProfileCard => ({
  id,
  name,
  age: 31,
  country: 'NL',
  city: 'Leiden',
  is_fictional: false,
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}-t.jpg`, status: 'active' },
  ...extra,
});

afterEach(() => {
  restoreRecordingApi();
  vi.useRealTimers();
});

describe('IcebreakerModal', () => {
  it('offers at least 8 labelled lines, some with the name, reachable by keyboard; a line starts the chat', async () => {
    const onClose = vi.fn();
    renderWithProviders(<IcebreakerModal profile={{ id: 42, name: 'Zoë' }} onClose={onClose} />, {
      user: testUser(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Break the ice with Zoë' });
    const lines = within(dialog).getAllByTestId('icebreaker-line');
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(lines.filter((l) => l.textContent!.includes('Zoë')).length).toBeGreaterThanOrEqual(2);
    expect(new Set(lines.map((l) => l.textContent)).size).toBe(lines.length);

    // Tab reaches the lines; Enter chooses.
    lines[1].focus();
    const text = lines[1].textContent!;
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(navigation.intlRouter.push).toHaveBeenCalledWith(
      `/members/42/chat?text=${encodeURIComponent(text)}`,
    );
  });

  it('closes with the labelled close button and is translated', async () => {
    const onClose = vi.fn();
    renderWithProviders(<IcebreakerModal profile={{ id: 1, name: 'Max' }} onClose={onClose} />, {
      user: testUser(),
      locale: 'de',
      messages: deMessages as AbstractIntlMessages,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Brich das Eis mit Max' });
    expect(within(dialog).getAllByTestId('icebreaker-line')[0]).toHaveTextContent('Hallo Max!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('builds the chat link with the line URL-encoded', () => {
    expect(chatWithText(7, 'Coffee & tea? 100%')).toBe('/members/7/chat?text=Coffee%20%26%20tea%3F%20100%25');
  });

  it('IcebreakerButton: members get the modal, visitors the signup modal aimed at that member', async () => {
    const target = { id: 9, name: 'Ida', main_image: null };
    const { unmount } = renderWithProviders(<IcebreakerButton profile={target} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Suggested opening lines for Ida' }));
    expect(await screen.findByRole('dialog', { name: 'Break the ice with Ida' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<IcebreakerButton profile={target} />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Suggested opening lines for Ida' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSignupStore.getState()).toMatchObject({ modalOpen: true, target });
    useSignupStore.getState().signupClosed();
  });
});

describe('LiveCamTile', () => {
  it('renders nothing when the site has no live-cam URL', () => {
    const { container } = renderWithProviders(<LiveCamTile />, { settings: { live_cam_url: null } });
    expect(container).toBeEmptyDOMElement();
  });

  it('links to the site URL as a sponsored link in a new tab, with translated copy', () => {
    renderWithProviders(<LiveCamTile />, {
      settings: { live_cam_url: 'https://cams.example/?ref=hl' },
      locale: 'de',
      messages: deMessages as AbstractIntlMessages,
    });
    const link = screen.getByRole('link', { name: /Live-Cams/ });
    expect(link).toHaveAttribute('href', 'https://cams.example/?ref=hl');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')!.split(' ').sort()).toEqual(['noopener', 'sponsored']);
    expect(link).toHaveTextContent('Anzeige');
  });
});

describe('SwipeQuotaMessage', () => {
  it('counts down to the reset and names its local time', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date('2030-03-01T20:05:30Z'),
    });
    renderWithProviders(<SwipeQuotaMessage limit={4} resetsAt="2030-03-02T00:00:00.000Z" />);
    const box = screen.getByTestId('swipe-quota');
    expect(box).toHaveTextContent("You've used your 4 likes for today.");
    expect(box).toHaveTextContent('New likes in 3 h 55 min');
    const local = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(
      new Date('2030-03-02T00:00:00Z'),
    );
    expect(box).toHaveTextContent(`(at ${local})`);
    vi.advanceTimersByTime(60 * 60_000);
    await waitFor(() => expect(box).toHaveTextContent('New likes in 2 h 55 min'));
  });
});

describe('MatchFinder', () => {
  it('shows the ranked cards with like buttons and appends the next page on "show more"', async () => {
    const requests = recordingApi({
      'GET /matches.php': { status: 200, data: { profiles: [card(3, 'Cleo')], next_cursor: null } },
      'POST /like.php': {
        status: 200,
        data: { liked: true, match: false, profile: { id: 1, name: 'Anna' } },
      },
      'GET /likes.php': { status: 200, data: { profiles: [], liked_by: [], sent: [], matches: [] } },
    });
    renderWithProviders(<MatchFinder />, {
      user: testUser(),
      settings: { fictional_icon: 'bi-stars' },
      queryData: [
        [
          finderQueryOptions.queryKey,
          {
            pages: [
              { profiles: [card(1, 'Anna', { is_fictional: true }), card(2, 'Bea')], next_cursor: 'c1' },
            ],
            pageParams: [null],
          },
        ],
      ],
    });
    const grid = screen.getByTestId('match-finder-grid');
    expect(within(grid).getAllByTestId('suggestion')).toHaveLength(2);
    // The fictional profile carries the disclosed icon.
    expect(within(grid).getByRole('img', { name: 'Fictional profile' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Like Anna' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'You liked Anna.' })).toBeDisabled());
    expect(requests.find((r) => r.method === 'POST')!.data).toEqual({ profile_id: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(grid).getAllByTestId('suggestion')).toHaveLength(3));
    expect(requests.find((r) => r.url === '/matches.php')!.params).toEqual({ kind: 'finder', cursor: 'c1' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows a blocked member the reason when a like is refused', async () => {
    recordingApi({ 'POST /like.php': { status: 403, data: { error: 'blocked', name: 'Bea' } } });
    renderWithProviders(<MatchFinder />, {
      user: testUser(),
      queryData: [
        [
          finderQueryOptions.queryKey,
          { pages: [{ profiles: [card(2, 'Bea')], next_cursor: null }], pageParams: [null] },
        ],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Like Bea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You're blocked by Bea.");
    expect(screen.getByRole('button', { name: 'Like Bea' })).toBeEnabled();
  });
});

describe('SignupMatches', () => {
  it('lists the suggestions with like buttons and continues to the activation reminder', () => {
    renderWithProviders(<SignupMatches />, {
      user: testUser(),
      queryData: [
        [
          signupMatchesQueryOptions.queryKey,
          { profiles: [card(5, 'Eva'), card(6, 'Fay')], next_cursor: null },
        ],
      ],
    });
    expect(
      within(screen.getByTestId('signup-matches-grid')).getAllByRole('button', { name: /^Like / }),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/?api_signup_complete=1');
    expect(screen.getByRole('link', { name: 'More suggestions in the match finder' })).toHaveAttribute(
      'href',
      '/match-finder',
    );
  });
});
