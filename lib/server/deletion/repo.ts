import 'server-only';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import {
  deletionAttempts,
  discountCodes,
  discountCodeUses,
  outbox,
  profiles,
  sessions,
  users,
} from '@/lib/server/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserRow(db: Db | Tx, userId: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function lockUserRow(tx: Tx, userId: number): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return rows[0];
}

export async function profileStatusOf(db: Db | Tx, userId: number): Promise<string | null> {
  const rows = await db
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return rows[0]?.status ?? null;
}

export async function markDeleted(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ status: 'deleted', deletedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, userId));
}

export async function deleteAllSessions(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** deleted → the status before; only while the account is still deleted (a second use changes nothing). */
export async function restoreUser(
  tx: Tx,
  userId: number,
  status: string,
  profileStatus: string,
): Promise<UserRow | undefined> {
  const rows = await tx
    .update(users)
    .set({ status, deletedAt: null })
    .where(and(eq(users.id, userId), eq(users.status, 'deleted')))
    .returning();
  if (rows[0]) await tx.update(profiles).set({ status: profileStatus }).where(eq(profiles.userId, userId));
  return rows[0];
}

/** Deleted accounts whose undo period ended before `cutoff`, oldest first. */
export async function expiredDeletions(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'deleted'), lt(users.deletedAt, cutoff)))
    .orderBy(asc(users.deletedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Removes the account row; the database cascades to profile, photos, sessions, tokens, ledger,
 * orders, conversations and messages. Only while still deleted and expired, so a restore that
 * wins the race keeps the account.
 */
export async function purgeUser(db: Db | Tx, userId: number, cutoff: Date): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.status, 'deleted'), lt(users.deletedAt, cutoff)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Mails kept in the outbox for an address (the undo mail among them): they go with the account. */
export async function deleteMailsTo(db: Db | Tx, siteId: number, email: string): Promise<void> {
  await db
    .delete(outbox)
    .where(and(eq(outbox.siteId, siteId), sql`lower(${outbox.recipient}) = ${email.toLowerCase()}`));
}

/** The member's codes from the deletion offer (recognised by their prefix), newest first. */
export async function stayCodesOf(db: Db | Tx, userId: number, prefix: string) {
  return db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      valuePercentage: discountCodes.valuePercentage,
      expiresAt: discountCodes.expiresAt,
      status: discountCodes.status,
      used: sql<boolean>`exists (select 1 from ${discountCodeUses} where ${discountCodeUses.codeId} = ${discountCodes.id})`,
    })
    .from(discountCodes)
    .where(and(eq(discountCodes.userId, userId), sql`${discountCodes.code} like ${prefix + '%'}`))
    .orderBy(sql`${discountCodes.id} desc`);
}

export async function insertPersonalCode(
  tx: Tx,
  values: { siteId: number; userId: number; code: string; valuePercentage: string; expiresAt: Date },
) {
  const rows = await tx
    .insert(discountCodes)
    .values({ ...values, validity: 'once-per-user', status: 'active' })
    .returning();
  return rows[0];
}

/** The member confirmed the delete form with the right password while the offer to stay was open. */
export async function recordDeletionAttempt(db: Db | Tx, userId: number): Promise<void> {
  await db
    .insert(deletionAttempts)
    .values({ userId })
    .onConflictDoUpdate({ target: deletionAttempts.userId, set: { attemptedAt: sql`now()` } });
}

export async function deletionAttemptedSince(db: Db | Tx, userId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: deletionAttempts.userId })
    .from(deletionAttempts)
    .where(and(eq(deletionAttempts.userId, userId), gte(deletionAttempts.attemptedAt, since)))
    .limit(1);
  return rows.length > 0;
}
