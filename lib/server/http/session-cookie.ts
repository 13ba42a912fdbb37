import 'server-only';
import type { NextResponse } from 'next/server';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/server/accounts/session-token';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';

/** Puts a new session (and optionally the member's locale) on a response. */
export function withSession(res: NextResponse, token: string, locale?: string | null): NextResponse {
  res.cookies.set(SESSION_COOKIE, token, sessionCookieOptions());
  if (locale) res.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return res;
}

export function withoutSession(res: NextResponse): NextResponse {
  res.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0));
  return res;
}

export function withLocale(res: NextResponse, locale: string): NextResponse {
  res.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return res;
}
