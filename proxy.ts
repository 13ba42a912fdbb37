// Next.js 16 runs proxy.ts (formerly middleware.ts) on Node.js before every page request:
// it sets the page's Content-Security-Policy with a fresh nonce, picks the locale (member's saved
// language, then the cookie, then the site's domain language) and hands over to next-intl's
// routing. The static security headers of every response are in next.config.ts.
import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeFromLanguage,
  type Locale,
} from '@/lib/i18n/locales';
import { getSite } from '@/lib/server/sites/service';
import { alternateLinksHeader } from '@/lib/server/sites/alternate-links';
import { BANNED, lookupSession, resolveMemberLocale } from '@/lib/server/accounts/service';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/server/accounts/session-token';
import { requestHost } from '@/lib/server/http/request-info';
import { NONCE_HEADER, newNonce, pageCsp } from '@/lib/server/http/content-security-policy';

const intl = createMiddleware(routing);

function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return { locale: first, rest: pathname.slice(first.length + 1) || '/' };
  return { locale: null, rest: pathname };
}

function localizedUrl(req: NextRequest, locale: Locale, rest: string): URL {
  const url = req.nextUrl.clone();
  url.pathname = locale === defaultLocale ? rest : `/${locale}${rest === '/' ? '' : rest}`;
  return url;
}

/** A file name (favicon.ico, a GIF, a 404 for /x.php): no locale routing, only the headers. */
const FILE_PATH = /\.[^/]*$/;
/**
 * A script file (the service worker and what it imports) runs under its own response's CSP, where
 * 'strict-dynamic' would refuse importScripts: it gets only the nonce on the request, for the case
 * that it is a not-found page.
 */
const SCRIPT_FILE = /\.m?js$/;

export async function proxy(req: NextRequest) {
  const site = await getSite(requestHost(req.headers));
  const nonce = newNonce();
  const csp = pageCsp(site, nonce);
  const secured = (res: NextResponse) => {
    res.headers.set('Content-Security-Policy', csp);
    return res;
  };
  // Next's nonce pattern: the policy goes on the request too; Next takes the nonce from there
  // for its own scripts, and Server Components can read it from NONCE_HEADER.
  const headers = new Headers(req.headers);
  headers.set('content-security-policy', csp);
  headers.set(NONCE_HEADER, nonce);
  if (FILE_PATH.test(req.nextUrl.pathname)) {
    const res = NextResponse.next({ request: { headers } });
    return SCRIPT_FILE.test(req.nextUrl.pathname) ? res : secured(res);
  }

  const { locale: pathLocale, rest } = splitLocale(req.nextUrl.pathname);
  const token = req.cookies.get(SESSION_COOKIE)?.value;
  const found = token ? await lookupSession(site, token) : null;
  // A member banned by a moderator (the console): every page leads to the ban page, once, and the
  // refused session's cookie goes, so the ban page itself renders as for a visitor.
  if (found === BANNED) {
    const ban = localizedUrl(req, pathLocale ?? defaultLocale, '/pages/ban');
    ban.search = '';
    const res = rest === '/pages/ban' ? intl(new NextRequest(req.nextUrl, { headers, method: req.method })) : NextResponse.redirect(ban);
    res.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0));
    return secured(res);
  }
  const member = found;
  if (member && req.method === 'GET') {
    const wanted = await resolveMemberLocale(member.user, site);
    if (wanted && wanted !== (pathLocale ?? defaultLocale)) {
      const res = NextResponse.redirect(localizedUrl(req, wanted, rest));
      res.cookies.set(LOCALE_COOKIE, wanted, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
      return secured(res);
    }
  }

  // A first visit (no locale cookie, no prefix) gets the site's domain language, not the
  // browser's: each domain is a site in its own language.
  if (!pathLocale && !req.cookies.has(LOCALE_COOKIE)) {
    headers.set('accept-language', localeFromLanguage(site.domainLanguage) ?? defaultLocale);
  }
  // next-intl forwards these request headers (CSP and nonce included) to the page it routes to.
  const res = intl(new NextRequest(req.nextUrl, { headers, method: req.method }));
  // hreflang alternates from the site's own domain; next-intl's would echo the request's Host.
  if (!res.headers.has('location')) res.headers.set('Link', alternateLinksHeader(site, rest));
  return secured(res);
}

export const config = {
  // Static literal (STACK.md); api, Next's assets, media and the baselines never pass here.
  // Paths with a dot do, for the page CSP of a not-found page (FILE_PATH above).
  matcher: ['/((?!api|_next|_vercel|media|baseline).*)'],
};
