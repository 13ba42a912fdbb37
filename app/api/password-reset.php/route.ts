// /api/password-reset.php — POST {email}: mails a reset link if the address has an account, and
// answers {sent: true} alike either way (429 reset_throttled per client, reset_limit 3 a day per address);
// PUT {token, password, password_confirm}: sets the password, ends every session, logs this browser in.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/request-info';
import { withSession } from '@/lib/server/http/session-cookie';
import { toUserDto } from '@/lib/server/accounts/service';
import { completePasswordReset, requestPasswordReset } from '@/lib/server/recovery/password-reset';
import { memberLocale } from '@/lib/server/recovery/activation';
import { resetPasswordSchema, resetRequestSchema } from '@/lib/schemas/credentials';

export const POST = route({ auth: 'public', body: resetRequestSchema }, async ({ req, site, body }) =>
  requestPasswordReset(site, body.email, clientIp(req.headers)),
);

export const PUT = route({ auth: 'public', body: resetPasswordSchema }, async ({ req, site, body }) => {
  const { sessionToken, user } = await completePasswordReset(
    site,
    body,
    {
      clientType: req.headers.get('x-client-type'),
      userAgent: req.headers.get('user-agent'),
    },
    clientIp(req.headers),
  );
  return withSession(NextResponse.json(await toUserDto(user)), sessionToken, memberLocale(user, site));
});
