// /api/password-reset.php — POST {email}: mails a reset link (at most 3 a day per account);
// PUT {token, password, password_confirm}: sets the password, ends every session, logs this browser in.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { withSession } from '@/lib/server/http/session-cookie';
import { toUserDto } from '@/lib/server/accounts/service';
import { completePasswordReset, requestPasswordReset } from '@/lib/server/recovery/password-reset';
import { memberLocale } from '@/lib/server/recovery/activation';
import { resetPasswordSchema, resetRequestSchema } from '@/lib/schemas/credentials';

export const POST = route({ auth: 'public', body: resetRequestSchema }, async ({ site, body }) =>
  requestPasswordReset(site, body.email),
);

export const PUT = route({ auth: 'public', body: resetPasswordSchema }, async ({ req, site, body }) => {
  const { sessionToken, user } = await completePasswordReset(site, body, {
    clientType: req.headers.get('x-client-type'),
    userAgent: req.headers.get('user-agent'),
  });
  return withSession(NextResponse.json(await toUserDto(user)), sessionToken, memberLocale(user, site));
});
