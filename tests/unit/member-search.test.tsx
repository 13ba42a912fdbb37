// /members in the browser: the first page loads with the defaults, "Show more" appends the next
// page, clearing empties results and count, and visitors follow logged_out_search(_trafficsource).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberSearch } from '@/components/members/member-search';
import { emptyFilters, resetSearchStore, useSearchStore } from '@/stores/search-store';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';
import { renderWithProviders, testUser } from '../setup/render';
import { testProfileCard } from './support/profile-card';
import { recordingApi, restoreRecordingApi, type RecordedRequest } from './support/recording-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const card = testProfileCard;

function searchApi() {
  return recordingApi({
    'GET /search.php': (req: RecordedRequest) => {
      const params = req.params as Record<string, string>;
      if (params.cursor === 'c2')
        return {
          status: 200,
          data: { profiles: [card(3)], next_cursor: null, num_results: null, num_results_capped: false },
        };
      return {
        status: 200,
        data: {
          profiles: [card(1, { premium: true }), card(2, { is_fictional: true })],
          next_cursor: 'c2',
          num_results: 3,
          num_results_capped: false,
        },
      };
    },
  });
}

beforeEach(() => {
  resetSearchStore();
  resetSignupStore();
});
afterEach(restoreRecordingApi);

const settings = {
  search_fields: ['gender', 'country', 'region', 'age'],
  countries: ['NL', 'BE'],
  region_data: { NL: [], BE: [] },
};

describe('MemberSearch', () => {
  it('loads the first page with the defaults, then appends the next one', async () => {
    const requests = searchApi();
    const user = userEvent.setup();
    renderWithProviders(<MemberSearch owner="user:7" defaults={{ gender: 'female', country: 'NL' }} />, {
      user: testUser(),
      settings,
    });
    expect(await screen.findByText('3 members found')).toBeInTheDocument();
    expect(requests[0].params).toEqual({ gender: 'female', country: 'NL' });
    const list = screen.getByTestId('search-results');
    expect(within(list).getAllByTestId('member-card')).toHaveLength(2);
    // The gold badge on the premium member's card only.
    expect(within(list).getAllByTestId('premium-badge')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByTestId('member-card')).toHaveLength(3));
    expect(requests[1].params).toMatchObject({ cursor: 'c2', gender: 'female' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(useSearchStore.getState().results.map((p) => p.pageNumber)).toEqual([1, 2]);
  });

  it('clear empties the results and the count', async () => {
    searchApi();
    const user = userEvent.setup();
    renderWithProviders(<MemberSearch owner="user:7" defaults={{}} />, { user: testUser(), settings });
    await screen.findByText('3 members found');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('3 members found')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('member-card')).toHaveLength(0);
    expect(screen.getByText('Choose your filters and press Search.')).toBeInTheDocument();
    expect(useSearchStore.getState().numResults).toBeNull();
  });

  it('visitors are asked to log in when logged-out search is off', async () => {
    const requests = searchApi();
    renderWithProviders(<MemberSearch owner="visitor" defaults={{}} />, {
      settings: { ...settings, logged_out_search: false },
    });
    expect(await screen.findByTestId('search-login-prompt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up for free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(requests).toHaveLength(0);
  });

  it('with the traffic-source rule: no source → prompt; a ref → results, sent along', async () => {
    const requests = searchApi();
    const rule = { ...settings, logged_out_search: true, logged_out_search_trafficsource: true };
    const first = renderWithProviders(<MemberSearch owner="visitor" defaults={{}} />, { settings: rule });
    expect(await screen.findByTestId('search-login-prompt')).toBeInTheDocument();
    first.unmount();
    useSignupStore.getState().captureTracking({ ref: 'partner7' });
    renderWithProviders(<MemberSearch owner="visitor" defaults={{}} />, { settings: rule });
    expect(await screen.findByText('3 members found')).toBeInTheDocument();
    expect(requests.at(-1)!.params).toMatchObject({ ref: 'partner7' });
  });

  it('a 403 search_login_required from the server also shows the prompt', async () => {
    recordingApi({
      'GET /search.php': { status: 403, data: { error: 'search_login_required', reason: 'logged_out' } },
    });
    renderWithProviders(<MemberSearch owner="visitor" defaults={{}} />, { settings });
    expect(await screen.findByTestId('search-login-prompt')).toBeInTheDocument();
  });

  it('a visitor gets the server-rendered first page in the store without a second request, then pages on', async () => {
    const requests = searchApi();
    const user = userEvent.setup();
    const initial = { profiles: [card(1), card(2)], next_cursor: 'c2', num_results: 3, num_results_capped: false };
    renderWithProviders(<MemberSearch owner="visitor" defaults={{ gender: '', country: 'NL' }} initial={initial} />, {
      settings: { ...settings, logged_out_search: true, logged_out_search_trafficsource: false },
    });
    expect(await screen.findByText('3 members found')).toBeInTheDocument();
    await waitFor(() => expect(useSearchStore.getState().results.flatMap((p) => p.results.map((r) => r.id))).toEqual([1, 2]));
    expect(requests).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(screen.getByTestId('search-results')).getAllByTestId('member-card')).toHaveLength(3));
    expect(requests[0].params).toMatchObject({ cursor: 'c2', country: 'NL' });
  });

  it("a member's page comes from the server with the filters and the first page, and hydrates without a move or a request", async () => {
    const requests = searchApi();
    const errors = vi.spyOn(console, 'error');
    const initial = { profiles: [card(1), card(2)], next_cursor: 'c2', num_results: 3, num_results_capped: false };
    const { serverHtml } = renderWithProviders(
      <MemberSearch owner="user:7" defaults={{ gender: 'female', country: 'NL' }} initial={initial} />,
      { user: testUser(), settings, hydrate: true },
    );
    // The server's HTML already has what the browser shows: the default filters and the cards.
    expect(serverHtml).toContain('data-testid="search-filters"');
    expect(serverHtml).toContain('Member1');
    expect(serverHtml).toContain('3 members found');
    await waitFor(() =>
      expect(useSearchStore.getState().results.flatMap((p) => p.results.map((r) => r.id))).toEqual([1, 2]),
    );
    expect(screen.getByRole('combobox', { name: 'Looking for' })).toHaveValue('female');
    expect(within(screen.getByTestId('search-results')).getAllByTestId('member-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("a member's own stored search takes over from the server's page after hydration", async () => {
    const requests = searchApi();
    const errors = vi.spyOn(console, 'error');
    const initial = { profiles: [card(1), card(2)], next_cursor: null, num_results: 2, num_results_capped: false };
    useSearchStore.setState({
      ...emptyFilters,
      gender: 'male',
      didInit: true,
      owner: 'user:7',
      results: [{ pageNumber: 1, results: [card(9)] }],
      numResults: 1,
    });
    const { serverHtml } = renderWithProviders(
      <MemberSearch owner="user:7" defaults={{ gender: 'female', country: 'NL' }} initial={initial} />,
      { user: testUser(), settings, hydrate: true },
    );
    // The server cannot know the browser's store: its HTML has the default search.
    expect(serverHtml).toContain('Member1');
    expect(serverHtml).not.toContain('Member9');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Looking for' })).toHaveValue('male'));
    const cards = within(screen.getByTestId('search-results')).getAllByTestId('member-card');
    expect(cards.map((c) => c.getAttribute('data-profile-id'))).toEqual(['9']);
    expect(requests).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
