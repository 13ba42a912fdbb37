// The location step: permission states (unsupported, unknown, the browser's), geocoding into
// the session store, the site-country check and the manual choice saved to the profile.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationStep } from '@/components/signup/steps/location-step';
import { queryKeys } from '@/lib/api-client/keys';
import { geolocationPermission } from '@/lib/utils/geolocation';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { testOwnProfile } from './support/own-profile-detail';
import { fakeApi, type FakeApi } from './support/signup-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

let api: FakeApi | undefined;
const nav = navigator as unknown as Record<string, unknown>;

function fakeGeolocation(
  result: { lat: number; lon: number } | { code: number },
  permission?: PermissionState | 'throws',
) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        'code' in result
          ? fail({ code: result.code, message: 'no' } as GeolocationPositionError)
          : ok({ coords: { latitude: result.lat, longitude: result.lon } } as GeolocationPosition),
    },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: permission
      ? {
          query: async () =>
            permission === 'throws' ? Promise.reject(new TypeError('nope')) : { state: permission },
        }
      : undefined,
  });
}

beforeEach(() => resetSessionStore());
afterEach(() => {
  api?.restore();
  delete nav.geolocation;
  delete nav.permissions;
});

const regions = {
  'GET /regions.php': (c: { params?: { country?: string } }) => ({
    status: 200,
    data:
      c.params?.country === 'NL'
        ? [
            { code: 'NH', name: 'Noord-Holland' },
            { code: 'ZH', name: 'Zuid-Holland' },
          ]
        : [{ code: 'VLG', name: 'Flanders' }],
  }),
};

const render = (onDone = vi.fn()) =>
  renderWithProviders(<LocationStep onDone={onDone} />, {
    user: testUser(),
    settings: { countries: ['NL', 'BE'], geoip_selected_country: 'NL', name: 'Heartline' },
    queryData: [[queryKeys.ownProfile, testOwnProfile({ country: 'NL', region: null, city: null })]],
  });

describe('geolocationPermission', () => {
  it('is unsupported without the Geolocation API', async () => {
    expect(await geolocationPermission()).toBe('unsupported');
  });
  it('is unknown without the Permissions API, or when it refuses the name', async () => {
    fakeGeolocation({ code: 2 });
    expect(await geolocationPermission()).toBe('unknown');
    fakeGeolocation({ code: 2 }, 'throws');
    expect(await geolocationPermission()).toBe('unknown');
  });
  it.each(['granted', 'denied', 'prompt'] as const)('is the browser’s state %s', async (state) => {
    fakeGeolocation({ code: 2 }, state);
    expect(await geolocationPermission()).toBe(state);
  });
});

describe('LocationStep', () => {
  it('offers only the manual choice when the browser cannot locate', async () => {
    api = fakeApi(regions);
    render();
    expect(
      await screen.findByText('Your browser cannot share your location. Choose it below.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).not.toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().geolocation_permission).toBe('unsupported'));
  });

  it('explains a blocked permission', async () => {
    fakeGeolocation({ code: 1 }, 'denied');
    api = fakeApi(regions);
    render();
    expect(await screen.findByText(/Location access is blocked in your browser/)).toBeInTheDocument();
  });

  it('fills country, region and city from the position and keeps the geocode for the session', async () => {
    fakeGeolocation({ lat: 52.37, lon: 4.9 }, 'prompt');
    const geocode = {
      city: 'Amsterdam',
      country: 'NL',
      country_name: 'Netherlands',
      region: 'NH',
      region_name: 'Noord-Holland',
    };
    api = fakeApi({ ...regions, 'GET /geocode.php': { status: 200, data: geocode } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Found: Amsterdam, Noord-Holland.');
    expect(screen.getByLabelText('Town or city')).toHaveValue('Amsterdam');
    await waitFor(() => expect(screen.getByLabelText('Region')).toHaveValue('NH'));
    expect(useSessionStore.getState()).toMatchObject({
      geolocation_geocode: geocode,
      geolocation_permission: 'granted',
    });
    expect(api.calls.find((c) => c.url === '/geocode.php')?.params).toEqual({ lat: 52.37, lon: 4.9 });
    expect(JSON.parse(sessionStorage.getItem('heartline-session')!).state.geolocation_geocode).toEqual(
      geocode,
    );
  });

  it('does not take a country the site does not serve', async () => {
    fakeGeolocation({ lat: 48.1, lon: 11.6 }, 'granted');
    api = fakeApi({
      ...regions,
      'GET /geocode.php': {
        status: 200,
        data: { city: 'Munich', country: 'DE', country_name: 'Germany', region: 'BY', region_name: 'Bayern' },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You seem to be in Germany, where Heartline is not available.',
    );
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    expect(screen.getByLabelText('Town or city')).toHaveValue('');
  });

  it('handles a refused permission and a place far from any town', async () => {
    fakeGeolocation({ code: 1 }, 'prompt');
    api = fakeApi(regions);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You did not allow access to your location.');
    expect(useSessionStore.getState().geolocation_permission).toBe('denied');
  });

  it('saves a manual choice to the profile', async () => {
    api = fakeApi({ ...regions, 'PUT /profile.php': { status: 200, data: testOwnProfile() } });
    const onDone = vi.fn();
    render(onDone);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'BE');
    await userEvent.selectOptions(
      await screen.findByLabelText('Region'),
      await screen.findByRole('option', { name: 'Flanders' }),
    );
    await userEvent.type(screen.getByLabelText('Town or city'), ' Gent ');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PUT')?.data).toEqual({
      country: 'BE',
      region: 'VLG',
      city: 'Gent',
    });
  });

  it('shows the server’s refusal', async () => {
    api = fakeApi({ ...regions, 'PUT /profile.php': { status: 422, data: { error: 'region_invalid' } } });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a region of the chosen country.');
  });
});
