// Shared by server and client: the interface locales and what each maps to.
export const locales = ['en', 'da', 'de', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
/** Dates default to Dutch where no interface locale applies (spec §1). */
export const defaultDateLocale: Locale = 'nl';

export const localeNames: Record<Locale, string> = {
  en: 'English',
  da: 'Dansk',
  de: 'Deutsch',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const localeIso: Record<Locale, string> = {
  en: 'en-GB',
  da: 'da-DK',
  de: 'de-DE',
  es: 'es-ES',
  fi: 'fi-FI',
  fr: 'fr-FR',
  it: 'it-IT',
  nb: 'nb-NO',
  nl: 'nl-NL',
  pl: 'pl-PL',
  sv: 'sv-SE',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The first two letters of a domain language such as "de_DE", when they name a supported locale. */
export function localeFromLanguage(language: string | null | undefined): Locale | null {
  const two = (language ?? '').slice(0, 2).toLowerCase();
  return isLocale(two) ? two : null;
}

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The visitor's choice, for proxy.ts and next-intl: unprefixed English needs it to stick. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}
