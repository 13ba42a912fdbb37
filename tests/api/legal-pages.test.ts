// Legal page texts per site: a site's own text (site_pages) is read before the default, per page
// and locale; the values every text may use; the US privacy variant.
import { createSite } from '../setup/fixtures';
import { getSite, settingsFor } from '@/lib/server/sites/service';
import { legalValues, privacyVariant, setSiteText, siteText } from '@/lib/server/legal/service';

let mainId = 0;
let otherId = 0;

beforeAll(async () => {
  mainId = (await createSite({ domain: 'heartline.example', hosts: ['localhost'] })).id;
  otherId = (
    await createSite({
      name: 'Herzlinie',
      domain: 'herzlinie.example',
      domainLanguage: 'de_DE',
      isDefault: false,
      hosts: ['de.localhost'],
      config: { refundDays: 30, company: { name: 'Herz GmbH', address: 'Unter den Linden 1', kvk: '7654321', city: 'Berlin', country: 'DE', tradenames: [], vatNumbers: [], added: '2025-02-10T09:00:00Z' } },
    })
  ).id;
});

describe("a site's own legal texts", () => {
  it('are read per site, page and locale; an empty text brings the default back', async () => {
    expect(await siteText(mainId, 'terms', 'en')).toBeNull();
    await setSiteText(mainId, 'terms', 'en', '## Our terms\nBe kind on {site}.');
    await setSiteText(mainId, 'terms', 'en', '## Our terms\nBe very kind on {site}.');
    expect(await siteText(mainId, 'terms', 'en')).toBe('## Our terms\nBe very kind on {site}.');
    expect(await siteText(mainId, 'terms', 'de')).toBeNull();
    expect(await siteText(mainId, 'privacy', 'en')).toBeNull();
    expect(await siteText(otherId, 'terms', 'en')).toBeNull();
    await setSiteText(mainId, 'terms', 'en', '  ');
    expect(await siteText(mainId, 'terms', 'en')).toBeNull();
  });
});

describe('legal values', () => {
  it("fill each site's name, company, refund days and terms date in the page's language", async () => {
    const main = await settingsFor(await getSite('localhost'), { geoipCountry: null, requestedCountry: null });
    expect(legalValues(main, 'en')).toMatchObject({
      site: 'Heartline',
      company: 'Heartline B.V.',
      kvk: '12345678',
      days: '14',
      phone: '+31 20-123 4567',
      // company.added 2024-01-15 is later than 2023-12-01 12:00 UTC.
      date: '15 January 2024',
    });
    const german = await settingsFor(await getSite('de.localhost'), { geoipCountry: null, requestedCountry: null });
    expect(legalValues(german, 'de')).toMatchObject({ site: 'Herzlinie', company: 'Herz GmbH', days: '30', date: '10. Februar 2025' });
  });

  it('show the US privacy text to US visitors on English pages, or when asked', () => {
    expect(privacyVariant('en', 'US', null)).toBe('privacy-us');
    expect(privacyVariant('en', 'NL', null)).toBe('privacy');
    expect(privacyVariant('en', null, 'us')).toBe('privacy-us');
    expect(privacyVariant('en', 'US', 'eu')).toBe('privacy');
    expect(privacyVariant('de', 'US', 'us')).toBe('privacy');
  });
});
