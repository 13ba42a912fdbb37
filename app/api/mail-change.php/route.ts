// /api/mail-change.php — POST {email, password} (member): mails a confirmation link to the new
// address; PUT {token} (the /mail-change/do page): switches the address and tells the old one.
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/request-info';
import { confirmEmailChange, requestEmailChange } from '@/lib/server/recovery/email-change';
import { emailChangeSchema, tokenBodySchema } from '@/lib/schemas/credentials';

export const POST = route({ auth: 'member', body: emailChangeSchema }, async ({ req, site, session, body }) =>
  requestEmailChange(site, session, body, clientIp(req.headers)),
);

export const PUT = route({ auth: 'public', body: tokenBodySchema }, async ({ site, body }) =>
  confirmEmailChange(site, body.token),
);
