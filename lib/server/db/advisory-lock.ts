import 'server-only';
import type { Pool, PoolClient } from 'pg';

// PostgreSQL advisory locks that span several app instances on one database. Session-level
// locks belong to one connection, so each is taken and released on a client held for the whole
// critical section (never a pooled query, which may run on another connection each time).
// The two-int form keeps our keys apart from the single-bigint keys (the demo seed's).
const NAMESPACE = 4271;

/**
 * Runs fn while holding the lock named `name` on the database. `wait`: block until the lock is
 * free (migrations: the others run after, then find nothing to do). `try`: when another instance
 * holds it, skip fn and resolve `{ ran: false }` (a job run another instance is already doing).
 */
export async function withAdvisoryLock<T>(
  pool: Pool,
  name: string,
  mode: 'wait' | 'try',
  fn: (client: PoolClient) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await pool.connect();
  let broken: unknown;
  try {
    if (mode === 'wait') {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [NAMESPACE, name]);
    } else {
      const res = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [NAMESPACE, name],
      );
      if (!res.rows[0]?.locked) return { ran: false };
    }
    try {
      return { ran: true, value: await fn(client) };
    } finally {
      try {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [NAMESPACE, name]);
      } catch (err) {
        // The connection is gone; so is its lock. Do not hand it back to the pool.
        broken = err;
      }
    }
  } catch (err) {
    broken ??= err;
    throw err;
  } finally {
    client.release(broken instanceof Error ? broken : undefined);
  }
}
