import { isLocale, localeIso } from '@/lib/i18n/locales';

/**
 * Spec §9: the terms version date is 2023-12-01 12:00 UTC, or the company's `added` date when
 * that is later (a company that joined later agreed to the terms from its own start). Shared by
 * the terms page and the signup consent text, so both always name the same date. No
 * server-only import: the signup form's server parent and unit tests use it alike.
 */
export const TERMS_FLOOR = new Date(Date.UTC(2023, 11, 1, 12, 0, 0));

export function termsVersionDate(companyAdded: string | null | undefined): Date {
  const added = companyAdded ? new Date(companyAdded) : null;
  if (!added || Number.isNaN(added.getTime())) return TERMS_FLOOR;
  return added.getTime() > TERMS_FLOOR.getTime() ? added : TERMS_FLOOR;
}

/** The date as the terms page and the signup consent show it: long form, in UTC (same on server and client). */
export function formatTermsDate(date: Date, locale: string): string {
  const tag = isLocale(locale) ? localeIso[locale] : locale;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
