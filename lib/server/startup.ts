import 'server-only';
import { env } from '@/lib/env';
import { closeDb, getDb } from './db/client';
import { DatabaseInUseError } from './db/lock';
import { seedDemo } from './db/seed';
import { startJobs, stopJobs } from './jobs';

let started = false;

function closeOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopJobs();
      closeDb()
        .catch((err) => console.error('[db] close failed', err))
        .finally(() => process.exit(0));
    });
  }
}

/** Opens and migrates the database, seeds the demo site into an empty one, closes it on shutdown. */
export async function startServer(): Promise<void> {
  if (started) return;
  started = true;
  try {
    const db = await getDb();
    if (env().SEED_DEMO === 'true') {
      const t0 = Date.now();
      const { seeded } = await seedDemo(db);
      if (seeded) console.log(`[seed] demo data seeded in ${Date.now() - t0} ms`);
    }
    startJobs();
    closeOnSignals();
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
