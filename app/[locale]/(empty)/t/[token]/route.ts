// GET /t/{token} — the one-click link of notice mails (spec §2 `{token}`; docs/decisions.md):
// uses the single-use token, logs its member in with a via_token session and opens the target;
// a used, expired or revoked link leads to /t/expired. HEAD only answers (link checkers in mail
// clients send it), so a scanner's HEAD never uses a member's link up.
import { NextResponse, type NextRequest } from 'next/server';
import { getSite } from '@/lib/server/sites/service';
import { requestHost } from '@/lib/server/http/request-info';
import { withSession } from '@/lib/server/http/session-cookie';
import { SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { userForToken } from '@/lib/server/accounts/service';
import { redeemOneClick, startOneClickSession } from '@/lib/server/tokens/one-click';
import { siteUrl } from '@/lib/server/sites/urls';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

type Context = { params: Promise<{ locale: string; token: string }> };

// Never cached anywhere, never indexed, and no Referer carrying the token to the next page.
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

function redirect(url: string): NextResponse {
  return NextResponse.redirect(url, { status: 303, headers: PRIVATE });
}

export async function GET(req: NextRequest, { params }: Context): Promise<Response> {
  const { locale: raw, token } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const site = await getSite(requestHost(req.headers));
  const redeemed = await redeemOneClick(site, token);
  if (!redeemed) return redirect(siteUrl(site, '/t/expired', locale));
  const target = siteUrl(site, redeemed.target, locale);
  // Already logged in as this member (with the password, perhaps): keep that session.
  const current = await userForToken(site, req.cookies.get(SESSION_COOKIE)?.value);
  if (current?.user.id === redeemed.userId) return redirect(target);
  const session = await startOneClickSession(redeemed.userId, {
    clientType: null,
    userAgent: req.headers.get('user-agent'),
  });
  return withSession(redirect(target), session);
}

export function HEAD(): Response {
  return new Response(null, { status: 200, headers: PRIVATE });
}
