import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// On PGlite every API test file opens its own database in memory. A new one takes about 2 s
// (the cluster is created, then migrated); one started from a dump of a migrated database takes
// about a third of that. The dump is made once per run, from this checkout's migrations.
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL || process.env.PGLITE_START_FROM) return undefined;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  const { migrationsFolder } = await import('../../lib/server/db/migrations-folder');
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Read by lib/env.ts in every worker, which inherits this process's environment.
  process.env.PGLITE_START_FROM = file;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
