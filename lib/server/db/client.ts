import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import path from 'node:path';
import { env, pgliteDir } from '@/lib/env';
import * as schema from './schema';
import { acquireDirLock, releaseDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction handle drizzle passes to db.transaction callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Handle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

// On globalThis, not module scope: Next may load this module more than once in one process
// (proxy, route handlers, server components), and all of them must share one connection.
const holder = globalThis as unknown as { __heartlineDb?: Promise<Handle> };

const migrationsFolder = path.join(process.cwd(), 'lib/server/db/migrations');

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string): Promise<Handle> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) acquireDirLock(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(inMemory ? undefined : dir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      if (!inMemory) releaseDirLock(dir);
    },
  };
}

function open(): Promise<Handle> {
  const url = env().DATABASE_URL;
  return url ? openPostgres(url) : openPglite(pgliteDir());
}

async function handle(): Promise<Handle> {
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

export async function closeDb(): Promise<void> {
  const current = holder.__heartlineDb;
  holder.__heartlineDb = undefined;
  if (current) await (await current).close();
}
