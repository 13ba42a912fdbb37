import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { staff, staffSessions } from '@/lib/server/db/schema';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.email}) = lower(${email})`);
  return row;
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/**
 * Takes one attempt before the password is checked, in one statement, so a parallel burst gets no
 * more than `max` passwords checked (as the member lockout). An expired lock starts a fresh count.
 * Returns the attempt's number, or null while the account is locked.
 */
export async function reserveAttempt(db: Db, id: number): Promise<number | null> {
  const rows = await db
    .update(staff)
    .set({
      failedLogins: sql`case when ${staff.lockedUntil} is not null then 1 else ${staff.failedLogins} + 1 end`,
      lockedUntil: null,
    })
    .where(and(eq(staff.id, id), sql`(${staff.lockedUntil} is null or ${staff.lockedUntil} <= now())`))
    .returning({ attempt: staff.failedLogins });
  return rows[0]?.attempt ?? null;
}

/** Locks the account for `lockMinutes` (the attempts were used up). */
export async function lockAccount(db: Db, id: number, lockMinutes: number): Promise<void> {
  await db.execute(sql`
    update ${staff} set locked_until = now() + make_interval(mins => ${lockMinutes})
    where id = ${id} and (locked_until is null or locked_until <= now())`);
}

/** A good sign-in: the counter back to zero, the TOTP step remembered (only if newer: no replay). */
export async function acceptLogin(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ failedLogins: 0, lockedUntil: null, totpLastStep: step, lastLoginAt: new Date() })
    .where(and(eq(staff.id, id), sql`${staff.totpLastStep} < ${step}`))
    .returning({ id: staff.id });
  return rows.length > 0;
}

export async function insertSession(
  db: Db | Tx,
  values: typeof staffSessions.$inferInsert,
): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/**
 * The live session of a token, its last_seen moved on in the same statement: idle sessions
 * (older than `idleMinutes`) and disabled accounts find nothing.
 */
export async function touchSession(db: Db, tokenHash: string, idleMinutes: number) {
  const rows = await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date() })
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, new Date()),
        sql`${staffSessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes})`,
      ),
    )
    .returning({ id: staffSessions.id, staffId: staffSessions.staffId });
  const row = rows[0];
  if (!row) return undefined;
  const member = await findStaffById(db, row.staffId);
  return member && !member.disabledAt ? { sessionId: row.id, staff: member } : undefined;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Db | Tx, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
