import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Without DATABASE_URL the API tests run on an in-memory PGlite; with it, on that PostgreSQL.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-test-'));
process.env.SEED_DEMO = 'false';

beforeAll(async () => {
  const { resetDatabase } = await import('./db');
  await resetDatabase();
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/server/db/client');
  await closeDb();
});
