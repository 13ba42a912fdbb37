// GET /api/interests.php, /api/regions.php, /api/companyinfo.php: public reference data, cacheable.
import { GET as interestsGet } from '@/app/api/interests.php/route';
import { GET as regionsGet } from '@/app/api/regions.php/route';
import { GET as companyGet } from '@/app/api/companyinfo.php/route';
import { getDb } from '@/lib/server/db/client';
import { interests } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';

beforeAll(async () => {
  await createSite({ hosts: ['localhost'], config: { countries: ['NL', 'BE'] } });
  await createSite({
    name: 'Herzlich',
    hosts: ['herzlich.test'],
    isDefault: false,
    config: {
      countries: ['DE', 'AT'],
      supportEmail: 'hilfe@herzlich.test',
      company: {
        name: 'Herz GmbH',
        address: 'Hauptstraße 1',
        kvk: 'HRB 1',
        city: 'Berlin',
        country: 'DE',
        tradenames: ['Herzlich'],
        vatNumbers: ['DE1'],
        added: '2025-02-01',
      },
    },
  });
  const db = await getDb();
  await db.insert(interests).values([
    { slug: 'wine', icon: 'droplet-half', sort: 2 },
    { slug: 'adventure', icon: 'compass', sort: 0 },
    { slug: 'bbq', icon: 'fire', sort: 1 },
  ]);
});

describe('GET /api/interests.php', () => {
  it('lists every interest with its icon in display order, cacheable', async () => {
    const res = await callRoute(interestsGet, apiRequest('GET', '/api/interests.php'));
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { slug: 'adventure', icon: 'compass' },
      { slug: 'bbq', icon: 'fire' },
      { slug: 'wine', icon: 'droplet-half' },
    ]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await callRoute(interestsGet, apiRequest('GET', '/api/interests.php'));
    const again = await callRoute(
      interestsGet,
      apiRequest('GET', '/api/interests.php', { headers: { 'if-none-match': first.headers.get('etag')! } }),
    );
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();
  });
});

describe('GET /api/regions.php', () => {
  it('answers one country’s regions as [{code, name}]', async () => {
    const res = await callRoute(regionsGet, apiRequest('GET', '/api/regions.php?country=nl'));
    expect(res.status).toBe(200);
    expect(res.json).toContainEqual({ code: 'NH', name: 'Noord-Holland' });
    expect(res.json.every((r: { code: string; name: string }) => r.code && r.name)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers every site country keyed by country without ?country', async () => {
    const nl = await callRoute(regionsGet, apiRequest('GET', '/api/regions.php'));
    expect(Object.keys(nl.json).sort()).toEqual(['BE', 'NL']);
    const de = await callRoute(regionsGet, apiRequest('GET', 'http://herzlich.test/api/regions.php'));
    expect(Object.keys(de.json).sort()).toEqual(['AT', 'DE']);
    expect(de.json.DE).toContainEqual({ code: 'BY', name: 'Bayern' });
  });

  it('answers an empty list for an unknown country and 422 for a malformed one', async () => {
    const none = await callRoute(regionsGet, apiRequest('GET', '/api/regions.php?country=QQ'));
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
    const bad = await callRoute(regionsGet, apiRequest('GET', '/api/regions.php?country=Netherlands'));
    expect(bad.status).toBe(422);
    expect(bad.json.error).toBe('invalid_input');
  });
});

describe('GET /api/companyinfo.php', () => {
  it('answers the requesting host’s company', async () => {
    const res = await callRoute(companyGet, apiRequest('GET', '/api/companyinfo.php'));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: 'Heartline B.V.',
      kvk: '12345678',
      vat_numbers: ['NL123456789B01'],
    });
    const de = await callRoute(companyGet, apiRequest('GET', 'http://herzlich.test/api/companyinfo.php'));
    expect(de.json).toMatchObject({
      name: 'Herz GmbH',
      city: 'Berlin',
      support_email: 'hilfe@herzlich.test',
    });
    expect(de.headers.get('etag')).not.toBe(res.headers.get('etag'));
  });
});
