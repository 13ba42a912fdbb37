// GET /api/settings.php: spec §3 Settings per host, forced_domain, ?country= and the VAPID key.
import { createPublicKey } from 'node:crypto';
import { GET } from '@/app/api/settings.php/route';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { interests } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createSite, testSiteConfig } from '../setup/fixtures';

const SPEC_KEYS = [
  'name',
  'domain',
  'domain_language',
  'cdn_prefix',
  'niche',
  'countries',
  'index_title',
  'description',
  'visible_profile_fields',
  'visible_profile_notes',
  'geoip_country',
  'geoip_selected_country',
  'region_data',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'minimum_message_costs',
  'support_email',
  'support_phone',
  'company',
  'delete_discount',
  'enable_site_entry_popup',
  'push_public_key',
  'search_fields',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'fictional_icon',
  'refund_days',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'interests',
  'member_resell',
  'company_id',
  'mail_name',
];

const COMPANY_KEYS = ['name', 'address', 'kvk', 'city', 'country', 'tradenames', 'vat_numbers', 'added'];

const settings = (url: string, headers?: Record<string, string>) =>
  callRoute(GET, apiRequest('GET', url, { headers }));

beforeAll(async () => {
  await createSite({ name: 'Heartline', domain: 'heartline.test', domainLanguage: 'nl_NL', niche: 2 });
  await createSite({
    name: 'Herzlich',
    domain: 'herzlich.test',
    domainLanguage: 'de_DE',
    cdnPrefix: 'https://cdn.herzlich.test/',
    niche: 5,
    isDefault: false,
    hosts: ['de.localhost', 'herzlich.test'],
    config: { countries: ['DE', 'AT', 'CH'], supportEmail: 'hilfe@herzlich.test', mailName: 'Herzlich' },
  });
  const db = await getDb();
  await db.insert(interests).values([
    { slug: 'travel', icon: 'bi-airplane', sort: 2 },
    { slug: 'music', icon: 'bi-music-note', sort: 1 },
  ]);
});

describe('GET /api/settings.php', () => {
  it('answers every spec §3 Settings field for localhost, with the site config values', async () => {
    const res = await settings('http://localhost/api/settings.php');
    expect(res.status).toBe(200);
    for (const key of SPEC_KEYS) expect(res.json, `missing ${key}`).toHaveProperty(key);
    for (const key of COMPANY_KEYS) expect(res.json.company, `missing company.${key}`).toHaveProperty(key);

    const s = res.json;
    expect(s).toMatchObject({
      name: 'Heartline',
      domain: 'heartline.test',
      domain_language: 'nl_NL',
      cdn_prefix: '/media/',
      niche: 2,
      countries: ['NL', 'BE'],
      index_title: testSiteConfig.indexTitle,
      description: testSiteConfig.description,
      visible_profile_fields: testSiteConfig.visibleProfileFields,
      visible_profile_notes: testSiteConfig.visibleProfileNotes,
      geoip_country: null,
      geoip_selected_country: 'NL',
      message_credits: testSiteConfig.messageCredits,
      signup_credits: testSiteConfig.signupCredits,
      photo_credits: testSiteConfig.photoCredits,
      gift_credits: testSiteConfig.giftCredits,
      message_length: testSiteConfig.messageLength,
      minimum_message_costs: { NL: { costs: 49, currency: 'EUR' }, BE: { costs: 49, currency: 'EUR' } },
      support_email: testSiteConfig.supportEmail,
      support_phone: testSiteConfig.supportPhone,
      company: {
        name: testSiteConfig.company.name,
        address: testSiteConfig.company.address,
        kvk: testSiteConfig.company.kvk,
        city: testSiteConfig.company.city,
        country: testSiteConfig.company.country,
        tradenames: testSiteConfig.company.tradenames,
        vat_numbers: testSiteConfig.company.vatNumbers,
        added: testSiteConfig.company.added,
      },
      delete_discount: testSiteConfig.deleteDiscount,
      enable_site_entry_popup: true,
      search_fields: testSiteConfig.searchFields,
      fictional_warning: true,
      fictional_singular: testSiteConfig.fictionalSingular,
      fictional_plural: testSiteConfig.fictionalPlural,
      fictional_icon: testSiteConfig.fictionalIcon,
      refund_days: testSiteConfig.refundDays,
      signups: 'all',
      logged_out_search: true,
      logged_out_search_trafficsource: false,
      member_resell: false,
      company_id: testSiteConfig.companyId,
      mail_name: testSiteConfig.mailName,
    });
    expect(s.niche).toBeGreaterThanOrEqual(1);
    expect(s.niche).toBeLessThanOrEqual(7);
    // Interests come from the database, in their sort order.
    expect(s.interests).toEqual([
      { slug: 'music', icon: 'bi-music-note' },
      { slug: 'travel', icon: 'bi-airplane' },
    ]);
    // Internal config never leaks the lockout threshold.
    expect(s).not.toHaveProperty('login_max_attempts');
    expect(s).not.toHaveProperty('loginMaxAttempts');
  });

  it('answers a second host with its own site, port and case ignored', async () => {
    for (const url of [
      'http://de.localhost/api/settings.php',
      'http://HERZLICH.test:3000/api/settings.php',
    ]) {
      const res = await settings(url);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        name: 'Herzlich',
        domain: 'herzlich.test',
        domain_language: 'de_DE',
        cdn_prefix: 'https://cdn.herzlich.test/',
        niche: 5,
        countries: ['DE', 'AT', 'CH'],
        geoip_selected_country: 'DE',
        support_email: 'hilfe@herzlich.test',
        mail_name: 'Herzlich',
      });
    }
  });

  it('falls back to the default site for an unknown host', async () => {
    const res = await settings('http://nobody-knows.example/api/settings.php');
    expect(res.status).toBe(200);
    expect(res.json.name).toBe('Heartline');
    expect(res.json.domain).toBe('heartline.test');
  });

  it('selects the site of ?forced_domain= over the request host', async () => {
    const forced = await settings('http://localhost/api/settings.php?forced_domain=de.localhost');
    expect(forced.status).toBe(200);
    expect(forced.json.name).toBe('Herzlich');

    const back = await settings('http://de.localhost/api/settings.php?forced_domain=localhost');
    expect(back.json.name).toBe('Heartline');

    const unknown = await settings('http://de.localhost/api/settings.php?forced_domain=unknown.example');
    expect(unknown.json.name).toBe('Heartline');
  });

  it('selects ?country= only when it is one of the site countries', async () => {
    const be = await settings('http://localhost/api/settings.php?country=BE');
    expect(be.json.geoip_selected_country).toBe('BE');

    const lower = await settings('http://localhost/api/settings.php?country=be');
    expect(lower.json.geoip_selected_country).toBe('BE');

    const foreign = await settings('http://localhost/api/settings.php?country=DE');
    expect(foreign.json.geoip_selected_country).toBe('NL');

    const ch = await settings('http://localhost/api/settings.php?forced_domain=de.localhost&country=CH');
    expect(ch.json.geoip_selected_country).toBe('CH');
  });

  it('answers 422 for a malformed ?country= and changes nothing', async () => {
    const before = await settings('http://localhost/api/settings.php');
    for (const bad of ['x1', 'NLD', '1', '']) {
      const res = await settings(`http://localhost/api/settings.php?country=${bad}`);
      if (bad === '') {
        // An empty value is not a country either: refused, or ignored like no value.
        expect([200, 422]).toContain(res.status);
        if (res.status === 200) expect(res.json.geoip_selected_country).toBe('NL');
        continue;
      }
      expect(res.status, `country=${bad}`).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    const after = await settings('http://localhost/api/settings.php');
    expect(after.json).toEqual(before.json);
  });

  it('gives real regions for every country of the site', async () => {
    const nl = (await settings('http://localhost/api/settings.php')).json.region_data;
    expect(Object.keys(nl).sort()).toEqual(['BE', 'NL']);
    expect(nl.NL.length).toBe(12);
    expect(nl.NL.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Noord-Holland', 'Utrecht', 'Drenthe']),
    );
    expect(nl.BE.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Flanders', 'Wallonia']),
    );
    for (const region of [...nl.NL, ...nl.BE]) {
      expect(region.code).toEqual(expect.any(String));
      expect(region.name).toEqual(expect.any(String));
      expect(region.code.length).toBeGreaterThan(0);
    }

    const de = (await settings('http://de.localhost/api/settings.php')).json.region_data;
    expect(Object.keys(de).sort()).toEqual(['AT', 'CH', 'DE']);
    expect(de.DE.length).toBe(16);
    expect(de.DE.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Bayern', 'Berlin']));
    expect(de.AT.length).toBeGreaterThan(0);
    expect(de.CH.length).toBeGreaterThan(0);
  });

  it('gives a base64url uncompressed P-256 push key that stays the same', async () => {
    const first = (await settings('http://localhost/api/settings.php')).json.push_public_key as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    const raw = Buffer.from(first, 'base64url');
    expect(raw.length).toBe(65);
    expect(raw[0]).toBe(4);
    // A point on the curve: Node refuses to import anything else.
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(key.asymmetricKeyType).toBe('ec');

    const again = (await settings('http://localhost/api/settings.php')).json.push_public_key;
    const otherSite = (await settings('http://de.localhost/api/settings.php')).json.push_public_key;
    expect(again).toBe(first);
    expect(otherSite).toBe(first);
  });
});

describe('GET /api/settings.php behind a trusted proxy', () => {
  const saved = process.env.TRUST_PROXY;
  beforeAll(() => {
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    resetEnvCache();
  });

  it('reports the CDN country and selects it when the site serves it', async () => {
    const be = await settings('http://localhost/api/settings.php', { 'cf-ipcountry': 'be' });
    expect(be.json.geoip_country).toBe('BE');
    expect(be.json.geoip_selected_country).toBe('BE');

    const us = await settings('http://localhost/api/settings.php', { 'cf-ipcountry': 'US' });
    expect(us.json.geoip_country).toBe('US');
    expect(us.json.geoip_selected_country).toBe('NL');

    // An explicit ?country= wins over the CDN header.
    const both = await settings('http://localhost/api/settings.php?country=NL', { 'cf-ipcountry': 'BE' });
    expect(both.json.geoip_selected_country).toBe('NL');
  });

  it('ignores the CDN header when no proxy is trusted', async () => {
    process.env.TRUST_PROXY = 'false';
    resetEnvCache();
    const res = await settings('http://localhost/api/settings.php', { 'cf-ipcountry': 'BE' });
    expect(res.json.geoip_country).toBeNull();
    expect(res.json.geoip_selected_country).toBe('NL');
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
  });
});
