import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { resetSiteCache } from '@/lib/server/sites/service';

/** Empties every table, so each test file starts from a clean database. */
export async function resetDatabase(): Promise<void> {
  const db = await getDb();
  // node-postgres and PGlite both answer with { rows }.
  const result = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((r) => `"${r.tablename}"`);
  // The audit log refuses TRUNCATE by trigger (append-only); a test database is emptied with
  // triggers off for this one statement (superuser only: the test clusters' user).
  if (tables.length) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    });
  }
  resetSiteCache();
}
