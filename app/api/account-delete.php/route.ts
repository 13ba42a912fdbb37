// /api/account-delete.php — POST {password, decline_offer?} (member): deletes the account reversibly,
// ends every session and mails the undo link; while the offer to stay is open and not declined it
// only records the attempt and answers {deleted: false, offer}; PUT {token} (the /account-restore page): restores the account
// within 14 days and logs this browser in.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/request-info';
import { withSession, withoutSession } from '@/lib/server/http/session-cookie';
import { toUserDto } from '@/lib/server/accounts/service';
import { deleteAccount, restoreAccount } from '@/lib/server/deletion/service';
import { memberLocale } from '@/lib/server/recovery/activation';
import { deleteAccountSchema, restoreAccountSchema } from '@/lib/schemas/account-deletion';

export const POST = route(
  { auth: 'member', body: deleteAccountSchema },
  async ({ req, site, session, body }) => {
    const result = await deleteAccount(site, session.user, body, clientIp(req.headers));
    return result.deleted ? withoutSession(NextResponse.json(result)) : NextResponse.json(result);
  },
);

export const PUT = route({ auth: 'public', body: restoreAccountSchema }, async ({ req, site, body }) => {
  const { sessionToken, user } = await restoreAccount(site, body.token, {
    clientType: req.headers.get('x-client-type'),
    userAgent: req.headers.get('user-agent'),
  });
  return withSession(NextResponse.json(await toUserDto(user)), sessionToken, memberLocale(user, site));
});
