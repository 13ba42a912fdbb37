import 'server-only';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Pool } from 'pg';
import { dbKind, getDb, type Db } from '@/lib/server/db/client';
import type { LimitSpec } from './limits';

/** The table of lib/server/db/schema/limits.ts, created by a migration (never by the library). */
export const RATE_LIMIT_TABLE = 'rate_limits';

const MEMORY_MAX_SECONDS = 24 * 86_400;

export type LimiterStore = { kind: 'postgres'; pool: Pool } | { kind: 'memory' };

/**
 * One limiter on a store. On PostgreSQL every instance counts in the same rows (an atomic
 * INSERT … ON CONFLICT DO UPDATE per attempt); in memory only this process counts, which is the
 * whole deployment on PGlite (one process owns its data directory).
 */
export function createLimiter(spec: LimitSpec, store: LimiterStore): RateLimiterAbstract {
  const options = {
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.duration,
    blockDuration: spec.blockDuration ?? 0,
  };
  if (store.kind === 'memory') {
    // Memory keys expire through setTimeout, which fires at once past 2^31 ms (24.8 days).
    const cap = (seconds: number) => Math.min(seconds, MEMORY_MAX_SECONDS);
    return new RateLimiterMemory({
      ...options,
      duration: cap(options.duration),
      blockDuration: cap(options.blockDuration),
    });
  }
  return new RateLimiterPostgres({
    ...options,
    storeClient: store.pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    // The migration made it; the library's own CREATE TABLE IF NOT EXISTS would run on every
    // instance at start, where concurrent creation races in the catalog.
    tableCreated: true,
  });
}

type Registry = Map<string, RateLimiterAbstract>;

// Per database handle (a closed and reopened database gets fresh limiters), on globalThis
// because Next may load this module more than once per process and all must count together.
const holder = globalThis as unknown as { __heartlineLimiters?: WeakMap<Db, Registry> };
const registries: WeakMap<Db, Registry> = (holder.__heartlineLimiters ??= new WeakMap());

async function storeFor(db: Db): Promise<LimiterStore> {
  if ((await dbKind()) === 'pglite') return { kind: 'memory' };
  // drizzle's node-postgres database exposes the pool it was made with: the app's one pool.
  return { kind: 'postgres', pool: (db as unknown as { $client: Pool }).$client };
}

/** The app's limiter for a spec, on the store that goes with the database in use. */
export async function limiterFor(spec: LimitSpec): Promise<RateLimiterAbstract> {
  const db = await getDb();
  const store = await storeFor(db);
  // From here on synchronous: concurrent first calls must end up with one limiter, not one each.
  let registry = registries.get(db);
  if (!registry) registries.set(db, (registry = new Map()));
  const id = `${spec.name}|${spec.points}|${spec.duration}|${spec.blockDuration ?? 0}`;
  let limiter = registry.get(id);
  if (!limiter) registry.set(id, (limiter = createLimiter(spec, store)));
  return limiter;
}

/** Forgets every count of this process's memory limiters (tests; PostgreSQL counts live in the table). */
export async function resetMemoryLimiters(): Promise<void> {
  registries.delete(await getDb());
}
