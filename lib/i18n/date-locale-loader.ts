import type { Locale as DateFnsLocale } from 'date-fns';
import { defaultDateLocale, isLocale, type Locale } from './locales';

// The client's relative times: date-fns' formatter and one locale, in chunks loaded with the
// first date a page shows. Importing all eleven locales (lib/i18n/date-locale.ts) and the
// formatter put 19 kB gzip into the first load of every page with a date (issue 10).
const LOCALES: Record<Locale, () => Promise<DateFnsLocale>> = {
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

/** "2 hours ago" for a date, in one locale. */
export type RelativeTimeFormat = (date: Date) => string;

/** A promise React's `use` reads without suspending again once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loaded = new Map<Locale, Tracked<RelativeTimeFormat>>();

async function load(key: Locale): Promise<RelativeTimeFormat> {
  const [{ formatDistanceToNowStrict }, locale] = await Promise.all([
    import('date-fns/formatDistanceToNowStrict'),
    LOCALES[key](),
  ]);
  return (date) => formatDistanceToNowStrict(date, { addSuffix: true, locale });
}

/**
 * The relative-time format of an interface locale (Dutch when unknown, spec §1), loaded once.
 * The same promise is returned on every call, marked settled the way React's `use` expects, so
 * only the first render of the first date waits for the chunks.
 */
export function loadRelativeTime(locale: string | undefined): Promise<RelativeTimeFormat> {
  const key: Locale = isLocale(locale) ? locale : defaultDateLocale;
  let promise = loaded.get(key);
  if (!promise) {
    const tracked: Tracked<RelativeTimeFormat> = load(key);
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
