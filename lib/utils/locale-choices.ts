import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * Locale choices by country (spec §9: "US en and es; NL nl; BE nl, fr, de; CH de, it, fr, en;
 * FI fi and sv; similar for other countries"): the languages a member in that country is
 * offered on /lang-config, most spoken first. Countries not listed get every locale.
 */
export const LOCALE_CHOICES_BY_COUNTRY: Readonly<Record<string, readonly Locale[]>> = {
  // The spec's examples.
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  CH: ['de', 'it', 'fr', 'en'],
  FI: ['fi', 'sv'],
  // Countries of the demo sites and the rest of the supported languages' home countries.
  DE: ['de'],
  AT: ['de'],
  LI: ['de'],
  GB: ['en'],
  IE: ['en'],
  MT: ['en', 'it'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  ZA: ['en'],
  DK: ['da'],
  GL: ['da'],
  FO: ['da'],
  NO: ['nb'],
  SE: ['sv'],
  AX: ['sv', 'fi'],
  PL: ['pl'],
  ES: ['es'],
  MX: ['es'],
  AR: ['es'],
  CO: ['es'],
  CL: ['es'],
  PE: ['es'],
  IT: ['it'],
  SM: ['it'],
  VA: ['it'],
  FR: ['fr'],
  MC: ['fr'],
  LU: ['fr', 'de'],
  SR: ['nl'],
};

/** Every locale: the fallback list for unknown countries and the "all languages" list. */
export const ALL_LOCALE_CHOICES: readonly Locale[] = locales;

export function localeChoicesFor(country: string | null | undefined): readonly Locale[] {
  return LOCALE_CHOICES_BY_COUNTRY[(country ?? '').toUpperCase()] ?? ALL_LOCALE_CHOICES;
}
