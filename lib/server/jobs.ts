import 'server-only';
import { drainOutbox } from './mail/service';
import { purgeDeletedAccounts } from './deletion/purge';

type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

// Background work of one server process. Each job must be safe to run on several instances at
// once (PostgreSQL deployments): they claim rows with conditional updates.
const jobs: Job[] = [
  { name: 'outbox', everyMs: 30_000, run: () => drainOutbox() },
  { name: 'purge-deleted-accounts', everyMs: 3_600_000, run: () => purgeDeletedAccounts() },
];

const holder = globalThis as unknown as { __heartlineJobs?: NodeJS.Timeout[] };

export function startJobs(): void {
  if (holder.__heartlineJobs) return;
  holder.__heartlineJobs = jobs.map((job) => {
    const timer = setInterval(() => {
      job.run().catch((err) => console.error(`[job ${job.name}]`, err));
    }, job.everyMs);
    timer.unref();
    return timer;
  });
}

export function stopJobs(): void {
  holder.__heartlineJobs?.forEach(clearInterval);
  holder.__heartlineJobs = undefined;
}
