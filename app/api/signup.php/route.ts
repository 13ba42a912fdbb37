// POST /api/signup.php — creates the account (status not_confirmed), logs it in and mails the
// activation link; 409 email_taken, 403 signups_closed, 429 signup_rate_limited. A signup_message
// waits for the e-mail confirmation (signup_message_held).
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { withSession } from '@/lib/server/http/session-cookie';
import { toUserDto } from '@/lib/server/accounts/service';
import { clientIp } from '@/lib/server/http/request-info';
import { signup } from '@/lib/server/signup/service';
import { signupRequestSchema, type SignupResult } from '@/lib/schemas/signup';

export const POST = route({ auth: 'public', body: signupRequestSchema }, async ({ req, site, body }) => {
  const outcome = await signup(site, body, {
    clientType: req.headers.get('x-client-type'),
    userAgent: req.headers.get('user-agent'),
    ip: clientIp(req.headers),
  });
  const result: SignupResult = {
    user: await toUserDto(outcome.user),
    signup_message_delivered: false,
    signup_message_held: outcome.messageHeld,
  };
  return withSession(NextResponse.json(result, { status: 201 }), outcome.token, outcome.locale);
});
