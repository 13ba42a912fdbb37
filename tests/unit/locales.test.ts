import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { dateLocale } from '@/lib/i18n/date-locale';
import { isLocale, localeFromLanguage, locales } from '@/lib/i18n/locales';

describe('locales', () => {
  it('has the eleven spec locales with en first as default', () => {
    expect([...locales].sort()).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']);
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('pt')).toBe(false);
  });

  it('takes the first two letters of a domain language when they name a locale', () => {
    expect(localeFromLanguage('de_DE')).toBe('de');
    expect(localeFromLanguage('NL-be')).toBe('nl');
    expect(localeFromLanguage('pt_BR')).toBeNull();
    expect(localeFromLanguage(null)).toBeNull();
  });
});

describe('date locale', () => {
  const day = new Date(Date.UTC(2026, 2, 2, 12));

  it('follows the interface locale', () => {
    expect(format(day, 'LLLL', { locale: dateLocale('de') })).toBe('März');
    expect(format(day, 'LLLL', { locale: dateLocale('fr') })).toBe('mars');
    expect(format(day, 'LLLL', { locale: dateLocale('en') })).toBe('March');
  });

  it('defaults to Dutch for an unknown locale', () => {
    expect(format(day, 'LLLL', { locale: dateLocale('xx') })).toBe('maart');
    expect(format(day, 'LLLL', { locale: dateLocale(undefined) })).toBe('maart');
  });
});
