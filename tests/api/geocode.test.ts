// GET /api/geocode.php?lat=&lon=: nearest city and region from offline data, bad input refused.
import { GET } from '@/app/api/geocode.php/route';
import { regionsOf } from '@/lib/server/geo/regions';
import { REGION_ANCHORS } from '@/lib/server/geo/region-anchors';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';

const geocode = (query: string) => callRoute(GET, apiRequest('GET', `/api/geocode.php?${query}`));

beforeAll(async () => {
  await createSite();
});

describe('GET /api/geocode.php', () => {
  it.each([
    ['Amsterdam', 52.37, 4.9, 'NL', 'NH', 'Noord-Holland'],
    ['Rotterdam', 51.92, 4.48, 'NL', 'ZH', 'Zuid-Holland'],
    ['Munich', 48.14, 11.58, 'DE', 'BY', 'Bayern'],
    ['Cologne', 50.94, 6.96, 'DE', 'NW', 'Nordrhein-Westfalen'],
    ['Vienna', 48.21, 16.37, 'AT', '9', 'Wien'],
    ['Ghent', 51.05, 3.72, 'BE', 'VLG', 'Flanders'],
    ['Namur', 50.47, 4.87, 'BE', 'WAL', 'Wallonia'],
    ['Zürich', 47.37, 8.54, 'CH', 'ZH', 'Zürich'],
    ['Chicago', 41.88, -87.63, 'US', 'IL', 'Illinois'],
  ])('finds a city and the region near %s', async (_name, lat, lon, country, region, regionName) => {
    const res = await geocode(`lat=${lat}&lon=${lon}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ country, region, region_name: regionName });
    expect(typeof res.json.city).toBe('string');
    expect(res.json.city.length).toBeGreaterThan(0);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers a city without a region where the country has no region anchors', async () => {
    const res = await geocode('lat=51.5&lon=-0.12');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ country: 'GB', region: null, region_name: null });
  });

  it('answers 404 geocode_not_found in the open sea instead of a city far away', async () => {
    const res = await geocode('lat=0&lon=-30');
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('geocode_not_found');
    const pole = await geocode('lat=89&lon=0');
    expect(pole.status).toBe(404);
  });

  it.each([
    '',
    'lat=52.3',
    'lon=4.9',
    'lat=&lon=',
    'lat=91&lon=0',
    'lat=0&lon=181',
    'lat=abc&lon=4',
    'lat=1e3&lon=4',
  ])('refuses %j with 422', async (query) => {
    const res = await geocode(query);
    expect(res.status).toBe(422);
    expect(res.json.error).toBe('invalid_input');
  });

  it('uses only region codes that GET /api/regions.php knows', () => {
    for (const [country, anchors] of Object.entries(REGION_ANCHORS)) {
      const codes = new Set(regionsOf(country).map((r) => r.code));
      for (const [, , region] of anchors) expect(codes, `${country} ${region}`).toContain(region);
    }
  });
});
