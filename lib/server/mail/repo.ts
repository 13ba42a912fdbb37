import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertOutbox(db: Db | Tx, row: NewOutboxRow): Promise<OutboxRow> {
  const [inserted] = await db.insert(outbox).values(row).returning();
  return inserted;
}

export async function listOutbox(db: Db, limit: number, channel = 'email'): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.channel, channel)).orderBy(desc(outbox.id)).limit(limit);
}

export async function findOutbox(db: Db, id: number): Promise<OutboxRow | undefined> {
  const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return rows[0];
}

/**
 * Claims up to `limit` mails for one sender, atomically: queued rows, and rows whose sender's
 * lease ran out (it crashed between send and markSent), become `sending` with a new lease and
 * one more attempt. SKIP LOCKED: instances claiming at the same moment get disjoint rows, and a
 * row is only claimed again once its lease has passed, so a mail is sent once, or (after a
 * crash mid-send) at most once more per lease.
 */
export async function claimMails(
  db: Db,
  input: { maxAttempts: number; limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const claimable = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'email'),
        lt(outbox.attempts, input.maxAttempts),
        or(eq(outbox.status, 'queued'), and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({
      status: 'sending',
      leaseUntil: sql`now() + ${`${input.leaseMs} milliseconds`}::interval`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, claimable))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Mails whose last allowed attempt crashed mid-send: failed, not left `sending` for ever. */
export async function failAbandoned(db: Db, maxAttempts: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'failed', leaseUntil: null })
    .where(
      and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, sql`now()`), gte(outbox.attempts, maxAttempts)),
    );
}

/** Only the claim's holder marks: a row another sender reclaimed after our lease is not ours. */
function claimed(id: number, attempts: number) {
  return and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempts));
}

export async function markSent(db: Db, mail: OutboxRow): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null })
    .where(claimed(mail.id, mail.attempts));
}

export async function markFailedAttempt(db: Db, mail: OutboxRow, error: string, final: boolean) {
  await db
    .update(outbox)
    .set({ lastError: error.slice(0, 500), status: final ? 'failed' : 'queued', leaseUntil: null })
    .where(claimed(mail.id, mail.attempts));
}

/** Shutdown: claimed mails not yet tried go back to the queue, their attempt not counted. */
export async function releaseClaims(db: Db, mails: OutboxRow[]): Promise<void> {
  for (const mail of mails) {
    await db
      .update(outbox)
      .set({ status: 'queued', leaseUntil: null, attempts: sql`${outbox.attempts} - 1` })
      .where(claimed(mail.id, mail.attempts));
  }
}
