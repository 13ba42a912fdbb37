import type { Locale as DateFnsLocale } from 'date-fns';
import { defaultDateLocale, isLocale, type Locale } from './locales';

// The client's date-fns locales, one chunk each: importing all eleven (lib/i18n/date-locale.ts)
// put 15 kB gzip into the first load of every page with a date (issue 10). A page loads the
// one its member reads.
const LOADERS: Record<Locale, () => Promise<DateFnsLocale>> = {
  da: () => import('date-fns/locale/da').then((m) => m.da),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  en: () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fi: () => import('date-fns/locale/fi').then((m) => m.fi),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  it: () => import('date-fns/locale/it').then((m) => m.it),
  nb: () => import('date-fns/locale/nb').then((m) => m.nb),
  nl: () => import('date-fns/locale/nl').then((m) => m.nl),
  pl: () => import('date-fns/locale/pl').then((m) => m.pl),
  sv: () => import('date-fns/locale/sv').then((m) => m.sv),
};

/** A promise React's `use` reads without suspending again once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loaded = new Map<Locale, Tracked<DateFnsLocale>>();

/**
 * The date-fns locale for an interface locale (Dutch when unknown, spec §1), loaded once. The
 * same promise is returned on every call, marked settled the way React's `use` expects, so only
 * the first render of the first date waits for the chunk.
 */
export function loadDateLocale(locale: string | undefined): Promise<DateFnsLocale> {
  const key: Locale = isLocale(locale) ? locale : defaultDateLocale;
  let promise = loaded.get(key);
  if (!promise) {
    const tracked: Tracked<DateFnsLocale> = LOADERS[key]();
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        loaded.delete(key); // a failed chunk load is tried again on the next render
      },
    );
    loaded.set(key, tracked);
    promise = tracked;
  }
  return promise;
}
