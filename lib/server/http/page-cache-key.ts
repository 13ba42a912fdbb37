import 'server-only';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { normalizeHost } from '@/lib/server/sites/service';
import { geoipCountry, nodeHeaders, requestHost } from './request-info';

// Which requests the public page cache (page-cache.ts) may answer or fill, and under which key:
// GET requests of an anonymous visitor (no cookie but the locale cookie, no header of Next's
// client router) and, for a 200 answer, the public routes below. The key holds everything the
// render reads from the request (the reasons are in page-cache.ts's opening comment).

/** Paths (without the locale prefix) whose 200 answer is the same for every anonymous visitor. */
const PUBLIC_PATHS = new Set(['/', '/login', '/signup']);
/**
 * Legal pages, pricing, landers and member landings (issue 13): they read nothing of the visitor
 * but the query (in the key); the tracking parameters are kept in the browser by the signup modal.
 */
const PUBLIC_PATTERNS = [
  // Legal and info pages and the price list: the host's site and the CDN country (the US
  // privacy text, the prices' country) are all they read; `?variant=` is in the key.
  /^\/pages\/(?:terms|privacy|cookies|ban|return-policy|faq|service)$/,
  /^\/pricing$/,
  /^\/landers\/[a-z]+(?:\/[a-z0-9-]+)?$/,
  /^\/members\/\d{1,9}\/(?:landing|landing[23](?:\/[a-z0-9-]+)?)$/,
];

const LOCALE_PREFIX = /^\/([a-z]{2})(?=\/|$)/;
/** The API, Next's assets, media, the baselines, and files (a dot in the last segment): not pages. */
const NOT_A_PAGE = /^\/(?:(?:api|_next|media|baseline)(?:[/?]|$)|[^?]*\.[^/?]*(?:\?|$))/;
/** Request headers of Next's client router: those answers are RSC payloads, not the page. */
const ROUTER_HEADER = /^(rsc|next-router-[a-z-]+|next-action|next-url|next-hmr-refresh)$/;

export type PageRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

/** The request's cookies when they are at most the locale cookie with a locale; else null. */
function anonymousLocaleCookie(cookieHeader: string | null): string | null | false {
  if (!cookieHeader) return null;
  let locale: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).trim();
    const value = eq < 0 ? '' : part.slice(eq + 1).trim();
    if (!name) continue;
    if (name !== LOCALE_COOKIE || !isLocale(value) || locale !== null) return false;
    locale = value;
  }
  return locale;
}

/**
 * The cache key of a request, or null when the request must not touch the cache (a member, a
 * router request, an unknown cookie, another method). `buildId` is the running build's.
 */
export function pageCacheKey(
  req: PageRequest,
  buildId: string,
): { key: string; host: string; path: string } | null {
  if (req.method !== 'GET' || !req.url?.startsWith('/') || NOT_A_PAGE.test(req.url)) return null;
  for (const name of Object.keys(req.headers)) if (ROUTER_HEADER.test(name)) return null;
  const h = nodeHeaders(req.headers);
  const cookie = h.get('cookie');
  // Spelled out although the rule below covers it: a session cookie never reaches the cache.
  if (cookie?.includes(SESSION_COOKIE)) return null;
  const localeCookie = anonymousLocaleCookie(cookie);
  if (localeCookie === false) return null;
  const url = new URL(req.url, 'http://x');
  if (url.searchParams.has('_rsc')) return null;
  const host = normalizeHost(requestHost(h));
  const key = [buildId, host, url.pathname + url.search, localeCookie ?? '', geoipCountry(h) ?? ''].join(
    '\n',
  );
  return { key, host, path: url.pathname };
}

/** The path without its locale prefix: `/nl/login` → `/login`, `/nl` → `/`. */
function unlocalized(path: string): string {
  const m = LOCALE_PREFIX.exec(path);
  if (!m || !isLocale(m[1])) return path;
  return path.slice(m[0].length) || '/';
}

/** Whether a 200 answer of this path may be kept (the 404 page may be kept for any path). */
export function isPublicPath(path: string): boolean {
  const rest = unlocalized(path);
  return PUBLIC_PATHS.has(rest) || PUBLIC_PATTERNS.some((p) => p.test(rest));
}
