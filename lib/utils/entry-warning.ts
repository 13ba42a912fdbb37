import type { Settings } from '@/lib/schemas/settings';
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

/** What of the site's settings the rule reads (the dialog and the signup page's preview). */
export function entryWarningSettings(
  settings: Pick<
    Settings,
    'enable_site_entry_popup' | 'site_entry_countries' | 'geoip_country' | 'geoip_selected_country'
  >,
): Pick<EntryWarningInput, 'enabled' | 'countries' | 'country'> {
  return {
    enabled: settings.enable_site_entry_popup,
    countries: settings.site_entry_countries,
    country: settings.geoip_country ?? settings.geoip_selected_country,
  };
}

/** Spec §2: who sees the site-entry warning, and on which layouts. */
export function shouldShowEntryWarning(i: EntryWarningInput): boolean {
  if (!i.enabled || i.loggedIn || i.installedApp || i.dismissed) return false;
  const country = i.country?.toUpperCase() ?? null;
  if (i.countries.length > 0 && (!country || !i.countries.includes(country))) return false;
  if (i.layout !== 'default') return country !== null && ENTRY_WARNING_STRICT_COUNTRIES.includes(country);
  return true;
}

/** The localStorage key of the persisted UI store (stores/ui-store.ts), read by the gate too. */
export const UI_STORAGE_KEY = 'heartline-ui';

/** The class of the server-rendered dialog's wrapper, and the one the gate puts on <html>. */
export const ENTRY_WARNING_CLASS = 'hl-entry-warning';
export const ENTRY_WARNING_ACCEPTED_CLASS = 'hl-entry-accepted';

/**
 * The inline script of EntryWarningGate, run before the first paint: a visitor who accepted the
 * warning (the persisted store's entryWarningAcceptedAt) or runs the installed app gets the class
 * that hides the server-rendered dialog until the client removes it.
 */
export const ENTRY_WARNING_GATE_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(UI_STORAGE_KEY)})||'null'),n=navigator;` +
  `if((s&&s.state&&s.state.entryWarningAcceptedAt!=null)||n.standalone||` +
  `(window.matchMedia&&matchMedia('(display-mode: standalone)').matches))` +
  `document.documentElement.classList.add(${JSON.stringify(ENTRY_WARNING_ACCEPTED_CLASS)})}catch(e){}`;

/** Where "Leave" takes a visitor who is not of age or does not want adult content. */
export const LEAVE_URL = 'https://www.google.com/';
