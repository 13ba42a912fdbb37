import 'server-only';

/**
 * The contract between our HTTP server (scripts/server.mjs) and the app. Next may load server
 * modules more than once per process, so it lives on globalThis, where the server can read it.
 * - ready: settles when start-up (migrate, seed, jobs) is done; a rejection stops the process.
 * - beginDrain: SIGTERM arrived and the server stopped accepting; end long-lived requests.
 * - close: in-flight requests are done (or the bound passed); stop jobs, close the database.
 *   From then on `closed` is true and the database refuses to open again.
 */
export type Lifecycle = {
  ready: Promise<void>;
  draining: boolean;
  closed: boolean;
  beginDrain: () => Promise<void>;
  close: () => Promise<void>;
  onDrain: Set<() => void>;
  onClose: Array<() => Promise<void> | void>;
};

const holder = globalThis as unknown as { __heartlineLifecycle?: Lifecycle };

export function lifecycle(): Lifecycle {
  if (!holder.__heartlineLifecycle) {
    const l: Lifecycle = {
      ready: Promise.resolve(),
      draining: false,
      closed: false,
      onDrain: new Set(),
      onClose: [],
      async beginDrain() {
        l.draining = true;
        for (const fn of [...l.onDrain]) {
          try {
            fn();
          } catch {
            // one stream failing to end must not keep the others open
          }
        }
      },
      async close() {
        l.draining = true;
        // Reverse order of registration: what started last stops first (jobs before the database).
        // One step failing must not keep the database open: the others still run.
        let failed: unknown;
        for (const fn of [...l.onClose].reverse()) {
          try {
            await fn();
          } catch (err) {
            failed ??= err;
          }
        }
        l.closed = true;
        if (failed) throw failed;
      },
    };
    holder.__heartlineLifecycle = l;
  }
  return holder.__heartlineLifecycle;
}

type StartupWaiter = { resolve: () => void; reject: (err: unknown) => void };
const waiterHolder = globalThis as unknown as { __heartlineStartupWaiter?: StartupWaiter };

/**
 * Start-up (instrumentation.ts) began: `ready` settles with it, and so does the waiter our server
 * put on globalThis before Next started. Next runs instrumentation in the background and only
 * logs its failure, so without this the server would listen and answer 500 to everything.
 */
export function reportStartup(started: Promise<void>): void {
  lifecycle().ready = started;
  const waiter = waiterHolder.__heartlineStartupWaiter;
  if (waiter) started.then(waiter.resolve, waiter.reject);
}

/** True once SIGTERM arrived: readiness answers 503 and new event streams are refused. */
export function isDraining(): boolean {
  return holder.__heartlineLifecycle?.draining ?? false;
}
