// Issue 11, item 11 (spec §3 session store signupFlowEmbeddedSiteEntryWarning): a visitor who
// opens the signup before accepting the site-entry warning gets the warning as the first step of
// the signup flow, not a second modal stacked on the signup modal; accepting it there is the
// same acceptance as the standalone warning's.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntryWarning } from '@/components/layout/entry-warning';
import { SignupFlow } from '@/components/signup/signup-flow';
import { SignupModal } from '@/components/signup/signup-modal';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';
import { useUiStore } from '@/stores/ui-store';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const UI_STORE_KEY = 'heartline-ui';
const SESSION_STORE_KEY = 'heartline-session';

beforeEach(() => {
  resetSignupStore();
  resetSessionStore();
  window.history.replaceState(null, '', '/');
});

/** Everything decides after mounting; give it that chance before saying something stayed away. */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 50)));
const warningDialog = () => screen.queryByRole('dialog', { name: 'Adults only' });
const warningStep = () => screen.queryByRole('region', { name: 'Adults only' });
const embeddedFlag = () => useSessionStore.getState().signupFlowEmbeddedSiteEntryWarning;
const stored = () => JSON.parse(localStorage.getItem(UI_STORE_KEY) ?? 'null')?.state?.entryWarningAcceptedAt;

describe('the signup modal opened before the warning was accepted (default layout)', () => {
  function renderDefaultLayout() {
    return renderWithProviders(
      <>
        <EntryWarning layout="default" />
        <SignupModal />
      </>,
      { settings: { name: 'Flirtville' } },
    );
  }

  it('shows the warning as the first step inside the signup modal, with no second modal', async () => {
    renderDefaultLayout();
    expect(await screen.findByRole('dialog', { name: 'Adults only' })).toBeInTheDocument();

    act(() => useSignupStore.getState().openSignup({ target: null }));
    const modal = await screen.findByRole('dialog', { name: 'Sign up for free' });
    await waitFor(() => expect(warningDialog()).toBeNull());
    expect(screen.getAllByRole('dialog')).toEqual([modal]);
    expect(warningStep()).toHaveTextContent(/Flirtville contains adult content/);
    expect(modal).toContainElement(warningStep());
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    // Not the form yet.
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect(embeddedFlag()).toBe(true);
    // The session store keeps it for the tab (sessionStorage).
    expect(sessionStorage.getItem(SESSION_STORE_KEY)).toMatch(/"signupFlowEmbeddedSiteEntryWarning":true/);
  });

  it('accepting it there counts as accepting the warning: the form follows and the warning stays away', async () => {
    const before = Date.now();
    renderDefaultLayout();
    act(() => useSignupStore.getState().openSignup({ target: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'I am 18 or older, enter' }));

    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(warningStep()).toBeNull();
    expect(stored()).toBeGreaterThanOrEqual(before);
    expect(useUiStore.getState().entryWarningAcceptedAt).toBe(stored());
    expect(embeddedFlag()).toBe(false);

    // Closing the signup modal does not bring the standalone warning back.
    act(() => useSignupStore.getState().signupClosed());
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the signup modal without accepting brings the standalone warning back', async () => {
    renderDefaultLayout();
    act(() => useSignupStore.getState().openSignup({ target: null }));
    await screen.findByRole('region', { name: 'Adults only' });
    act(() => useSignupStore.getState().signupClosed());
    expect(await screen.findByRole('dialog', { name: 'Adults only' })).toBeInTheDocument();
    await waitFor(() => expect(embeddedFlag()).toBe(false));
    expect(stored()).toBeUndefined();
  });

  it('is not embedded once the warning was accepted before', async () => {
    renderWithProviders(
      <>
        <EntryWarning layout="default" />
        <SignupModal />
      </>,
      {
        storage: {
          [UI_STORE_KEY]: JSON.stringify({
            state: { entryWarningAcceptedAt: 1_700_000_000_000 },
            version: 0,
          }),
        },
      },
    );
    act(() => useSignupStore.getState().openSignup({ target: null }));
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(warningStep()).toBeNull();
    expect(embeddedFlag()).toBe(false);
  });
});

describe('the /signup page (empty layout)', () => {
  function renderSignupPage(settings: Record<string, unknown>) {
    return renderWithProviders(
      <>
        <SignupFlow pageTarget={null} />
        <EntryWarning layout="empty" />
      </>,
      { pathname: '/signup', settings },
    );
  }

  it('starts with the warning for an NL visitor, then the form', async () => {
    renderSignupPage({ geoip_country: 'NL' });
    expect(await screen.findByRole('region', { name: 'Adults only' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older, enter' }));
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    expect(stored()).toEqual(expect.any(Number));
  });

  it('goes straight to the form where the warning does not apply (BE on the empty layout)', async () => {
    renderSignupPage({ geoip_country: 'BE', geoip_selected_country: 'BE' });
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
    await settle();
    expect(warningStep()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a stale flag from earlier in the tab shows nothing to a member', async () => {
    useSessionStore.setState({ signupFlowEmbeddedSiteEntryWarning: true });
    renderWithProviders(<SignupFlow pageTarget={null} />, { pathname: '/signup', user: testUser() });
    await settle();
    expect(warningStep()).toBeNull();
  });
});
