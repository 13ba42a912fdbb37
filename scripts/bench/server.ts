// Starts the production server (scripts/server.mjs) from the existing production build on its own fresh data directory
// (embedded PGlite, or DATABASE_URL), seeded first by seed.ts, or points at a server given by BENCH_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { seedDatabase, type SeedOptions } from './seed';
import type { SeedResult } from './seed-types';

export type Server = {
  url: string;
  /** 'pglite', 'postgresql' or 'external' (BENCH_URL). */
  database: string;
  buildId: string | null;
  /** Milliseconds from spawn until / answered 200 (null for BENCH_URL). */
  startupMs: number | null;
  /** The bulk seed made before the server started (null for BENCH_URL). */
  seed: SeedResult | null;
  stop(): Promise<void>;
};

export const PAGE_COOKIE = 'NEXT_LOCALE=en';
const READY_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The build the bench serves: `.next`, or NEXT_DIST_DIR when a build lives beside it. */
export function distDir(root: string): string {
  return path.join(root, process.env.NEXT_DIST_DIR || '.next');
}

export function readBuildId(root: string): string | null {
  try {
    return fs.readFileSync(path.join(distDir(root), 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: 'localhost', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The HTTP status of a GET, 0 when it did not answer (30 s at most). */
export async function status(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM to the whole process group, SIGKILL after 5 s. */
async function killGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || !alive(child)) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // the group is gone already
    }
  };
  signal('SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  if (!done) {
    signal('SIGKILL');
    await Promise.race([exited, sleep(2_000)]);
  }
}

export async function startServer(
  root: string,
  log: (msg: string) => void,
  seedOpts: SeedOptions,
): Promise<Server> {
  const external = process.env.BENCH_URL;
  if (external) {
    const url = external.replace(/\/$/, '');
    if ((await status(`${url}/api/baseline.php`)) !== 200) {
      throw new Error(`BENCH_URL ${url}: GET /api/baseline.php did not answer 200`);
    }
    log(`benchmarking the running server at ${url}`);
    return { url, database: 'external', buildId: null, startupMs: null, seed: null, stop: async () => {} };
  }

  const buildId = readBuildId(root);
  if (!buildId) {
    throw new Error(
      'no production build in .next (no .next/BUILD_ID): run `npm run build` first; bench builds nothing',
    );
  }
  const port = Number(process.env.BENCH_PORT || 3300);
  if (await portInUse(port))
    throw new Error(`port ${port} is already in use: stop that server or set BENCH_PORT`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.PGLITE_DIR; // a fresh embedded database, never a shared one
  delete env.PORT;
  const database = env.DATABASE_URL ? 'postgresql' : 'pglite';
  log(
    `seeding ${database}: ${seedOpts.members} members, ${seedOpts.messages} messages, ${seedOpts.sessions} sessions`,
  );
  let seed: SeedResult;
  try {
    seed = await seedDatabase(root, env, dataDir, seedOpts);
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const s = seed.ms;
  log(
    `seeded in ${(s.total / 1000).toFixed(1)} s (migrate ${s.migrate} ms, demo ${s.demo} ms, bulk ${s.bulk} ms, ` +
      `checks ${s.check} ms, sessions ${s.sessions} ms)${seed.reusedExisting ? ', bulk data already there' : ''}`,
  );
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const t0 = Date.now();
  // The production server (scripts/server.mjs: Next's handler behind our node:http server).
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    detached: true, // its own process group, so stop() reaches every child
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  log(`started scripts/server.mjs (pid ${child.pid}) on port ${port}, ${database}, DATA_DIR=${dataDir}`);

  const url = `http://localhost:${port}`;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= killGroup(child).then(() => fs.rmSync(dataDir, { recursive: true, force: true })));
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');

  try {
    let seen = 'no answer';
    while (true) {
      if (!alive(child)) throw new Error(`the server exited (code ${child.exitCode}):\n${tail()}`);
      if (readBuildId(root) !== buildId)
        throw new Error('the build in .next changed or vanished while starting (a concurrent `next build`?)');
      if (Date.now() - t0 > READY_TIMEOUT_MS) {
        throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s (${seen}):\n${tail()}`);
      }
      const api = await status(`${url}/api/baseline.php`);
      const home = api === 200 ? await status(`${url}/`, { cookie: PAGE_COOKIE }) : 0;
      if (home === 200) break;
      seen = `last: /api/baseline.php ${api || 'no answer'}, / ${home || 'not tried'}`;
      await sleep(250);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const startupMs = Date.now() - t0;
  const seeded = fs.readFileSync(logFile, 'utf8').match(/\[seed\][^\n]*/);
  log(`ready in ${(startupMs / 1000).toFixed(1)} s${seeded ? ` (${seeded[0]})` : ''}`);
  return { url, database, buildId, startupMs, seed, stop };
}
