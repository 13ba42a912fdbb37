import 'server-only';
import { runExclusive } from './db/client';
import { log } from './log';

/**
 * A unit of background work. `exclusive`: one instance at a time runs it (a PostgreSQL advisory
 * lock per run; a run that finds it taken is skipped, the holder does the work). Jobs that
 * claim their rows one by one (the outbox) may run on every instance at once instead.
 */
export type Job = {
  name: string;
  everyMs: number;
  exclusive?: boolean;
  run: (signal: AbortSignal) => Promise<unknown>;
};

type State = {
  timers: NodeJS.Timeout[];
  running: Map<string, Promise<void>>;
  again: Set<string>;
  stop: AbortController;
};

// On globalThis: Next may load this module more than once per process, and every copy must see
// the same running jobs (a second copy's "not running" was how one process sent mails twice).
const holder = globalThis as unknown as { __heartlineJobRunner?: State };

function state(): State {
  holder.__heartlineJobRunner ??= {
    timers: [],
    running: new Map(),
    again: new Set(),
    stop: new AbortController(),
  };
  return holder.__heartlineJobRunner;
}

/**
 * Runs a job now. In this process a job never runs twice at once: a call while it runs asks for
 * one more run right after (new work may have arrived after its last look). Nothing starts once
 * stopJobRunner() was called. Resolves when the run (and a requested rerun) is over.
 */
export function runJob(job: Job): Promise<void> {
  const s = state();
  if (s.stop.signal.aborted) return Promise.resolve();
  const current = s.running.get(job.name);
  if (current) {
    s.again.add(job.name);
    return current;
  }
  const run = (async () => {
    do {
      s.again.delete(job.name);
      try {
        if (job.exclusive) await runExclusive(job.name, () => job.run(s.stop.signal));
        else await job.run(s.stop.signal);
      } catch (err) {
        if (!s.stop.signal.aborted) log().error({ err, job: job.name }, 'job failed');
      }
    } while (s.again.has(job.name) && !s.stop.signal.aborted);
  })().finally(() => s.running.delete(job.name));
  s.running.set(job.name, run);
  return run;
}

export function scheduleJobs(jobs: Job[]): void {
  const s = state();
  if (s.timers.length || s.stop.signal.aborted) return;
  s.timers = jobs.map((job) => {
    const timer = setInterval(() => void runJob(job), job.everyMs);
    timer.unref();
    return timer;
  });
}

/**
 * Shutdown: no new runs; runs in progress are told to stop (signal) and awaited up to `boundMs`,
 * so the database closes after them and not under them.
 */
export async function stopJobRunner(boundMs: number): Promise<void> {
  const s = state();
  s.timers.forEach(clearInterval);
  s.timers = [];
  s.stop.abort();
  const running = [...s.running.values()];
  if (!running.length) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      log().warn({ jobs: [...s.running.keys()], boundMs }, 'jobs still running at shutdown');
      resolve();
    }, boundMs);
  });
  await Promise.race([Promise.allSettled(running), timeout]);
  clearTimeout(timer);
}
