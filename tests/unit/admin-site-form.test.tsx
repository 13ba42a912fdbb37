// The console's site form (issue 15): it sends the site's id and only what changed (columns,
// config keys, hosts), shows each server refusal at its field (zod paths), keeps the fictional
// warning locked on, and says when it saved or when nothing changed.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SiteForm, type EditableSite } from '@/components/admin/sites/site-form';
import type { SiteConfig } from '@/lib/schemas/site-config';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const config: SiteConfig = {
  countries: ['NL', 'BE'],
  indexTitle: 'Meet people',
  description: 'Dating',
  visibleProfileFields: ['interest'],
  visibleProfileNotes: ['about'],
  messageCredits: 1,
  signupCredits: 0,
  photoCredits: 1,
  giftCredits: 5,
  messageLength: 500,
  minimumMessageCosts: { NL: { costs: 49, currency: 'EUR' }, BE: { costs: 49, currency: 'EUR' } },
  supportEmail: 'support@example.test',
  supportPhone: '+31 20 123',
  company: {
    name: 'Co',
    address: 'Street 1',
    kvk: '1',
    city: 'Amsterdam',
    country: 'NL',
    tradenames: ['Co'],
    vatNumbers: [],
    added: '2024-01-15',
  },
  companyId: 1,
  mailName: 'Heartline',
  deleteDiscount: 25,
  enableSiteEntryPopup: true,
  siteEntryCountries: [],
  searchFields: ['gender', 'age'],
  fictionalWarning: true,
  fictionalSingular: 'fictional profile',
  fictionalPlural: 'fictional profiles',
  fictionalIcon: 'bi-stars',
  refundDays: 14,
  signups: 'all',
  loggedOutSearch: true,
  loggedOutSearchTrafficsource: false,
  memberResell: false,
  loginMaxAttempts: 5,
  loginBlockMinutes: 15,
  freeConversations: 2,
  freeMessages: 3,
  liveCamUrl: null,
};

const site: EditableSite = {
  id: 7,
  name: 'Heartline',
  domain: 'heartline.example',
  domainLanguage: 'en_GB',
  niche: 1,
  cdnPrefix: '/media/',
  hosts: ['heartline.example', 'www.heartline.example'],
  config,
};

let calls: { url: string; init: RequestInit }[];
function answer(status: number, body: unknown) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}
const sent = () => JSON.parse(String(calls[0].init.body));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

afterEach(() => vi.unstubAllGlobals());

// A form of some sixty fields: rendering it takes a while on a loaded machine.
describe('SiteForm', { timeout: 30_000 }, () => {
  it('sends only what changed: a column, config keys, the hosts', async () => {
    answer(200, { site: {} });
    renderWithProviders(<SiteForm site={site} />);
    fireEvent.change(screen.getByLabelText('Site name'), { target: { value: 'Lovely' } });
    fireEvent.change(screen.getByLabelText('Credits per message'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Welcome bonus (TIMEBONUS25)'));
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'New Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove host www.heartline.example' }));
    fireEvent.change(screen.getByLabelText('New host'), { target: { value: 'Second.Example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add host' }));
    save();
    await screen.findByText('Saved. Members see the change on their next request.');
    expect(calls[0].url).toBe('/api/admin/sites');
    expect(calls[0].init.method).toBe('PUT');
    expect(sent()).toEqual({
      id: 7,
      name: 'Lovely',
      hosts: ['heartline.example', 'second.example'],
      config: { messageCredits: 3, welcomeBonus: false, company: { ...config.company, name: 'New Co' } },
    });
  });

  it('a country taken off also takes its minimum message cost; lists are comma separated', async () => {
    answer(200, { site: {} });
    renderWithProviders(<SiteForm site={site} />);
    fireEvent.change(screen.getByLabelText('Countries'), { target: { value: 'nl, de' } });
    fireEvent.change(screen.getByLabelText('Minimum message cost in cents for NL'), {
      target: { value: '59' },
    });
    save();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sent().config).toEqual({
      countries: ['NL', 'DE'],
      minimumMessageCosts: { NL: { costs: 59, currency: 'EUR' } },
    });
  });

  it('shows each refusal at its field and says it was not saved', async () => {
    answer(422, {
      error: 'invalid_input',
      issues: [
        { path: 'config.messageCredits', code: 'too_small', message: 'x' },
        { path: 'config.countries.1', code: 'too_big', message: 'x' },
        { path: 'config.fictionalWarning', code: 'custom', message: 'fictional_warning_required' },
        { path: 'config.minimumMessageCosts.NL.costs', code: 'invalid_type', message: 'x' },
      ],
    });
    renderWithProviders(<SiteForm site={site} />);
    fireEvent.change(screen.getByLabelText('Credits per message'), { target: { value: '-1' } });
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: check the marked fields.');
    const credits = screen.getByLabelText('Credits per message');
    expect(credits).toHaveAttribute('aria-invalid', 'true');
    expect(credits).toHaveAccessibleDescription('Too small or too short.');
    expect(screen.getByLabelText('Countries')).toHaveAccessibleDescription(
      expect.stringContaining('Too large or too long.'),
    );
    expect(screen.getByText('The fictional profile warning must stay on.')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum message cost in cents for NL')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(/^Saved/)).toBeNull();
  });

  it('a host of another site is shown at the hosts', async () => {
    answer(409, { error: 'host_taken', hosts: ['other.example'] });
    renderWithProviders(<SiteForm site={site} />);
    fireEvent.change(screen.getByLabelText('New host'), { target: { value: 'other.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add host' }));
    save();
    expect(await screen.findByText('Already the host of another site: other.example')).toBeInTheDocument();
  });

  it('the fictional warning is shown on and locked; the last host cannot be removed; nothing changed sends nothing', async () => {
    answer(200, {});
    renderWithProviders(<SiteForm site={{ ...site, hosts: ['only.example'] }} />);
    const warning = screen.getByLabelText('Show the fictional profile warning');
    expect(warning).toBeChecked();
    expect(warning).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove host only.example' })).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Fictional profiles (disclosure)' })).getByLabelText(
        'Icon of fictional profiles',
      ),
    ).toHaveValue('bi-stars');
    save();
    expect(await screen.findByText('Nothing changed.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
