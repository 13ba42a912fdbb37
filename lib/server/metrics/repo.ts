import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';

/** Statuses of outbox rows still to be delivered (`sending`: claimed by a sender, not yet done). */
export const BACKLOG_STATUSES = ['queued', 'sending'] as const;

/** Undelivered outbox rows by status: an index range on (status, id), cheap on every scrape. */
export async function outboxBacklog(db: Db): Promise<{ status: string; count: number }[]> {
  return db
    .select({ status: outbox.status, count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(inArray(outbox.status, [...BACKLOG_STATUSES]))
    .groupBy(outbox.status);
}
