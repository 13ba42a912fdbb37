// Next.js 16 runs proxy.ts (formerly middleware.ts) on Node.js before every page request:
// it picks the locale (member's saved language, then the cookie, then the site's domain
// language) and hands over to next-intl's routing.
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
import { resolveMemberLocale, userForToken } from '@/lib/server/accounts/service';
import { SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { requestHost } from '@/lib/server/http/request-info';

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

export async function proxy(req: NextRequest) {
  const site = await getSite(requestHost(req.headers));
  const { locale: pathLocale, rest } = splitLocale(req.nextUrl.pathname);

  const token = req.cookies.get(SESSION_COOKIE)?.value;
  const member = token ? await userForToken(site, token) : null;
  if (member && req.method === 'GET') {
    const wanted = await resolveMemberLocale(member.user, site);
    if (wanted && wanted !== (pathLocale ?? defaultLocale)) {
      const res = NextResponse.redirect(localizedUrl(req, wanted, rest));
      res.cookies.set(LOCALE_COOKIE, wanted, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
      return res;
    }
  }

  // A first visit (no locale cookie, no prefix) gets the site's domain language, not the
  // browser's: each domain is a site in its own language.
  if (!pathLocale && !req.cookies.has(LOCALE_COOKIE)) {
    const domainLocale = localeFromLanguage(site.domainLanguage) ?? defaultLocale;
    const headers = new Headers(req.headers);
    headers.set('accept-language', domainLocale);
    return intl(new NextRequest(req.nextUrl, { headers, method: req.method }));
  }
  return intl(req);
}

export const config = {
  // Static literal (STACK.md); api, Next's assets, media and files with a dot never pass here.
  matcher: ['/((?!api|_next|_vercel|media|baseline|.*\\..*).*)'],
};
