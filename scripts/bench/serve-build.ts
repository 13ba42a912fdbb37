// A production server for the budget, Lighthouse and INP scripts: scripts/server.mjs on an existing
// build (.next, or NEXT_DIST_DIR) with a fresh temp data directory and the demo seed (no bulk
// data: these scripts measure pages, not the database). BENCH_URL points them at a running
// server instead. Stopped through its process group, like the bench's own server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir, portInUse, readBuildId, status } from './server';

export type Served = { url: string; buildId: string | null; stop(): Promise<void> };

const READY_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function serveBuild(
  root: string,
  defaultPort: number,
  log: (m: string) => void,
): Promise<Served> {
  const external = process.env.BENCH_URL?.replace(/\/$/, '');
  if (external) {
    if ((await status(`${external}/api/baseline.php`)) !== 200)
      throw new Error(`BENCH_URL ${external}: GET /api/baseline.php did not answer 200`);
    log(`using the running server at ${external}`);
    return { url: external, buildId: null, stop: async () => {} };
  }
  const buildId = readBuildId(root);
  if (!buildId)
    throw new Error(`no production build in ${distDir(root)} (no BUILD_ID): run \`npm run build\` first`);
  const port = Number(process.env.BENCH_PORT || defaultPort);
  if (await portInUse(port)) throw new Error(`port ${port} is already in use: set BENCH_PORT`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-serve-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO: 'true',
  };
  delete env.PGLITE_DIR;
  delete env.DATABASE_URL; // the demo seed on a throwaway embedded database, never a shared one
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      const signal = (sig: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, sig);
        } catch {
          // already gone
        }
      };
      if (alive()) {
        signal('SIGTERM');
        if (!(await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]))) {
          signal('SIGKILL');
          await Promise.race([exited, sleep(2_000)]);
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());

  const url = `http://localhost:${port}`;
  const t0 = Date.now();
  log(`started scripts/server.mjs (pid ${child.pid}) on port ${port}, build ${buildId}`);
  try {
    while (true) {
      if (!alive()) throw new Error(`the server exited:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
      if (Date.now() - t0 > READY_TIMEOUT_MS) throw new Error('the server was not ready after 120 s');
      if (
        (await status(`${url}/api/baseline.php`)) === 200 &&
        (await status(`${url}/`, { cookie: 'NEXT_LOCALE=en' })) === 200
      )
        break;
      await sleep(250);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  log(`ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { url, buildId, stop };
}

/** Stops the server on Ctrl-C and on the way out of `main`. */
export async function withServer<T>(
  root: string,
  defaultPort: number,
  log: (m: string) => void,
  fn: (served: Served) => Promise<T>,
): Promise<T> {
  const served = await serveBuild(root, defaultPort, log);
  const onSigint = () => void served.stop().finally(() => process.exit(130));
  process.once('SIGINT', onSigint);
  try {
    return await fn(served);
  } finally {
    process.off('SIGINT', onSigint);
    await served.stop();
  }
}
