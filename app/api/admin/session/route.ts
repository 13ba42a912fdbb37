// /api/admin/session — the console's sign-in (POST: e-mail, password, TOTP code), the signed-in
// staff member (GET) and sign-out (DELETE). Its own cookie hl_staff (SameSite=Strict, 30 min idle).
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { AppError } from '@/lib/server/http/errors';
import { clientIp, isSameOrigin } from '@/lib/server/http/request-info';
import { readJsonBody, refuseNul } from '@/lib/server/http/json-body';
import { staffLogin } from '@/lib/server/admin/auth';
import { adminSessionAnswer } from '@/lib/server/admin/session-answer';
import { endStaffSession, STAFF_COOKIE, staffCookieOptions, staffForToken } from '@/lib/server/admin/session';
import { limitKey, take } from '@/lib/server/rate-limit/service';
import { limits } from '@/lib/server/rate-limit/limits';
import { observeRequest } from '@/lib/server/metrics/http';

const loginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  code: z.string().trim().max(10),
});

function failure(err: unknown): NextResponse {
  if (err instanceof AppError) return NextResponse.json({ error: err.code, ...err.details }, { status: err.status });
  if (err instanceof z.ZodError) return NextResponse.json({ error: 'invalid_input' }, { status: 422 });
  throw err;
}

export const POST = (req: NextRequest) =>
  observeRequest(req, async () => {
    try {
      if (!isSameOrigin(req.headers)) throw new AppError('cross_origin', 403);
      const ip = clientIp(req.headers);
      const allowed = await take(limits.staffLogin(), limitKey(ip));
      if (!allowed.ok) throw new AppError('staff_locked', 429, { minutes: Math.ceil(allowed.msBeforeNext / 60_000) });
      const body = loginSchema.parse(refuseNul(await readJsonBody(req)));
      const { token } = await staffLogin({ ...body, ip, userAgent: req.headers.get('user-agent') });
      const staff = await staffForToken(token);
      const res = NextResponse.json(adminSessionAnswer(staff!), { headers: { 'Cache-Control': 'no-store' } });
      res.cookies.set(STAFF_COOKIE, token, staffCookieOptions());
      return res;
    } catch (err) {
      return failure(err);
    }
  });

export const GET = (req: NextRequest) =>
  observeRequest(req, async () => {
    const staff = await staffForToken(req.cookies.get(STAFF_COOKIE)?.value);
    if (!staff) return NextResponse.json({ error: 'staff_auth_required' }, { status: 401 });
    return NextResponse.json(adminSessionAnswer(staff), { headers: { 'Cache-Control': 'no-store' } });
  });

export const DELETE = (req: NextRequest) =>
  observeRequest(req, async () => {
    if (!isSameOrigin(req.headers)) return NextResponse.json({ error: 'cross_origin' }, { status: 403 });
    await endStaffSession(req.cookies.get(STAFF_COOKIE)?.value);
    const res = NextResponse.json({ ok: true });
    res.cookies.set(STAFF_COOKIE, '', staffCookieOptions(0));
    return res;
  });
