import 'server-only';
import { databaseReady } from './db/client';
import { isDraining } from './lifecycle';

/** A database that does not answer within this is as good as down for a load balancer. */
const CHECK_TIMEOUT_MS = 2_000;

export type Readiness =
  { ready: true } | { ready: false; reason: 'draining' | 'migrations_pending' | 'database_unavailable' };

/**
 * Whether this instance should get traffic: not shutting down, the database answers, and it has
 * every migration this build ships. No session, no site lookup: a probe must stay cheap.
 */
export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: 'draining' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
  });
  try {
    const migrated = await Promise.race([databaseReady(), timeout]);
    if (migrated === 'timeout') return { ready: false, reason: 'database_unavailable' };
    if (!migrated) return { ready: false, reason: 'migrations_pending' };
    // Shutdown may have begun while we waited.
    return isDraining() ? { ready: false, reason: 'draining' } : { ready: true };
  } catch {
    return { ready: false, reason: 'database_unavailable' };
  } finally {
    clearTimeout(timer);
  }
}
