import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { hashToken } from '@/lib/server/accounts/session-token';
import { verifyAgainstNothing, verifyPassword } from '@/lib/server/accounts/password';
import { AppError } from '@/lib/server/http/errors';
import { writeAudit } from './audit';
import { newStaffToken, STAFF_SESSION_HOURS } from './session';
import { acceptLogin, findStaffByEmail, insertSession, lockAccount, reserveAttempt } from './staff-repo';
import { totpStep } from './totp';
import { isStaffRole, type StaffRole } from '@/lib/admin/roles';

/** Five wrong sign-ins lock a staff account for 30 minutes (stricter than members'). */
export const STAFF_MAX_ATTEMPTS = 5;
export const STAFF_LOCK_MINUTES = 30;

export type StaffLogin = { email: string; password: string; code: string; ip: string | null; userAgent: string | null };

/**
 * Password and TOTP code, both right, or one answer that does not say which was wrong. Unknown
 * e-mails cost the same time as known ones. Returns the new session's cookie token.
 */
export async function staffLogin(input: StaffLogin): Promise<{ token: string; staffId: number }> {
  const db = await getDb();
  const row = await findStaffByEmail(db, input.email.trim());
  if (!row || row.disabledAt || !isStaffRole(row.role)) {
    await verifyAgainstNothing(input.password);
    throw new AppError('staff_login_failed', 401);
  }
  const attempt = await reserveAttempt(db, row.id);
  if (attempt === null || attempt > STAFF_MAX_ATTEMPTS) {
    if (attempt !== null) await lockAccount(db, row.id, STAFF_LOCK_MINUTES);
    throw new AppError('staff_locked', 429, { minutes: STAFF_LOCK_MINUTES });
  }
  const passwordOk = await verifyPassword(row.passwordHash, input.password);
  const step = passwordOk ? await totpStep(row.totpSecret, input.code.trim()) : null;
  // acceptLogin refuses a step already used: a code seen over a shoulder cannot be replayed.
  if (step === null || !(await acceptLogin(db, row.id, step))) {
    if (attempt >= STAFF_MAX_ATTEMPTS) await lockAccount(db, row.id, STAFF_LOCK_MINUTES);
    throw new AppError('staff_login_failed', 401);
  }
  const token = newStaffToken();
  await db.transaction(async (tx) => {
    await insertSession(tx, {
      staffId: row.id,
      tokenHash: hashToken(token),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000),
    });
    await writeAudit(
      tx,
      { id: row.id, email: row.email, role: row.role as StaffRole },
      { action: 'staff.login', targetType: 'staff', targetId: row.id },
      input.ip,
    );
  });
  return { token, staffId: row.id };
}
