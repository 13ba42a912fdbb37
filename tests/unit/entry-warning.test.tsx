import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntryWarning } from '@/components/layout/entry-warning';
import { http } from '@/lib/api-client/http';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock());

const STORE_KEY = 'heartline-ui';
const dialog = () => screen.findByRole('dialog', { name: 'Adults only' });
const enterButton = () => screen.getByRole('button', { name: 'I am 18 or older, enter' });

/** The dialog decides after mounting; give it that chance before saying it stayed away. */
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 50)));

async function expectNoDialog() {
  await settle();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByText('Adults only')).toBeNull();
}

const originalAdapter = http.defaults.adapter;
beforeEach(() => {
  http.defaults.adapter = vi.fn(async () => {
    throw new Error('unexpected request');
  });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('EntryWarning (spec §2 site-entry warning)', () => {
  it('is shown to a logged-out visitor', async () => {
    renderWithProviders(<EntryWarning layout="default" />, { settings: { name: 'Flirtville' } });
    const d = await dialog();
    expect(d).toHaveTextContent(/Flirtville contains adult content/);
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  });

  it('closes on accepting and stores when it was accepted', async () => {
    const before = Date.now();
    renderWithProviders(<EntryWarning layout="default" />);
    await dialog();
    await userEvent.click(enterButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
    expect(stored?.state?.entryWarningAcceptedAt).toEqual(expect.any(Number));
    expect(stored.state.entryWarningAcceptedAt).toBeGreaterThanOrEqual(before);
    expect(stored.state.entryWarningAcceptedAt).toBeLessThanOrEqual(Date.now());
  });

  it('stays away on a later visit once accepted', async () => {
    const first = renderWithProviders(<EntryWarning layout="default" />);
    await dialog();
    await userEvent.click(enterButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = localStorage.getItem(STORE_KEY);
    expect(saved).not.toBeNull();
    first.unmount();

    // A new page load: fresh store, rehydrated from what the first visit stored.
    renderWithProviders(<EntryWarning layout="default" />, { storage: { [STORE_KEY]: saved! } });
    await expectNoDialog();
  });

  it('a stored acceptance from long ago still counts', async () => {
    renderWithProviders(<EntryWarning layout="default" />, {
      storage: { [STORE_KEY]: JSON.stringify({ state: { entryWarningAcceptedAt: 1_600_000_000_000 }, version: 0 }) },
    });
    await expectNoDialog();
  });

  it('is not shown to a logged-in member', async () => {
    renderWithProviders(<EntryWarning layout="default" />, { user: testUser() });
    await expectNoDialog();
  });

  it('is not shown in the installed app', async () => {
    renderWithProviders(<EntryWarning layout="default" />, { uiState: { installedApp: true } });
    await expectNoDialog();
  });

  it('is not shown when enable_site_entry_popup is off', async () => {
    renderWithProviders(<EntryWarning layout="default" />, { settings: { enable_site_entry_popup: false } });
    await expectNoDialog();
  });

  it('respects the site country list', async () => {
    renderWithProviders(<EntryWarning layout="default" />, {
      settings: { site_entry_countries: ['DE'], geoip_country: 'NL' },
    });
    await expectNoDialog();
  });

  it('cannot be dismissed with Escape', async () => {
    renderWithProviders(<EntryWarning layout="default" />);
    await dialog();
    await userEvent.keyboard('{Escape}');
    await settle();
    expect(screen.getByRole('dialog', { name: 'Adults only' })).toBeInTheDocument();
    expect(localStorage.getItem(STORE_KEY) ?? '').not.toMatch(/"entryWarningAcceptedAt":\d/);
  });

  describe('on the chat layout: NL and DE only', () => {
    it.each([
      [{ geoip_country: 'NL' }],
      [{ geoip_country: 'DE' }],
      [{ geoip_country: null, geoip_selected_country: 'NL' }],
      [{ geoip_country: null, geoip_selected_country: 'DE' }],
    ])('shown with %o', async (settings) => {
      renderWithProviders(<EntryWarning layout="chat" />, { settings });
      expect(await dialog()).toBeInTheDocument();
    });

    it.each([
      [{ geoip_country: 'BE', geoip_selected_country: 'BE' }],
      [{ geoip_country: null, geoip_selected_country: 'BE' }],
      [{ geoip_country: 'FR', geoip_selected_country: 'FR' }],
      // the detected country wins over the selected one
      [{ geoip_country: 'BE', geoip_selected_country: 'NL' }],
    ])('not shown with %o', async (settings) => {
      renderWithProviders(<EntryWarning layout="chat" />, { settings });
      await expectNoDialog();
    });
  });

  it.each(['lander', 'empty'] as const)('on the %s layout shows to NL but not to BE', async (layout) => {
    const nl = renderWithProviders(<EntryWarning layout={layout} />, { settings: { geoip_country: 'NL' } });
    await dialog();
    nl.unmount();
    renderWithProviders(<EntryWarning layout={layout} />, { settings: { geoip_country: 'BE', geoip_selected_country: 'BE' } });
    await expectNoDialog();
  });

  it('on the default layout is shown to a BE visitor too', async () => {
    renderWithProviders(<EntryWarning layout="default" />, { settings: { geoip_country: 'BE', geoip_selected_country: 'BE' } });
    expect(await dialog()).toBeInTheDocument();
  });

  it('is keyboard reachable: the enter button has focus and Enter accepts', async () => {
    renderWithProviders(<EntryWarning layout="default" />);
    await dialog();
    await waitFor(() => expect(enterButton()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}').state?.entryWarningAcceptedAt).toEqual(expect.any(Number));
  });

  it('keeps Tab inside the dialog, reaching Leave', async () => {
    renderWithProviders(<EntryWarning layout="default" />);
    await dialog();
    await waitFor(() => expect(enterButton()).toHaveFocus());
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveFocus();
  });
});
