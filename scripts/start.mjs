#!/usr/bin/env node
// `npm start`: build when the sources changed since the last build, then serve on
// http://localhost:$PORT (3000). The server migrates and seeds the database itself
// (instrumentation.ts), so this script only guards the embedded database and runs Next.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
process.chdir(ROOT);

const NEXT = path.join('node_modules', '.bin', 'next');
const PORT = process.env.PORT || '3000';
// Not 127.0.0.1: `next start -H 127.0.0.1` redirects unprefixed default-locale URLs forever (STACK.md).
const HOST = process.env.HOST || 'localhost';

// What a production build is made of; the build is stale when any of it is newer than BUILD_ID.
const SOURCES = [
  'app',
  'components',
  'lib',
  'stores',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
// Written into public/ by the service-worker build step: outputs, not sources.
const GENERATED = /^public\/(sw|swe-worker-[^/]*|workbox-[^/]*|fallback-[^/]*)\.js(\.map)?$/;

const say = (msg) => console.log(`heartline: ${msg}`);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Same rule as lib/server/db/lock.ts: a live pid in `<pglite dir>.lock` owns the database. */
function checkEmbeddedDatabase() {
  if (process.env.DATABASE_URL) return;
  const dataDir = process.env.DATA_DIR || './data';
  const pgliteDir = process.env.PGLITE_DIR || `${dataDir.replace(/\/$/, '')}/pglite`;
  if (pgliteDir.startsWith('memory://')) return;
  const lockFile = path.join(path.dirname(path.resolve(pgliteDir)), `${path.basename(pgliteDir)}.lock`);
  let pid;
  try {
    pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
  } catch {
    return;
  }
  if (!pid || !alive(pid)) return; // stale: the server removes it when it opens the database
  const shown = process.env.PGLITE_DIR ? pgliteDir : dataDir;
  console.error(
    `Heartline is already running (pid ${pid}) on this data directory ${shown}; ` +
      'stop it first, or set DATABASE_URL to share PostgreSQL.',
  );
  process.exit(1);
}

/** Newest modification time (ms) of a file or of anything under a directory, itself included. */
function newestMtime(rel) {
  let stat;
  try {
    stat = fs.lstatSync(rel);
  } catch {
    return 0;
  }
  if (GENERATED.test(rel)) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A directory's own mtime changes when a file in it is added, removed or renamed.
  let newest = rel === 'public' ? 0 : stat.mtimeMs;
  for (const entry of fs.readdirSync(rel)) {
    if (entry === 'node_modules' || entry === '.DS_Store') continue;
    newest = Math.max(newest, newestMtime(`${rel}/${entry}`));
  }
  return newest;
}

function buildIsFresh() {
  let built;
  try {
    built = fs.statSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')).mtimeMs;
  } catch {
    return false;
  }
  return SOURCES.every((source) => newestMtime(source) <= built);
}

let child = null;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!child) process.exit(128 + os.constants.signals[signal]);
    // A second signal means "now": do not wait for a graceful shutdown. The server drains on
    // SIGTERM and SIGINT; SIGHUP is passed on as SIGTERM.
    child.kill(interrupted ? 'SIGKILL' : signal === 'SIGHUP' ? 'SIGTERM' : signal);
    interrupted = true;
  });
}

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(cmd, args) {
  return new Promise((resolve) => {
    child = spawn(cmd, args, { stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`heartline: could not run ${cmd}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 1));
    });
  });
}

checkEmbeddedDatabase();

if (!fs.existsSync(NEXT)) {
  console.error('heartline: node_modules/.bin/next is missing: run `npm install` first.');
  process.exit(1);
}

if (buildIsFresh()) {
  say('the build in .next is up to date');
} else {
  // Follow package.json's build script when it adds steps (e.g. the service worker).
  const buildScript = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts?.build;
  const plainNext = !buildScript || buildScript.trim() === 'next build';
  say(`building (${plainNext ? 'next build' : 'npm run build'}); this takes a few minutes the first time`);
  const code = plainNext
    ? await run(NEXT, ['build'])
    : await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
  if (code !== 0) {
    console.error(`heartline: the build failed (exit code ${code}); not starting.`);
    process.exit(code);
  }
  if (interrupted) process.exit(130);
}

say(`starting on http://${HOST}:${PORT}`);
// Our own server (scripts/server.mjs): the socket's client address and draining on SIGTERM.
process.exit(await run(process.execPath, [path.join('scripts', 'server.mjs')]));
