// GET /api/logout.php — ends the current session and clears its cookie.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { logout } from '@/lib/server/accounts/service';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/server/accounts/session-token';

export const GET = route({ auth: 'public', sameOrigin: true }, async ({ req }) => {
  await logout(req.cookies.get(SESSION_COOKIE)?.value);
  const res = NextResponse.json({ ok: true });
  res.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(0));
  return res;
});
