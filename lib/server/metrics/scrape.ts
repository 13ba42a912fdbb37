import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { dbKind, getDb } from '@/lib/server/db/client';
import { isLocalClient, type HeaderSource } from '@/lib/server/http/request-info';
import { isDraining } from '@/lib/server/lifecycle';
import { log } from '@/lib/server/log';
import { metrics } from './registry';
import { BACKLOG_STATUSES, outboxBacklog } from './repo';

function sameSecret(given: string, expected: string): boolean {
  // Hashing first gives equal lengths, so the comparison's time says nothing about the token.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Who may read /api/metrics: a client with `Authorization: Bearer <METRICS_TOKEN>`, or one on
 * this machine by its socket address. Behind a trusted proxy the proxy itself may be that
 * loopback client for every visitor, so there only the token counts.
 */
export function canReadMetrics(headers: HeaderSource): boolean {
  const token = env().METRICS_TOKEN;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (token && bearer) return sameSecret(bearer, token);
  return isLocalClient(headers);
}

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };

/** Pool and outbox gauges, read at scrape time; a database that does not answer leaves them as they were. */
async function refreshDatabaseGauges(): Promise<void> {
  // While draining, the database is about to close (or closed): asking would reopen it.
  if (isDraining()) return;
  const m = metrics();
  try {
    const db = await getDb();
    m.dbConnections.reset();
    if ((await dbKind()) === 'postgres') {
      const pool = (db as unknown as { $client: PoolLike }).$client;
      m.dbConnections.set({ state: 'open' }, pool.totalCount);
      m.dbConnections.set({ state: 'idle' }, pool.idleCount);
      m.dbConnections.set({ state: 'waiting' }, pool.waitingCount);
    } else {
      // PGlite: one embedded connection, always open.
      m.dbConnections.set({ state: 'open' }, 1);
    }
    const counts = new Map((await outboxBacklog(db)).map((r) => [r.status, r.count]));
    for (const status of BACKLOG_STATUSES) m.outboxBacklog.set({ status }, counts.get(status) ?? 0);
  } catch (err) {
    log().warn({ err }, 'metrics: database gauges not refreshed');
  }
}

/** The Prometheus text exposition of every metric of this process. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  await refreshDatabaseGauges();
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
