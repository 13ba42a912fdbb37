import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // The site's domain language, not Accept-Language, picks a first visitor's locale (proxy.ts).
  localeDetection: true,
  // proxy.ts writes the hreflang Link header from the site's domain; next-intl's echoes the Host.
  alternateLinks: false,
});
