import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { env, pgliteDir } from '@/lib/env';
import * as schema from './schema';
import { withAdvisoryLock } from './advisory-lock';
import { acquireDirLock, releaseDirLock } from './lock';
import { quietQueryErrors } from './quiet-errors';
import { lifecycle } from '../lifecycle';
import { migrationsFolder } from './migrations-folder';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Handle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: for work that needs one connection (advisory locks). */
  pool?: Pool;
  /** PGlite only: LISTEN on its one connection (see listenLocal). */
  listen?: (channel: string, callback: (payload: string) => void) => Promise<void>;
  close: () => Promise<void>;
};

// On globalThis, not module scope: Next may load this module more than once in one process
// (proxy, route handlers, server components), and all of them must share one connection.
const holder = globalThis as unknown as { __heartlineDb?: Promise<Handle> };

/**
 * Applies the migrations on PostgreSQL under an advisory lock. Instances starting together take
 * turns: without the lock two of them race to create drizzle's migrations table (duplicate key
 * in pg_type) and one start-up fails. Whoever comes second finds every migration recorded.
 */
export async function migratePostgres(pool: Pool): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await withAdvisoryLock(pool, 'migrate', 'wait', (client) =>
    migrate(drizzle(client, { schema }), { migrationsFolder }),
  );
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  try {
    await migratePostgres(pool);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
}

async function openPglite(dir: string): Promise<Handle> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) acquireDirLock(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { withPreparedStatements } = await import('./pglite-statements');
  // A dump of an already migrated database starts in a third of the time a new one takes
  // (the API tests open one per file); migrate below then finds everything applied.
  const startFrom = inMemory ? env().PGLITE_START_FROM : undefined;
  const client = startFrom
    ? new PGlite({ loadDataDir: new Blob([fs.readFileSync(startFrom)]) })
    : new PGlite(inMemory ? undefined : dir);
  await client.waitReady;
  // Statements parsed and planned once, not on every call (pglite-statements.ts).
  const db = drizzle(withPreparedStatements(client) as unknown as InstanceType<typeof PGlite>, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, callback) => {
      await client.listen(channel, callback);
    },
    close: async () => {
      await client.close();
      if (!inMemory) releaseDirLock(dir);
    },
  };
}

function open(): Promise<Handle> {
  // A failed query's parameters never reach a log, whoever prints the error (quiet-errors.ts).
  quietQueryErrors();
  const url = env().DATABASE_URL;
  return url ? openPostgres(url) : openPglite(pgliteDir());
}

async function handle(): Promise<Handle> {
  // After shutdown closed it, nothing may open it again: a late request or timer would reopen
  // PGlite and the exit right after would leave it needing crash recovery.
  if (lifecycle().closed) throw new Error('The database is closed: the server is shutting down.');
  if (!holder.__heartlineDb) {
    holder.__heartlineDb = open();
    // A failed open must not be cached: the next call tries again.
    holder.__heartlineDb.catch(() => {
      holder.__heartlineDb = undefined;
    });
  }
  return holder.__heartlineDb;
}

/** The database, opened and migrated on first use. Never call at module top level. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function dbKind(): Promise<Handle['kind']> {
  return (await handle()).kind;
}

/**
 * PGlite only (false on PostgreSQL): calls `callback` with the payload of every notification on
 * `channel`. PGlite parses a notification while the statement that commits it runs, and queues
 * the callback as a microtask right there, so the callback runs before the promise of that
 * COMMIT (or autocommitted statement) resolves: before its caller, or any query after it, goes
 * on (node_modules/@electric-sql/pglite, `#parse`: NotificationResponseMessage).
 */
export async function listenLocal(channel: string, callback: (payload: string) => void): Promise<boolean> {
  const h = await handle();
  if (!h.listen) return false;
  await h.listen(channel, callback);
  return true;
}

/**
 * Runs fn on one instance at a time: on PostgreSQL under an advisory lock named after the work,
 * skipped (false) while another instance holds it; PGlite is one process, so fn just runs.
 */
export async function runExclusive(name: string, fn: () => Promise<unknown>): Promise<boolean> {
  const h = await handle();
  if (!h.pool) {
    await fn();
    return true;
  }
  const res = await withAdvisoryLock(h.pool, `job:${name}`, 'try', () => fn());
  return res.ran;
}

let newest: number | undefined;

/** The newest migration in the folder, by drizzle's journal (its `when` is what migrate records). */
function newestMigration(): number {
  if (newest !== undefined) return newest;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  newest = Math.max(0, ...journal.entries.map((e) => e.when));
  return newest;
}

/**
 * Readiness: the database answers and has every migration this build ships (an instance of a
 * newer version must not serve an older schema). Opens the database when it is not yet open.
 */
export async function databaseReady(): Promise<boolean> {
  const db = await getDb();
  const res = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string }[] };
  return Number(res.rows[0]?.newest ?? 0) >= newestMigration();
}

export async function closeDb(): Promise<void> {
  const current = holder.__heartlineDb;
  holder.__heartlineDb = undefined;
  if (current) await (await current).close();
}
