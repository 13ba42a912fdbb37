#!/usr/bin/env node
// Runs a command against a private, throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs <command> [args…]
// initdb in a temp dir, start on a free 127.0.0.1 port, create heartline_test, run the command
// with DATABASE_URL set, then stop the cluster, remove the dir and exit with the command's code.
// PostgreSQL refuses to run as root, so as root the server tools run as the `postgres` user.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DB_USER = 'heartline';
const DB_NAME = 'heartline_test';
const SERVER_USER = 'postgres';

const log = (msg) => console.error(`with-postgres: ${msg}`);

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Directory holding initdb and pg_ctl: PATH first, then Debian's /usr/lib/postgresql/<version>/bin. */
function findServerBin() {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  for (const dir of dirs) {
    if (isExecutable(path.join(dir, 'initdb'))) {
      // pg_ctl must come from the same installation as initdb (it starts the `postgres` beside it).
      const real = path.dirname(fs.realpathSync(path.join(dir, 'initdb')));
      for (const d of [real, dir]) {
        if (isExecutable(path.join(d, 'pg_ctl')))
          return { initdb: path.join(d, 'initdb'), pgCtl: path.join(d, 'pg_ctl'), dir: d };
      }
    }
  }
  return null;
}

const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** Runs a command; resolves with its exit code and captured output (or inherits stdio). */
function run(cmd, args, { asServerUser = false, cwd, inherit = false, env } = {}) {
  let file = cmd;
  let argv = args;
  if (asServerUser && isRoot) {
    if (runuser) {
      file = runuser;
      argv = ['-u', SERVER_USER, '--', cmd, ...args];
    } else {
      file = 'su';
      argv = [SERVER_USER, '-s', '/bin/sh', '-c', [cmd, ...args].map(shellQuote).join(' ')];
    }
  }
  return new Promise((resolve) => {
    const child = spawn(file, argv, { cwd, env, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', (err) =>
      resolve({ code: 127, signal: null, output: `${output}${err.message}\n`, child }),
    );
    child.on('close', (code, signal) => resolve({ code, signal, output, child }));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function exitCodeOf(code, signal) {
  if (code !== null && code !== undefined) return code;
  return 128 + (os.constants.signals[signal] ?? 1);
}

// ---------------------------------------------------------------------------------------------

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

const bins = findServerBin();
if (!bins) {
  log(
    'PostgreSQL is not installed: no initdb/pg_ctl on PATH or in /usr/lib/postgresql/*/bin.\n' +
      '  Install the server (Debian/Ubuntu: `apt-get install -y postgresql`) and run this again.',
  );
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(isExecutable);

let tmp = null;
let dataDir = null;
let started = false;
let child = null;
let stopping = null;
let aborted = null;

async function ensureServerUser() {
  if ((await run('id', ['-u', SERVER_USER])).code === 0) return;
  log(`creating the system user "${SERVER_USER}" (PostgreSQL will not run as root)`);
  const res = await run('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    SERVER_USER,
  ]);
  if (res.code !== 0) throw new Error(`useradd ${SERVER_USER} failed:\n${res.output}`);
}

async function makeTempDir() {
  for (const base of [...new Set([os.tmpdir(), '/tmp'])]) {
    const dir = fs.mkdtempSync(path.join(base, 'heartline-pg-'));
    if (!isRoot) return dir;
    const id = async (flag) => Number((await run('id', [flag, SERVER_USER])).output.trim());
    fs.chownSync(dir, await id('-u'), await id('-g'));
    // The server user must reach the dir: a TMPDIR under /root would not do.
    if ((await run('test', ['-w', dir], { asServerUser: true, cwd: dir })).code === 0) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
  }
  throw new Error(`no temp dir writable by the "${SERVER_USER}" user`);
}

async function stopCluster() {
  if (stopping) return stopping;
  stopping = (async () => {
    if (started) {
      const res = await run(bins.pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], {
        asServerUser: true,
        cwd: tmp,
      });
      if (res.code !== 0 && fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await run(bins.pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], {
          asServerUser: true,
          cwd: tmp,
        });
      }
      started = false;
    }
    if (tmp) {
      fs.rmSync(tmp, { recursive: true, force: true });
      tmp = null;
    }
  })();
  return stopping;
}

function onSignal(signal) {
  if (child) {
    // The command decides how to wind down; its exit stops the cluster.
    child.kill(signal);
    return;
  }
  if (aborted) return;
  aborted = signal;
  log(`${signal} during setup: stopping`);
}
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));
process.on('SIGHUP', () => onSignal('SIGHUP'));

function checkAborted() {
  if (aborted) throw Object.assign(new Error('aborted'), { signal: aborted });
}

async function createDatabase(port) {
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ host: '127.0.0.1', port, user: DB_USER, database: 'postgres' });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${DB_NAME}`);
    } finally {
      await client.end();
    }
    return;
  } catch (err) {
    if (err?.code !== 'ERR_MODULE_NOT_FOUND') throw err;
  }
  const createdb = [path.join(bins.dir, 'createdb'), 'createdb'].find(
    (c) => !c.includes('/') || isExecutable(c),
  );
  const res = await run(createdb, ['-h', '127.0.0.1', '-p', String(port), '-U', DB_USER, DB_NAME]);
  if (res.code !== 0) throw new Error(`createdb failed:\n${res.output}`);
}

async function main() {
  if (isRoot) await ensureServerUser();
  tmp = await makeTempDir();
  dataDir = path.join(tmp, 'data');
  checkAborted();

  const init = await run(
    bins.initdb,
    ['-D', dataDir, '-A', 'trust', '-U', DB_USER, '-E', 'UTF8', '--locale=C', '--no-sync'],
    { asServerUser: true, cwd: tmp },
  );
  if (init.code !== 0) throw new Error(`initdb failed:\n${init.output}`);
  checkAborted();

  // Another process may grab the free port between the probe and the bind: try a few.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const logFile = path.join(tmp, 'postgres.log');
    // A throwaway cluster: durability settings off for speed, and no JIT (compiling the plans of
    // the tests' queries over small tables cost more than it saved: the fuzz file's tests took
    // 59.7 s with JIT and 50.2 s without).
    const options = `-p ${port} -k ${tmp} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c jit=off`;
    started = true; // from here on, cleanup tries to stop it
    const res = await run(
      bins.pgCtl,
      ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options, 'start'],
      {
        asServerUser: true,
        cwd: tmp,
      },
    );
    if (res.code === 0) break;
    const serverLog = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    await run(bins.pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop'], { asServerUser: true, cwd: tmp });
    started = false;
    if (attempt >= 3 || !/could not bind|address already in use/i.test(serverLog)) {
      throw new Error(`pg_ctl start failed:\n${res.output}${serverLog}`);
    }
  }
  checkAborted();

  await createDatabase(port);
  checkAborted();

  const url = `postgres://${DB_USER}@127.0.0.1:${port}/${DB_NAME}`;
  log(`PostgreSQL ready at ${url} (${bins.dir}, ${tmp})`);

  // Like an npm script, find project binaries (vitest, tsx, …) without npx.
  const env = {
    ...process.env,
    DATABASE_URL: url,
    PATH: [path.join(ROOT, 'node_modules', '.bin'), process.env.PATH].filter(Boolean).join(path.delimiter),
  };
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
  const { code, signal } = await new Promise((resolve) => {
    child.on('error', (err) => {
      log(`could not run ${command[0]}: ${err.message}`);
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (c, s) => resolve({ code: c, signal: s }));
  });
  return exitCodeOf(code, signal);
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  if (err?.signal) exitCode = exitCodeOf(null, err.signal);
  else log(String(err?.message ?? err));
} finally {
  await stopCluster();
}
process.exit(exitCode);
