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
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  resetSiteCache();
}
