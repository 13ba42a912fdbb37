// Locale choices by country (spec §9) for /lang-config.
import { locales } from '@/lib/i18n/locales';
import { LOCALE_CHOICES_BY_COUNTRY, localeChoicesFor } from '@/lib/utils/locale-choices';

describe('localeChoicesFor', () => {
  it('gives the spec examples exactly', () => {
    expect(localeChoicesFor('US')).toEqual(['en', 'es']);
    expect(localeChoicesFor('NL')).toEqual(['nl']);
    expect(localeChoicesFor('BE')).toEqual(['nl', 'fr', 'de']);
    expect(localeChoicesFor('CH')).toEqual(['de', 'it', 'fr', 'en']);
    expect(localeChoicesFor('FI')).toEqual(['fi', 'sv']);
  });

  it('covers the demo sites countries and the home countries of every locale', () => {
    for (const c of [
      'NL',
      'BE',
      'GB',
      'US',
      'DE',
      'AT',
      'CH',
      'DK',
      'NO',
      'SE',
      'PL',
      'ES',
      'IT',
      'FR',
      'FI',
      'IE',
      'LU',
    ]) {
      expect(LOCALE_CHOICES_BY_COUNTRY[c], c).toBeDefined();
    }
    const offered = new Set(Object.values(LOCALE_CHOICES_BY_COUNTRY).flat());
    for (const l of locales) expect(offered.has(l), l).toBe(true);
  });

  it('only offers supported locales', () => {
    for (const list of Object.values(LOCALE_CHOICES_BY_COUNTRY)) {
      for (const l of list) expect(locales).toContain(l);
    }
  });

  it('falls back to all languages for unknown or missing countries, case-insensitively', () => {
    expect(localeChoicesFor('BR')).toEqual(locales);
    expect(localeChoicesFor(null)).toEqual(locales);
    expect(localeChoicesFor('be')).toEqual(['nl', 'fr', 'de']);
  });
});
