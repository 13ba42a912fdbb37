// PostgreSQL only: instances starting at once on an empty database migrate one after another
// (lib/server/db/client.ts migratePostgres, an advisory lock), so none fails on drizzle's
// migrations table; the later ones find everything applied. The whole-process version of this is
// in tests/instances (two servers started together).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migratePostgres } from '@/lib/server/db/client';

const url = process.env.DATABASE_URL;

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url!);
  u.pathname = `/${name}`;
  return u.toString();
}

describe.skipIf(!url)('migrations under an advisory lock (PostgreSQL)', () => {
  it('four instances migrating one empty database at once all succeed, each migration applied once', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'lib/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    for (let trial = 0; trial < 3; trial++) {
      const dbUrl = await freshDatabase(`heartline_migrate_${trial}`);
      const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: dbUrl, max: 3 }));
      try {
        const results = await Promise.allSettled(pools.map((p) => migratePostgres(p)));
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
        const { rows } = await pools[0].query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0].n).toBe(journal.entries.length);
      } finally {
        await Promise.all(pools.map((p) => p.end()));
      }
    }
  });
});
