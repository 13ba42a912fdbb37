// Helpers of the multi-instance test: app instances as real processes (scripts/server.mjs on the
// production build), their logs, HTTP to them, and databases on the test's PostgreSQL cluster.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The production build the instances run: the E2E step's .next, or NEXT_DIST_DIR. */
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const tempDirs: string[] = [];

export function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `heartline-instances-${name}-`));
  tempDirs.push(dir);
  return dir;
}

/** After the instances stopped: their data directories go. */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export type Instance = {
  name: string;
  port: number;
  base: string;
  proc: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** Starts `node scripts/server.mjs` with the given environment (on top of a clean one). */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  // Not vitest's environment: NODE_ENV=test and its workers' variables are not a server's.
  const base: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key]) base[key] = process.env[key]!;
  const proc = spawn(process.execPath, [path.join(ROOT, 'scripts/server.mjs')], {
    cwd: ROOT,
    env: {
      ...base,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: 'localhost',
      SEED_DEMO: 'true',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, port, base: `http://localhost:${port}`, proc, output: () => out, exited };
}

/** Waits until GET /api/ready answers 200; fails with the process's output if it exits first. */
export async function waitReady(inst: Instance, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  let exited: { code: number | null } | null = null;
  void inst.exited.then((e) => (exited = e));
  while (Date.now() < end) {
    if (exited)
      throw new Error(`${inst.name} exited (${JSON.stringify(exited)}) before ready:\n${inst.output()}`);
    try {
      const res = await fetch(`${inst.base}/api/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${inst.name} not ready after ${timeoutMs} ms:\n${inst.output()}`);
}

/** Waits for the process to exit, at most `ms`; kills it (and fails) if it does not. */
export async function waitExit(inst: Instance, ms: number) {
  const timeout = sleep(ms).then(() => null);
  const result = await Promise.race([inst.exited, timeout]);
  if (!result) {
    inst.proc.kill('SIGKILL');
    throw new Error(`${inst.name} still running ${ms} ms after the signal:\n${inst.output()}`);
  }
  return result;
}

export async function stopInstance(inst: Instance | undefined): Promise<void> {
  if (!inst || inst.proc.exitCode !== null || inst.proc.signalCode !== null) return;
  inst.proc.kill('SIGTERM');
  await waitExit(inst, 30_000).catch(() => undefined);
}

/** Same-origin JSON request to an instance (as the site's own pages make them). */
export async function api(
  inst: Instance,
  method: string,
  urlPath: string,
  options: { body?: unknown; cookie?: string; ip?: string } = {},
): Promise<{ status: number; json: unknown; cookies: string[] }> {
  const res = await fetch(`${inst.base}${urlPath}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      // The instances run with TRUST_PROXY=true: this stands for the client behind the proxy.
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json, cookies: res.headers.getSetCookie() };
}

export function signupBody(email: string) {
  return {
    email,
    name: `M${email.replace(/[^a-z0-9]/gi, '').slice(0, 12)}`,
    password: 'instances-test-password',
    date_of_birth: '1990-05-05',
    gender: 'female',
    interest: 'men',
  };
}

/** Signs up a member on an instance from client address `ip`; returns the session cookie. */
export async function signUp(inst: Instance, email: string, ip: string): Promise<string> {
  const res = await api(inst, 'POST', '/api/signup.php', { body: signupBody(email), ip });
  if (res.status !== 201)
    throw new Error(`signup ${email} on ${inst.name}: ${res.status} ${JSON.stringify(res.json)}`);
  const session = res.cookies.find((c) => c.startsWith('hl_session='));
  if (!session) throw new Error('no session cookie');
  return session.split(';')[0];
}

/** A database of its own on the test's PostgreSQL cluster (DATABASE_URL from with-postgres). */
export async function createDatabase(name: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('run through scripts/with-postgres.mjs (npm run test:instances)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * An open event stream (GET /api/chat-events.php): resolves once the response headers arrived;
 * `ended` settles when the stream ends, with how: a clean end or a socket error.
 */
export async function openEventStream(inst: Instance, cookie: string) {
  return new Promise<{ status: number; body: () => string; ended: Promise<'end' | 'error'> }>(
    (resolve, reject) => {
      const req = http.get(
        `${inst.base}/api/chat-events.php`,
        { headers: { cookie, accept: 'text/event-stream', 'sec-fetch-site': 'same-origin' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (body += d));
          const ended = new Promise<'end' | 'error'>((done) => {
            res.on('end', () => done('end'));
            res.on('error', () => done('error'));
            res.on('aborted', () => done('error'));
          });
          resolve({ status: res.statusCode ?? 0, body: () => body, ended });
        },
      );
      req.on('error', reject);
    },
  );
}

/**
 * A photo upload (multipart, field `photo`) sent slowly: `inFlight` resolves once the server has
 * taken the request (its 100 Continue answers our Expect header) and the first half of the body
 * is sent; the rest goes when `finish()` is called. `response` has the status and body.
 */
export function slowUpload(inst: Instance, cookie: string, image: Buffer) {
  const boundary = `----heartline${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, image, tail]);
  const half = Math.floor(body.length / 2);
  const req = http.request(`${inst.base}/api/photos.php`, {
    method: 'POST',
    headers: {
      cookie,
      expect: '100-continue',
      'sec-fetch-site': 'same-origin',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  });
  const inFlight = new Promise<void>((resolve) =>
    req.on('continue', () => {
      req.write(body.subarray(0, half), () => resolve());
    }),
  );
  const response = new Promise<{ status: number; body: string; connection: string | undefined }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
    },
  );
  req.flushHeaders();
  return {
    inFlight,
    response,
    finish: () => {
      req.end(body.subarray(half));
    },
  };
}

/**
 * PostgreSQL's cluster state from a PGlite directory's global/pg_control (ControlFileData.state,
 * a uint32 after the 8-byte system identifier and two uint32 versions): 1 = shut down cleanly,
 * 6 = in production (the process ended without a shutdown checkpoint: the next start runs
 * crash recovery).
 */
export function pgControlState(pgliteDir: string): number {
  return fs.readFileSync(path.join(pgliteDir, 'global/pg_control')).readUInt32LE(16);
}
export const DB_SHUTDOWNED = 1;
export const DB_IN_PRODUCTION = 6;
