// /sitemap.xml and /robots.txt per requesting site (issue 13 "Search engines, per host"): two
// sites with their own domains and languages; every URL from the site's configured domain.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createSite } from '../setup/fixtures';

// The metadata routes read the Host through next/headers; the test sets it per call.
const requestHeaders = { current: new Headers() };
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

async function asHost(host: string, extra: Record<string, string> = {}) {
  requestHeaders.current = new Headers({ host, ...extra });
}

let visibleId = 0;
let germanOnlyId = 0;
let hiddenId = 0;

beforeAll(async () => {
  const main = await createSite({ domain: 'heartline.example', hosts: ['localhost', 'heartline.example'] });
  const german = await createSite({
    name: 'Herzlinie',
    domain: 'herzlinie.example',
    domainLanguage: 'de_DE',
    isDefault: false,
    hosts: ['de.localhost', 'herzlinie.example'],
    config: { loggedOutSearch: false },
  });
  visibleId = (await createMember({ siteId: main.id, withProfile: { status: 'active' } })).profile!.id;
  hiddenId = (await createMember({ siteId: main.id, withProfile: { status: 'disabled' } })).profile!.id;
  germanOnlyId = (await createMember({ siteId: german.id, withProfile: { status: 'active' } })).profile!.id;
});

describe('sitemap.xml', () => {
  it('lists the main site on its own domain in English, with every locale as an alternate', async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    await asHost('localhost:3000');
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls).toContain('https://heartline.example/');
    expect(urls).toContain('https://heartline.example/pages/terms');
    expect(urls).toContain('https://heartline.example/landers/gallery');
    expect(urls).toContain('https://heartline.example/landers/tinderswipe');
    expect(urls).toContain('https://heartline.example/members');
    expect(urls).not.toContain('https://heartline.example/pages/ban');
    const terms = entries.find((e) => e.url === 'https://heartline.example/pages/terms')!;
    expect(terms.alternates?.languages).toMatchObject({
      'en-GB': 'https://heartline.example/pages/terms',
      'de-DE': 'https://heartline.example/de/pages/terms',
      'nl-NL': 'https://heartline.example/nl/pages/terms',
    });
  });

  it('lists visible profiles of the site only where logged-out search is on', async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    await asHost('localhost');
    const main = (await sitemap()).map((e) => e.url);
    expect(main).toContain(`https://heartline.example/members/${visibleId}`);
    expect(main).not.toContain(`https://heartline.example/members/${hiddenId}`);
    expect(main).not.toContain(`https://heartline.example/members/${germanOnlyId}`);

    await asHost('de.localhost');
    const german = (await sitemap()).map((e) => e.url);
    expect(german.some((u) => u.includes('/members'))).toBe(false);
  });

  it('lists the German site in German on its own domain, whatever Host reached it', async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    await asHost('de.localhost:3000', { 'x-forwarded-host': 'evil.example' });
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls).toContain('https://herzlinie.example/de');
    expect(urls).toContain('https://herzlinie.example/de/pages/privacy');
    expect(urls.every((u) => u.startsWith('https://herzlinie.example/'))).toBe(true);
  });

  it('gives an unknown host the default site, never its own name in a URL', async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    await asHost('attacker.example');
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls.every((u) => u.startsWith('https://heartline.example/'))).toBe(true);
  });
});

describe('robots.txt', () => {
  it('closes member areas and one-click links, and names the site’s own sitemap', async () => {
    const { default: robots } = await import('@/app/robots');
    await asHost('localhost');
    const main = await robots();
    const rule = Array.isArray(main.rules) ? main.rules[0] : main.rules;
    expect(rule.disallow).toEqual(expect.arrayContaining(['/chats', '/*/chats', '/likes', '/settings', '/t/', '/api/']));
    expect(rule.disallow).toEqual(expect.arrayContaining(['/members/*/chat']));
    expect(rule.disallow).not.toContain('/members');
    expect(main.sitemap).toBe('https://heartline.example/sitemap.xml');
  });

  it('closes the member search and profiles where logged-out search is off, on that site only', async () => {
    const { default: robots } = await import('@/app/robots');
    await asHost('de.localhost');
    const german = await robots();
    const rule = Array.isArray(german.rules) ? german.rules[0] : german.rules;
    expect(rule.disallow).toEqual(expect.arrayContaining(['/members', '/*/members']));
    expect(rule.allow).toContain('/members/*/landing');
    expect(german.sitemap).toBe('https://herzlinie.example/sitemap.xml');
    expect(german.host).toBe('https://herzlinie.example');
  });
});

describe('page metadata', () => {
  it('builds canonical and hreflang alternates from the configured domain', async () => {
    const { alternatesFor } = await import('@/lib/server/legal/seo');
    const alt = alternatesFor({ domain: 'herzlinie.example' }, '/pages/faq', 'de');
    expect(alt?.canonical).toBe('https://herzlinie.example/de/pages/faq');
    expect(alt?.languages).toMatchObject({
      'en-GB': 'https://herzlinie.example/pages/faq',
      'x-default': 'https://herzlinie.example/pages/faq',
      'sv-SE': 'https://herzlinie.example/sv/pages/faq',
    });
  });

  it('labels every page RTA and describes the company as schema.org data that cannot close its element', async () => {
    const { siteMetadata, organizationJsonLd, jsonLdText, RTA_LABEL } = await import('@/lib/server/legal/seo');
    const { getSite, settingsFor } = await import('@/lib/server/sites/service');
    const site = await getSite('localhost');
    const settings = await settingsFor(site, { geoipCountry: null, requestedCountry: null });
    expect(RTA_LABEL).toBe('RTA-5042-1996-1400-1577-RTA');
    expect(siteMetadata(site, settings).other).toEqual({ RATING: RTA_LABEL });
    expect(String(siteMetadata(site, settings).metadataBase)).toBe('https://heartline.example/');
    const data = organizationJsonLd(site, { ...settings, name: 'Evil</script><script>alert(1)</script>' });
    expect(data).toMatchObject({ '@type': 'Organization', legalName: 'Heartline B.V.', vatID: 'NL123456789B01' });
    expect((data.contactPoint as { telephone: string }).telephone).toBe('+31201234567');
    const text = jsonLdText(data);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('Evil</script><script>alert(1)</script>');
  });
});
