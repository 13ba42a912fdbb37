import { ENTRY_WARNING_STRICT_COUNTRIES } from './constants';

export type LayoutKind = 'default' | 'chat' | 'lander' | 'empty';

export type EntryWarningInput = {
  layout: LayoutKind;
  loggedIn: boolean;
  installedApp: boolean;
  dismissed: boolean;
  enabled: boolean;
  /** The site's optional country list; empty: every country. */
  countries: string[];
  country: string | null;
};

/** Spec §2: who sees the site-entry warning, and on which layouts. */
export function shouldShowEntryWarning(i: EntryWarningInput): boolean {
  if (!i.enabled || i.loggedIn || i.installedApp || i.dismissed) return false;
  const country = i.country?.toUpperCase() ?? null;
  if (i.countries.length > 0 && (!country || !i.countries.includes(country))) return false;
  if (i.layout !== 'default') return country !== null && ENTRY_WARNING_STRICT_COUNTRIES.includes(country);
  return true;
}

/** Where "Leave" takes a visitor who is not of age or does not want adult content. */
export const LEAVE_URL = 'https://www.google.com/';
