// /api/user.php — GET the current member, POST {email, password} to log in, PUT {language}.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/request-info';
import { withLocale, withSession } from '@/lib/server/http/session-cookie';
import { login, resolveMemberLocale, setLanguage, toUserDto } from '@/lib/server/accounts/service';
import { languageSchema, loginSchema } from '@/lib/schemas/user';

// Polled: 304 on If-None-Match while the member's change marker stands.
export const GET = route({ auth: 'member', etag: 'account' }, async ({ session }) =>
  toUserDto(session.user, session.own),
);

export const POST = route({ auth: 'public', body: loginSchema }, async ({ req, site, body }) => {
  const { token, user } = await login(
    site,
    body,
    {
      clientType: req.headers.get('x-client-type'),
      userAgent: req.headers.get('user-agent'),
    },
    clientIp(req.headers),
  );
  const locale = await resolveMemberLocale(user, site);
  const dto = await toUserDto(locale ? { ...user, language: locale } : user);
  return withSession(NextResponse.json(dto), token, locale);
});

export const PUT = route({ auth: 'member', body: languageSchema }, async ({ session, body }) => {
  const user = await setLanguage(session.user, body.language);
  return withLocale(NextResponse.json(await toUserDto(user)), body.language);
});
