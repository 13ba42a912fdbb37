import 'server-only';
import { OUTBOX_JOB } from './mail/service';
import { purgeDeletedAccounts } from './deletion/purge';
import { PUSH_JOB } from './push/sender';
import { ORDER_EXPIRY_JOB } from './payments/expiry';
import { ONE_CLICK_PURGE_JOB } from './tokens/one-click';
import { scheduleJobs, stopJobRunner, type Job } from './job-runner';

// Background work of one server process. With several instances on PostgreSQL each unit of work
// is done once: `exclusive` jobs run on one instance at a time (advisory lock), the outbox claims
// each mail row for one sender (lib/server/mail/repo.ts). Add a job: one entry here.
const jobs: Job[] = [
  OUTBOX_JOB,
  PUSH_JOB,
  ORDER_EXPIRY_JOB,
  ONE_CLICK_PURGE_JOB,
  {
    name: 'purge-deleted-accounts',
    everyMs: 3_600_000,
    exclusive: true,
    run: () => purgeDeletedAccounts(),
  },
];

/** How long shutdown waits for a job run in progress before the database closes under it. */
const STOP_BOUND_MS = 5_000;

export function startJobs(): void {
  scheduleJobs(jobs);
}

export function stopJobs(): Promise<void> {
  return stopJobRunner(STOP_BOUND_MS);
}
