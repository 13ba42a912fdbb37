// Several app instances on one PostgreSQL, as production runs them (issue 16's proof): real
// processes (scripts/server.mjs on the production build), a local SMTP sink, a local S3 server
// (s3rver) for the photos, signals.
// Run: npm run test:instances (a private PostgreSQL cluster through scripts/with-postgres.mjs;
// the build in .next, or NEXT_DIST_DIR; built first when missing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startSmtpSink } from '../setup/smtp-sink';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import {
  api,
  createDatabase,
  DB_IN_PRODUCTION,
  DB_SHUTDOWNED,
  DIST_DIR,
  freePort,
  openEventStream,
  pgControlState,
  query,
  removeTempDirs,
  ROOT,
  signUp,
  signupBody,
  sleep,
  slowUpload,
  startInstance,
  stopInstance,
  tempDir,
  waitExit,
  waitReady,
  type Instance,
} from './support';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let s3: S3TestServer;
const running: Instance[] = [];
const start = async (name: string, env: Record<string, string>) => {
  const inst = await startInstance(name, env);
  running.push(inst);
  return inst;
};

/** SIGTERM → drain → exit: the bound the server gives in-flight requests (scripts/server.mjs). */
const DRAIN_MS = 10_000;
/** Signups per client address and hour, shared by the instances through PostgreSQL. */
const SIGNUP_LIMIT = 5;
/** A distinct client address per signup, so the mail test stays under the limit. */
const clientIp = (i: number) => `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('run with `npm run test:instances` (it starts PostgreSQL)');
  if (!fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) {
    const built = spawnSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit', env: process.env });
    if (built.status !== 0) throw new Error(`next build into ${DIST_DIR} failed`);
  }
  sink = await startSmtpSink();
  s3 = await startS3Server('heartline-instances');
});

afterAll(async () => {
  await Promise.all(running.map((i) => stopInstance(i)));
  await sink?.close();
  await s3?.stop();
  removeTempDirs();
});

async function photo(): Promise<Buffer> {
  const noise = Buffer.alloc(320 * 320 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width: 320, height: 320, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * SIGTERM while a photo upload is half sent and an event stream is open: the instance stops
 * accepting, the upload completes (201, connection closed after), the stream ends cleanly, and
 * the process exits 0 without hitting the drain bound.
 */
async function sigtermDuringUploadAndStream(inst: Instance, cookie: string) {
  const stream = await openEventStream(inst, cookie);
  expect(stream.status).toBe(200);
  const upload = slowUpload(inst, cookie, await photo());
  await upload.inFlight;
  inst.proc.kill('SIGTERM');
  // No new connections (once the server took the signal)…
  await vi.waitFor(() => expect(fetch(`${inst.base}/api/health`)).rejects.toThrow(), { timeout: 5_000 });
  // …but the upload in flight completes.
  upload.finish();
  const uploaded = await upload.response;
  expect(uploaded.status, uploaded.body).toBe(201);
  expect(uploaded.connection).toBe('close');
  expect(await stream.ended).toBe('end');
  const exit = await waitExit(inst, DRAIN_MS + 20_000);
  expect(exit, inst.output()).toEqual({ code: 0, signal: null });
  const out = inst.output();
  expect(out).toContain('"msg":"stopped"');
  expect(out).not.toContain('drain timed out');
  expect(out).not.toContain('Cannot use a pool');
  expect(out).not.toContain('request failed');
}

describe('start-up', () => {
  it('an instance whose start-up fails exits non-zero instead of serving 500s', async () => {
    const closedPort = await freePort();
    const inst = await start('no-database', {
      DATABASE_URL: `postgres://heartline@127.0.0.1:${closedPort}/nothing`,
      DATA_DIR: tempDir('fail'),
    });
    const exit = await waitExit(inst, 90_000);
    expect(exit.code, inst.output()).toBe(1);
    expect(inst.output()).toContain('start-up failed');
    expect(inst.output()).not.toContain('listening on');
  });
});

describe('two instances on one PostgreSQL', () => {
  let url: string;
  let a: Instance;
  let b: Instance;

  it('started at the same moment on an empty database, both serve (/api/ready 200)', async () => {
    url = await createDatabase('instances_shared');
    // As behind a load balancer: own disks, shared database, mail server and bucket; the client
    // address from X-Forwarded-For. Each instance sends from its own address, so the sink can
    // tell which one delivered a mail.
    const env = (name: string) => ({
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      MAIL_FROM: `${name}@instances.test`,
      DATA_DIR: tempDir(name),
      TRUST_PROXY: 'true',
      SIGNUP_LIMIT_PER_HOUR: String(SIGNUP_LIMIT),
      ...s3.env,
    });
    [a, b] = await Promise.all([start('a', env('a')), start('b', env('b'))]);
    await Promise.all([waitReady(a), waitReady(b)]);
    const journal = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'lib/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [{ n }] = await query<{ n: number }>(
      url,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(n).toBe(journal.entries.length);
    expect((await fetch(`${a.base}/api/health`)).status).toBe(200);
    expect(a.output()).not.toContain('start-up failed');
    expect(b.output()).not.toContain('start-up failed');
  });

  it('a site renamed in the console on A: B shows the new name at once (LISTEN/NOTIFY, no restart)', async () => {
    // The console's sign-in on A as the demo owner (README: demo only), code from the secret.
    const { generate } = await import('otplib');
    const login = await api(a, 'POST', '/api/admin/session', {
      body: {
        email: 'owner@heartline.local',
        password: 'heartline-admin',
        code: await generate({ secret: 'HEARTLINEOWNERDEMOSECRET234567AB' }),
      },
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const cookie = login.cookies.find((c) => c.startsWith('hl_staff='))!.split(';')[0];
    const list = await api(a, 'GET', '/api/admin/sites', { cookie });
    const site = (list.json as { sites: { id: number; name: string; isDefault: boolean }[] }).sites.find((s) => s.isDefault)!;
    const nameOn = async (inst: Instance) => ((await api(inst, 'GET', '/api/settings.php')).json as { name: string }).name;
    const titleOn = async (inst: Instance) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${inst.base}/`)).text())?.[1];
    // B has read the site and rendered its home page (both kept in B's memory).
    expect(await nameOn(b)).toBe(site.name);
    expect(await titleOn(b)).toMatch(new RegExp(`^${site.name}:`));
    const renamed = `Renamed on A ${Date.now()}`;
    try {
      const put = await api(a, 'PUT', '/api/admin/sites', { cookie, body: { id: site.id, name: renamed } });
      expect(put.status, JSON.stringify(put.json)).toBe(200);
      // The notice crosses instances through PostgreSQL: B drops its copy and its cached page.
      await vi.waitFor(async () => expect(await nameOn(b)).toBe(renamed), { timeout: 5_000, interval: 50 });
      await vi.waitFor(async () => expect(await titleOn(b)).toMatch(new RegExp(`^${renamed}:`)), { timeout: 5_000, interval: 50 });
      expect(await nameOn(a)).toBe(renamed);
    } finally {
      await api(a, 'PUT', '/api/admin/sites', { cookie, body: { id: site.id, name: site.name } });
    }
    await vi.waitFor(async () => expect(await nameOn(b)).toBe(site.name), { timeout: 5_000, interval: 50 });
  });

  it('100 signups on both instances at once: each activation mail is delivered exactly once', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `once-${i}@instances.test`);
    // Ten at a time, alternating instances: both queue and both send while the other does.
    for (let i = 0; i < emails.length; i += 10) {
      await Promise.all(
        emails.slice(i, i + 10).map((email, j) => signUp((i + j) % 2 ? b : a, email, clientIp(i + j))),
      );
    }
    const delivered = () => sink.mails.filter((m) => m.to.some((t) => t.endsWith('@instances.test')));
    const end = Date.now() + 90_000;
    while (delivered().length < emails.length && Date.now() < end) await sleep(200);
    // Both instances have sent by now; give any second sender the chance to repeat a mail.
    await sleep(2_000);
    const counts = emails.map((e) => delivered().filter((m) => m.to.includes(e)).length);
    expect(counts).toEqual(emails.map(() => 1));
    expect(delivered()).toHaveLength(100);
    // Both instances sent: neither left the work to the other.
    const senders = new Set(delivered().map((m) => m.from));
    expect([...senders].sort()).toEqual(['a@instances.test', 'b@instances.test']);
    const rows = await query<{ status: string; attempts: number; n: number }>(
      url,
      `select status, attempts, count(*)::int as n from outbox where recipient like '%@instances.test' group by 1, 2`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 100 }]);
  });

  it('a photo uploaded through one instance is served by the other; deleted through it, gone for both', async () => {
    const cookie = await signUp(a, 'photo-s3@instances.test', clientIp(900));
    const upload = slowUpload(a, cookie, await photo());
    await upload.inFlight;
    upload.finish();
    const uploaded = await upload.response;
    expect(uploaded.status, uploaded.body).toBe(201);
    const { photo: created } = JSON.parse(uploaded.body) as { photo: { id: number; filename: string } };
    const media = (inst: Instance) =>
      fetch(`${inst.base}/media/${created.filename}`, { headers: { cookie } }).then((r) => r.status);
    expect([await media(a), await media(b)]).toEqual([200, 200]);
    // The seeded photos live in the bucket too.
    const [seeded] = await query<{ filename: string }>(
      url,
      `select filename from photos where status = 'active' limit 1`,
    );
    for (const inst of [a, b])
      expect((await fetch(`${inst.base}/media/${seeded.filename}`)).status).toBe(200);

    const deleted = await api(b, 'DELETE', `/api/photos.php?id=${created.id}`, { cookie });
    expect(deleted.status).toBe(200);
    expect([await media(a), await media(b)]).toEqual([404, 404]);
  });

  it('the signup limit per client address holds across both instances', async () => {
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < SIGNUP_LIMIT + 3; i++) {
      const res = await api(i % 2 ? b : a, 'POST', '/api/signup.php', {
        body: signupBody(`limit-${i}@instances.test`),
        ip,
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json).toMatchObject({ error: 'signup_rate_limited' });
    }
    // Per-instance counters would have let 2 × SIGNUP_LIMIT through.
    expect(statuses).toEqual([...Array(SIGNUP_LIMIT).fill(201), 429, 429, 429]);
  });

  it('SIGTERM during an upload and an open event stream: both complete, exit 0; the other instance serves on', async () => {
    const cookie = await signUp(a, 'drain-pg@instances.test', clientIp(901));
    await sigtermDuringUploadAndStream(a, cookie);
    expect((await fetch(`${b.base}/api/ready`)).status).toBe(200);
    const profile = await api(b, 'GET', '/api/profile.php', { cookie });
    expect(profile.status).toBe(200);
    const [{ n }] = await query<{ n: number }>(
      url,
      `select count(*)::int as n from photos p join profiles f on f.id = p.profile_id join users u on u.id = f.user_id where u.email = 'drain-pg@instances.test'`,
    );
    expect(n).toBe(1);
  });
});

describe('embedded database (PGlite)', () => {
  it('SIGTERM during an upload and a stream stops cleanly; the next start needs no crash recovery', async () => {
    const dataDir = tempDir('pglite');
    const pgliteDir = path.join(dataDir, 'pglite');
    const first = await start('pglite', { DATA_DIR: dataDir });
    await waitReady(first);
    expect(pgControlState(pgliteDir)).toBe(DB_IN_PRODUCTION);
    const cookie = await signUp(first, 'drain-pglite@instances.test', '127.0.0.1');
    await sigtermDuringUploadAndStream(first, cookie);
    // A shutdown checkpoint was written: PostgreSQL starts without recovery only from this state.
    expect(pgControlState(pgliteDir)).toBe(DB_SHUTDOWNED);
    expect(fs.existsSync(`${pgliteDir}.lock`)).toBe(false);

    const second = await start('pglite-again', { DATA_DIR: dataDir });
    await waitReady(second);
    const profile = await api(second, 'GET', '/api/profile.php', { cookie });
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.json)).toContain('photo');
    second.proc.kill('SIGTERM');
    expect((await waitExit(second, DRAIN_MS + 20_000)).code).toBe(0);
    expect(pgControlState(pgliteDir)).toBe(DB_SHUTDOWNED);
  });
});
