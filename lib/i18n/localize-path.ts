import { defaultLocale, isLocale } from './locales';

// routing.ts's `localePrefix: 'as-needed'`: English unprefixed, every other locale under /xx.

type QueryValue = string | number | boolean | null | undefined;
/** A link's target: a path, or its parts (the query's empty values are left out). */
export type Href =
  string | { pathname?: string; query?: Record<string, QueryValue | readonly QueryValue[]>; hash?: string };

/** A path of the app ('/members?x=1') as the given locale's URL ('/de/members?x=1'). */
export function localizePath(path: string, locale: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || locale === defaultLocale || !isLocale(locale))
    return path;
  if (path === '/') return `/${locale}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** An href as one path: { pathname: '/complaints', query: { profile: 4 } } → '/complaints?profile=4'. */
export function hrefToPath(href: Href): string {
  if (typeof href === 'string') return href;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v != null) search.append(key, String(v));
  }
  const query = search.toString();
  const hash = href.hash ? `#${href.hash.replace(/^#/, '')}` : '';
  return `${href.pathname ?? ''}${query ? `?${query}` : ''}${hash}`;
}
