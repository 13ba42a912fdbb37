import 'server-only';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { sites, staff } from '@/lib/server/db/schema';

type Q = Db | Tx;

/** The console's staff list: no password hash, no TOTP secret. */
export async function listStaff(db: Q) {
  return db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      siteIds: staff.siteIds,
      lastLoginAt: staff.lastLoginAt,
      disabledAt: staff.disabledAt,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .orderBy(asc(staff.id));
}

export async function lockStaff(db: Tx, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/**
 * Locks the enabled owners and the target, in id order (one order for every caller: two owners
 * disabling each other at once wait for each other instead of deadlocking), and answers the
 * target and how many other enabled owners there are once the locks are held.
 */
export async function lockOwnersAnd(db: Tx, id: number) {
  const rows = await db
    .select()
    .from(staff)
    .where(or(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)), eq(staff.id, id)))
    .orderBy(asc(staff.id))
    .for('update');
  const target = rows.find((r) => r.id === id);
  const otherOwners = rows.filter((r) => r.id !== id && r.role === 'owner' && !r.disabledAt).length;
  return { target, otherOwners };
}

export async function setDisabled(db: Tx, id: number, disabled: boolean) {
  await db
    .update(staff)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(staff.id, id));
}

export async function setTotpSecret(db: Tx, id: number, secret: string) {
  await db.update(staff).set({ totpSecret: secret, totpLastStep: 0 }).where(eq(staff.id, id));
}

export async function existingSiteIds(db: Q, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: sites.id }).from(sites).where(inArray(sites.id, ids));
  return rows.map((r) => r.id);
}
