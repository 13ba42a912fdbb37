import 'server-only';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
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

export async function queuedMails(db: Db, maxAttempts: number, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.status, 'queued'), lt(outbox.attempts, maxAttempts)))
    .orderBy(asc(outbox.id))
    .limit(limit);
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, id));
}

export async function markFailedAttempt(db: Db, id: number, attempts: number, error: string, final: boolean) {
  await db
    .update(outbox)
    .set({ attempts, lastError: error.slice(0, 500), status: final ? 'failed' : 'queued' })
    .where(eq(outbox.id, id));
}
