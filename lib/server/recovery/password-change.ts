import 'server-only';
import { checkPasswordCounted } from '@/lib/server/accounts/service';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';
import { hashPassword } from '@/lib/server/accounts/password';
import { revokeTokens } from '@/lib/server/tokens/service';
import { emitSessionRevoked } from '@/lib/server/chat/events';
import * as repo from './repo';

/**
 * Settings → change password: the old password must be right ("Check old password"). Every
 * other session of the member ends; this one stays. Outstanding reset links die too.
 */
export async function changePassword(
  site: Site,
  session: SessionUser,
  input: { old_password: string; password: string },
  ip: string,
): Promise<{ ok: true }> {
  if (
    !(await checkPasswordCounted(site, session.user.email, session.user.passwordHash, input.old_password, ip))
  ) {
    throw new AppError('old_password_wrong', 400);
  }
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, session.user.id, passwordHash);
    await repo.deleteSessions(tx, session.user.id, session.sessionId);
    await revokeTokens(tx, session.user.id, 'password_reset');
  });
  // The other sessions' open event streams end too, on every instance.
  emitSessionRevoked({ userId: session.user.id, allSessions: true, keepSessionId: session.sessionId });
  return { ok: true };
}
