// /api/user.php — GET the current member, POST {email, password} to log in, PUT {language}.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { login, resolveMemberLocale, setLanguage, toUserDto } from '@/lib/server/accounts/service';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/server/accounts/session-token';
import { languageSchema, loginSchema } from '@/lib/schemas/user';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';

const localeCookie = { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' as const };

export const GET = route({ auth: 'member' }, async ({ session }) => toUserDto(session.user));

export const POST = route({ auth: 'public', body: loginSchema }, async ({ req, site, body }) => {
  const { token, user } = await login(site, body, {
    clientType: req.headers.get('x-client-type'),
    userAgent: req.headers.get('user-agent'),
  });
  const locale = await resolveMemberLocale(user, site);
  const dto = await toUserDto(locale ? { ...user, language: locale } : user);
  const res = NextResponse.json(dto);
  res.cookies.set(SESSION_COOKIE, token, sessionCookieOptions());
  if (locale) res.cookies.set(LOCALE_COOKIE, locale, localeCookie);
  return res;
});

export const PUT = route({ auth: 'member', body: languageSchema }, async ({ session, body }) => {
  const user = await setLanguage(session.user, body.language);
  const res = NextResponse.json(await toUserDto(user));
  res.cookies.set(LOCALE_COOKIE, body.language, localeCookie);
  return res;
});
