import 'server-only';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import type { Site } from './service';
import { siteUrl } from './urls';

/**
 * The hreflang `Link` header of a page: the same page in every locale, plus x-default. Built
 * from the site's configured domain (siteUrl), never from the request's Host: next-intl's own
 * header echoed a forged Host, which a cache in front could then serve to everyone. `path` is
 * the page's path without its locale prefix ("/" or "/members/12"); the query is left out.
 */
export function alternateLinksHeader(site: Pick<Site, 'domain'>, path: string): string {
  const entry = (locale: string, url: string) => `<${url}>; rel="alternate"; hreflang="${locale}"`;
  const safePath = encodeURI(decodeSafely(path));
  return [
    ...locales.map((locale) => entry(locale, siteUrl(site, safePath, locale))),
    entry('x-default', siteUrl(site, safePath, defaultLocale)),
  ].join(', ');
}

/** The pathname as the browser sent it, percent-encoded; decoded once so it is not encoded twice. */
function decodeSafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
