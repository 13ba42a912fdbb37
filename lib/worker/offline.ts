// The offline page of the service worker: one page per locale, cached when the app asks for it
// (CACHE_OFFLINE, posted by components/push/service-worker-registrar.tsx with the page's locale)
// and at install for the default locale, served when a navigation fails.
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { ICON_SPRITE_URLS } from '@/lib/ui/icon-sprite-urls';

export const OFFLINE_CACHE = 'heartline-offline-v1';
export const CACHE_OFFLINE = 'CACHE_OFFLINE';
/** The icon sprites' cache (app/sw.ts serves /icons/*.svg from it, cache first). */
export const ICON_CACHE = 'heartline-icons';

/** /offline for the default locale, /<locale>/offline for the others. */
export function offlinePath(locale: string): string {
  return locale === defaultLocale ? '/offline' : `/${locale}/offline`;
}

/** The locale a page path is in (its first segment when that is a locale). */
export function localeOfPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return (locales as readonly string[]).includes(first) ? first : defaultLocale;
}

/** Whether a URL is one of our offline pages (the only thing CACHE_OFFLINE may cache). */
export function isOfflinePath(pathname: string): boolean {
  return locales.some((l) => offlinePath(l) === pathname);
}

type CacheLike = { match(url: string): Promise<Response | undefined>; put(url: string, res: Response): Promise<void> };
type CachesLike = { open(name: string): Promise<CacheLike> };

/** Fetches and stores an offline page (only a 200 HTML answer). */
export async function cacheOfflinePage(caches: CachesLike, fetcher: typeof fetch, path: string): Promise<boolean> {
  if (!isOfflinePath(path)) return false;
  const res = await fetcher(path, { credentials: 'omit', cache: 'no-store' });
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html')) return false;
  await (await caches.open(OFFLINE_CACHE)).put(path, res);
  return true;
}

/**
 * Fetches and stores the UI icon sprite under the URL pages of this build reference, so the
 * offline page (and the top bar it shows) has its icons without the network.
 */
export async function cacheOfflineIcons(caches: CachesLike, fetcher: typeof fetch): Promise<boolean> {
  const url = ICON_SPRITE_URLS.ui;
  const res = await fetcher(url, { credentials: 'omit' });
  if (!res.ok) return false;
  await (await caches.open(ICON_CACHE)).put(url, res);
  return true;
}

/** The cached offline page for a failed navigation: its locale's, else the default one's. */
export async function offlineResponse(caches: CachesLike, requestUrl: string): Promise<Response | undefined> {
  const cache = await caches.open(OFFLINE_CACHE);
  const locale = localeOfPath(new URL(requestUrl).pathname);
  return (await cache.match(offlinePath(locale))) ?? (await cache.match(offlinePath(defaultLocale)));
}
