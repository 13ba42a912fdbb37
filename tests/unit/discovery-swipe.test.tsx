import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SwipeGame } from '@/components/discovery/swipe-game';
import { swipeOutcome } from '@/components/discovery/use-swipe-gesture';
import { queryKeys } from '@/lib/api-client/keys';
import type { SwipeDeck, SwipeResult } from '@/lib/schemas/matching';
import type { ProfileCard } from '@/lib/schemas/profile';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { recordingApi, restoreRecordingApi, type RecordedRequest } from './support/recording-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const card = (id: number, name: string): ProfileCard => ({
  id,
  name,
  age: 30,
  country: 'NL',
  city: 'Utrecht',
  is_fictional: true,
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}-t.jpg`, status: 'active' },
});

const RESETS = '2030-03-02T00:00:00.000Z';
const deck = (likesLeft = 4, profiles = [card(1, 'Anna'), card(2, 'Bea'), card(3, 'Cleo')]): SwipeDeck => ({
  profiles,
  likes_left: likesLeft,
  limit: 4,
  resets_at: RESETS,
});

/** The fake server: each POST answers with one fewer like (or a pass), refusing at 0 like the real one. */
function server(start: SwipeDeck, extra: Partial<SwipeResult> = {}) {
  let left = start.likes_left;
  const swiped = new Set<number>();
  return recordingApi({
    // Like the real deck: swiped profiles do not come back.
    'GET /swipe.php': () => ({
      status: 200,
      data: { ...start, likes_left: left, profiles: start.profiles.filter((p) => !swiped.has(p.id)) },
    }),
    'POST /swipe.php': (req: RecordedRequest) => {
      const body = req.data as { profile_id: number; decision: 'like' | 'pass' };
      if (body.decision === 'like') {
        if (left === 0) return { status: 429, data: { error: 'swipe_limit', limit: 4, resets_at: RESETS } };
        left -= 1;
      }
      swiped.add(body.profile_id);
      return {
        status: 200,
        data: {
          profile_id: body.profile_id,
          decision: body.decision,
          match: false,
          profile: null,
          likes_left: left,
          limit: 4,
          resets_at: RESETS,
          ...extra,
        },
      };
    },
    'GET /likes.php': { status: 200, data: { profiles: [], liked_by: [], sent: [], matches: [] } },
  });
}

function renderGame(start: SwipeDeck, settings: { live_cam_url?: string | null } = {}) {
  return renderWithProviders(<SwipeGame />, {
    user: testUser(),
    settings: { cdn_prefix: '/media/', ...settings },
    queryData: [[queryKeys.swipe, start]],
  });
}

const topCard = () => screen.getByTestId('swipe-card');
const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.data);
const announcer = () => screen.getByTestId('swipe-announcer');

afterEach(() => {
  restoreRecordingApi();
  vi.useRealTimers();
});

describe('SwipeGame: keyboard', () => {
  it('likes with ArrowRight or L and passes with ArrowLeft or P, announcing each result', async () => {
    const requests = server(deck());
    renderGame(deck());
    expect(topCard()).toHaveAccessibleName('Anna, 30');

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(announcer()).toHaveTextContent('You liked Anna.'));
    expect(topCard()).toHaveAccessibleName('Bea, 30');

    await userEvent.keyboard('p');
    await waitFor(() => expect(announcer()).toHaveTextContent('You passed on Bea.'));
    await userEvent.keyboard('l');
    await waitFor(() => expect(announcer()).toHaveTextContent('You liked Cleo.'));
    expect(posts(requests)).toEqual([
      { profile_id: 1, decision: 'like' },
      { profile_id: 2, decision: 'pass' },
      { profile_id: 3, decision: 'like' },
    ]);
    expect(screen.getByTestId('likes-left')).toHaveTextContent('2 likes left today');
  });

  it('ignores keys with modifiers and while a dialog is open', async () => {
    const requests = server(deck());
    renderGame(deck());
    await userEvent.keyboard('{Control>}l{/Control}');
    const dialog = document.createElement('div');
    dialog.className = 'modal show';
    document.body.appendChild(dialog);
    await userEvent.keyboard('{ArrowLeft}');
    dialog.remove();
    expect(posts(requests)).toEqual([]);
  });

  it('has labelled, focusable buttons that do the same', async () => {
    const requests = server(deck());
    renderGame(deck());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pass on Anna' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(announcer()).toHaveTextContent('You passed on Anna.'));
    await userEvent.click(screen.getByRole('button', { name: 'Like Bea' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('You liked Bea.'));
    expect(posts(requests)).toEqual([
      { profile_id: 1, decision: 'pass' },
      { profile_id: 2, decision: 'like' },
    ]);
  });
});

describe('SwipeGame: dragging with pointer events', () => {
  it('likes on a mouse drag to the right past the threshold', async () => {
    const requests = server(deck());
    renderGame(deck());
    const el = topCard();
    fireEvent.pointerDown(el, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100 });
    fireEvent.pointerMove(el, { pointerId: 1, pointerType: 'mouse', clientX: 180 });
    expect(el.style.transform).toContain('translateX(80px)');
    fireEvent.pointerMove(el, { pointerId: 1, pointerType: 'mouse', clientX: 260 });
    fireEvent.pointerUp(el, { pointerId: 1, pointerType: 'mouse', clientX: 260 });
    await waitFor(() => expect(posts(requests)).toEqual([{ profile_id: 1, decision: 'like' }]));
  });

  it('passes on a touch drag to the left; a short drag or a cancelled one springs back', async () => {
    const requests = server(deck());
    renderGame(deck());
    const el = topCard();
    // Short: 20 px, below the fling minimum too.
    fireEvent.pointerDown(el, { pointerId: 3, pointerType: 'touch', clientX: 200 });
    fireEvent.pointerMove(el, { pointerId: 3, pointerType: 'touch', clientX: 180 });
    fireEvent.pointerUp(el, { pointerId: 3, pointerType: 'touch', clientX: 180 });
    expect(el.style.transform).toContain('translateX(0px)');
    // Cancelled by the browser (e.g. it took over for scrolling).
    fireEvent.pointerDown(el, { pointerId: 4, pointerType: 'touch', clientX: 200 });
    fireEvent.pointerMove(el, { pointerId: 4, pointerType: 'touch', clientX: 20 });
    fireEvent.pointerCancel(el, { pointerId: 4, pointerType: 'touch', clientX: 20 });
    expect(posts(requests)).toEqual([]);
    // Long to the left.
    fireEvent.pointerDown(el, { pointerId: 5, pointerType: 'touch', clientX: 300 });
    fireEvent.pointerMove(el, { pointerId: 5, pointerType: 'touch', clientX: 150 });
    fireEvent.pointerUp(el, { pointerId: 5, pointerType: 'touch', clientX: 150 });
    await waitFor(() => expect(posts(requests)).toEqual([{ profile_id: 1, decision: 'pass' }]));
  });

  it('ignores the right mouse button and other pointers than the one dragging', () => {
    const requests = server(deck());
    renderGame(deck());
    const el = topCard();
    fireEvent.pointerDown(el, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 100 });
    fireEvent.pointerMove(el, { pointerId: 1, pointerType: 'mouse', clientX: 300 });
    fireEvent.pointerUp(el, { pointerId: 1, pointerType: 'mouse', clientX: 300 });
    fireEvent.pointerDown(el, { pointerId: 7, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerMove(el, { pointerId: 8, pointerType: 'touch', clientX: 300 });
    fireEvent.pointerUp(el, { pointerId: 8, pointerType: 'touch', clientX: 300 });
    expect(posts(requests)).toEqual([]);
  });

  it('decides a fling from a short quick drag, not from a drag that stopped', () => {
    expect(swipeOutcome(40, 1.2, 360)).toBe('like');
    expect(swipeOutcome(-40, -1.2, 360)).toBe('pass');
    expect(swipeOutcome(40, 0, 360)).toBeNull();
    expect(swipeOutcome(40, -1.2, 360)).toBeNull(); // flicked back the other way
    expect(swipeOutcome(20, 3, 360)).toBeNull(); // too short even for a fling
    expect(swipeOutcome(110, 0, 360)).toBe('like');
    expect(swipeOutcome(-90, 0, 240)).toBe('pass'); // 35% of a narrow card
  });
});

describe('SwipeGame: the daily quota', () => {
  it('shows when new likes come once the last one is used, and stops liking', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T21:30:00Z') });
    const requests = server(deck(1));
    renderGame(deck(1), { live_cam_url: 'https://cams.example/?ref=hl' });
    expect(screen.queryByTestId('swipe-quota')).toBeNull();
    expect(screen.queryByTestId('live-cam-tile')).toBeNull();

    await userEvent.keyboard('{ArrowRight}');
    const quota = await screen.findByTestId('swipe-quota');
    expect(quota).toHaveTextContent("You've used your 4 likes for today.");
    expect(quota).toHaveTextContent('New likes in 2 h 30 min');
    expect(screen.getByTestId('likes-left')).toHaveTextContent('No likes left today');
    expect(screen.getByTestId('live-cam-tile')).toBeInTheDocument();

    // Liking again sends nothing and says why; passing goes on.
    const like = screen.getByRole('button', { name: 'Like Bea' });
    expect(like).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(like);
    expect(announcer()).toHaveTextContent("You've used your 4 likes for today.");
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(announcer()).toHaveTextContent('You passed on Bea.'));
    expect(posts(requests)).toEqual([
      { profile_id: 1, decision: 'like' },
      { profile_id: 2, decision: 'pass' },
    ]);
  });

  it('shows the message when the server refuses a like (another tab used the quota)', async () => {
    const requests = server(deck(0));
    // The client still believes 2 are left.
    renderGame(deck(2));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("You've used your 4 likes for today."),
    );
    expect(await screen.findByTestId('swipe-quota')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
  });
});

describe('SwipeGame: match, icebreaker, end of the deck', () => {
  it('opens the match modal on a mutual like; its button offers icebreakers that start the chat', async () => {
    const matchProfile = {
      id: 1,
      name: 'Anna',
      age: 30,
      country: 'NL',
      city: null,
      is_fictional: true,
      main_image: null,
    };
    server(deck(), { match: true, profile: matchProfile });
    renderGame(deck());
    await userEvent.keyboard('{ArrowRight}');
    const modal = await screen.findByTestId('new-like-modal');
    expect(within(modal).getByText("It's a match!")).toBeInTheDocument();
    expect(announcer()).toHaveTextContent("It's a match! Anna likes you too.");
    // Keys do not swipe behind an open dialog.
    await userEvent.click(within(modal).getByRole('button', { name: 'Break the ice' }));
    const ice = await screen.findByTestId('icebreaker-modal');
    const lines = within(ice).getAllByTestId('icebreaker-line');
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(lines[0]).toHaveTextContent('Hi Anna!');
    const text = lines[0].textContent!;
    await userEvent.click(lines[0]);
    expect(navigation.intlRouter.push).toHaveBeenCalledWith(
      `/members/1/chat?text=${encodeURIComponent(text)}`,
    );
  });

  it('says when the deck is empty and shows the live-cam tile only when the site has a URL', async () => {
    server(deck(4, []));
    const { unmount } = renderGame(deck(4, []), { live_cam_url: null });
    expect(screen.getByTestId('swipe-empty')).toHaveTextContent('No more profiles for now.');
    expect(screen.getByRole('link', { name: 'Open the match finder' })).toHaveAttribute(
      'href',
      '/match-finder',
    );
    expect(screen.queryByTestId('live-cam-tile')).toBeNull();
    unmount();
    renderGame(deck(4, []), { live_cam_url: 'https://cams.example/' });
    await act(async () => undefined);
    expect(screen.getByTestId('live-cam-tile')).toBeInTheDocument();
  });
});
