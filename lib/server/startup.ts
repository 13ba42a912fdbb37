import 'server-only';
import { env } from '@/lib/env';
import { closeDb, getDb } from './db/client';
import { DatabaseInUseError } from './db/lock';
import { seedDemo } from './db/seed';
import { startJobs, stopJobs } from './jobs';
import { outboxWarning } from './mail/mailbox';
import { testProviderWarning } from './payments/providers';
import { lifecycle, reportStartup } from './lifecycle';
import { log } from './log';
import { installHttpObserver } from './metrics/http';
import { installPageCache } from './http/page-cache';
import { installPollFastPath } from './http/poll-fast-path';
import { installVisitCounter } from './admin/dashboard/visits';

let started: Promise<void> | undefined;

async function start(): Promise<void> {
  try {
    // Our server reports every response here from now on (metrics, debug access log).
    installHttpObserver();
    // Public pages from memory (scripts/server.mjs asks it before Next renders).
    installPageCache();
    // Unchanged polls of a valid session: a 304 without Next (scripts/server.mjs asks first).
    installPollFastPath();
    const db = await getDb();
    if (env().SEED_DEMO === 'true') {
      const t0 = Date.now();
      const { seeded } = await seedDemo(db);
      if (seeded) log().info({ ms: Date.now() - t0 }, 'demo data seeded');
    }
    const l = lifecycle();
    // close() runs these in reverse: jobs stop (running ones finish, bounded) before the
    // database closes, and once it is closed nothing opens it again.
    l.onClose.push(() => {
      l.closed = true;
      return closeDb();
    });
    startJobs();
    l.onClose.push(() => stopJobs());
    // Lander visits counted by our server; flushed every 30 s and on shutdown (before closeDb).
    installVisitCounter();
    // Nobody should believe mail goes out, or money comes in, when it does not (and know who can
    // read the mail, or mark an order paid).
    for (const warning of [outboxWarning(), testProviderWarning()]) if (warning) log().warn(warning);
  } catch (err) {
    if (err instanceof DatabaseInUseError) console.error(`\n${err.message}\n`);
    throw err;
  }
}

/**
 * Opens and migrates the database, seeds the demo site into an empty one and starts the jobs.
 * Our server (scripts/server.mjs) waits for this and exits non-zero when it fails, and on
 * SIGTERM drains requests and then calls lifecycle().close().
 */
export function startServer(): Promise<void> {
  started ??= start();
  reportStartup(started);
  return started;
}
