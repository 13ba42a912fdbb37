// /api/user.php — GET the current member, POST {email, password} to log in, PUT {language}.
// ?push=1: POST this device's push subscription, DELETE {endpoint} to remove it (lib/server/push).
import { NextResponse, type NextRequest } from 'next/server';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/request-info';
import { withLocale, withSession } from '@/lib/server/http/session-cookie';
import { login, resolveMemberLocale, setLanguage, toUserDto } from '@/lib/server/accounts/service';
import { languageSchema, loginSchema } from '@/lib/schemas/user';
import { removePushSubscription, savePushSubscription } from '@/lib/server/push/service';
import { pushQuerySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/schemas/push';

// Polled: 304 on If-None-Match while the member's change marker stands.
export const GET = route({ auth: 'member', etag: 'account' }, async ({ session }) =>
  toUserDto(session.user, session.own),
);

const logIn = route({ auth: 'public', body: loginSchema }, async ({ req, site, body }) => {
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

const subscribe = route(
  { auth: 'member', query: pushQuerySchema, body: pushSubscriptionSchema },
  async ({ session, body }) => savePushSubscription(session.user, body),
);

const unsubscribe = route(
  { auth: 'member', query: pushQuerySchema, body: pushUnsubscribeSchema },
  async ({ session, body }) => removePushSubscription(session.user, body.endpoint),
);

// `?push` in any form is the push branch (a bad value is a 422 there), never a login attempt.
const isPush = (req: NextRequest) => req.nextUrl.searchParams.has('push');

export const POST = (req: NextRequest) => (isPush(req) ? subscribe(req) : logIn(req));

export const DELETE = unsubscribe;
