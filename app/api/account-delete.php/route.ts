// /api/account-delete.php — POST {password} (member): deletes the account reversibly, ends every
// session and mails the undo link; PUT {token} (the /account-restore page): restores the account
// within 14 days and logs this browser in.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { withSession, withoutSession } from '@/lib/server/http/session-cookie';
import { toUserDto } from '@/lib/server/accounts/service';
import { deleteAccount, restoreAccount } from '@/lib/server/deletion/service';
import { memberLocale } from '@/lib/server/recovery/activation';
import { deleteAccountSchema, restoreAccountSchema } from '@/lib/schemas/account-deletion';

export const POST = route({ auth: 'member', body: deleteAccountSchema }, async ({ site, session, body }) => {
  await deleteAccount(site, session.user, body.password);
  return withoutSession(NextResponse.json({ deleted: true }));
});

export const PUT = route({ auth: 'public', body: restoreAccountSchema }, async ({ req, site, body }) => {
  const { sessionToken, user } = await restoreAccount(site, body.token, {
    clientType: req.headers.get('x-client-type'),
    userAgent: req.headers.get('user-agent'),
  });
  return withSession(NextResponse.json(await toUserDto(user)), sessionToken, memberLocale(user, site));
});
