// GET /api/logout.php — ends the current session and clears its cookie.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { withoutSession } from '@/lib/server/http/session-cookie';
import { logout } from '@/lib/server/accounts/service';
import { SESSION_COOKIE } from '@/lib/server/accounts/session-token';

export const GET = route({ auth: 'public', sameOrigin: true }, async ({ req }) => {
  await logout(req.cookies.get(SESSION_COOKIE)?.value);
  return withoutSession(NextResponse.json({ ok: true }));
});
