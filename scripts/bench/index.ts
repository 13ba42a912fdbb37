// `npm run bench`: builds nothing; starts the production server from .next (or uses BENCH_URL),
// measures throughput and latency of app routes beside minimal baselines served by the same
// server, and the first-load JS of the public routes. Prints a table, writes bench-results/latest.json.
// Env: BENCH_URL, BENCH_PORT (3300), BENCH_CONNECTIONS (10), BENCH_DURATION (8 s),
// BENCH_WARMUP (2 s), DATABASE_URL (passed to the server: PostgreSQL instead of PGlite).
import os from 'node:os';
import path from 'node:path';
import { firstLoadJs, GZIP_LEVEL, type FirstLoad } from './first-load-js';
import { checkTarget, loadOptions, measure, stopLoad, type Measurement, type Target } from './load';
import { firstLoadRows, formatResults, machineInfo, withRatios, writeJson, type Results } from './report';
import { PAGE_COOKIE, startServer, type Server } from './server';

const ROOT = path.resolve(__dirname, '..', '..');
const SESSION_COOKIE = 'hl_session';
const DEMO = { email: 'demo@heartline.local', password: 'heartline-demo' };
const NOT_FOUND_PATH = '/bench-no-such-page';

const log = (msg: string) => console.error(`bench: ${msg}`);

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(base).origin,
      'sec-fetch-site': 'same-origin',
    },
    body: JSON.stringify(DEMO),
  });
  const body = await res.text();
  if (res.status !== 200)
    throw new Error(`login as ${DEMO.email} answered ${res.status}: ${body.slice(0, 200)}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`login answered 200 without a ${SESSION_COOKIE} cookie`);
  return cookie.split(';')[0];
}

function targets(session: string): Target[] {
  const page = { cookie: PAGE_COOKIE };
  return [
    { path: '/baseline/static', kind: 'page', baseline: true, note: 'minimal static page', headers: page },
    { path: '/baseline/dynamic', kind: 'page', baseline: true, note: 'minimal dynamic page', headers: page },
    { path: '/', kind: 'page', baseline: false, note: 'home page', headers: page },
    { path: '/login', kind: 'page', baseline: false, note: 'lander-like public page', headers: page },
    { path: '/api/baseline.php', kind: 'api', baseline: true, note: 'minimal route handler', headers: {} },
    { path: '/api/settings.php', kind: 'api', baseline: false, note: 'settings (public)', headers: {} },
    {
      path: '/api/user.php',
      kind: 'api',
      baseline: false,
      note: 'current member (logged in)',
      headers: { cookie: session },
    },
  ];
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const machine = machineInfo();
  const load = loadOptions();
  let server: Server | null = null;

  let interrupted = 0;
  process.on('SIGINT', () => {
    // Ctrl-C reaches both tsx and this process (tsx relays it too): only a later one forces.
    if (interrupted) {
      if (Date.now() - interrupted > 1000) process.exit(130);
      return;
    }
    interrupted = Date.now();
    log('interrupted: stopping the server');
    stopLoad();
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });

  try {
    server = await startServer(ROOT, log);
    const base = server.url;
    const session = await login(base);
    const list = targets(session);
    for (const target of list) await checkTarget(base, target);

    const measurements: Measurement[] = [];
    for (const target of list) {
      if (interrupted) return;
      log(`measuring ${target.path} (${load.warmupSec} s warm-up + ${load.durationSec} s)`);
      const m = await measure(base, target, load);
      log(`  ${m.requestsPerSec.toFixed(1)} req/s, p50 ${m.latencyP50Ms} ms, p99 ${m.latencyP99Ms} ms`);
      measurements.push(m);
    }

    log('measuring first-load JS');
    const page = { cookie: PAGE_COOKIE };
    const routes: FirstLoad[] = [];
    for (const [route, status] of [
      ['/baseline/static', 200],
      ['/', 200],
      ['/login', 200],
      ['/nl', 200],
      [NOT_FOUND_PATH, 404],
    ] as const) {
      routes.push(await firstLoadJs(base, route, page, status));
    }

    const results: Results = {
      date: new Date().toISOString(),
      machine: { ...machine, loadAvg1mAtEnd: os.loadavg()[0] },
      server: { url: base, database: server.database, buildId: server.buildId, startupMs: server.startupMs },
      load,
      throughput: withRatios(measurements),
      firstLoadJs: { gzipLevel: GZIP_LEVEL, routes: firstLoadRows(routes) },
      runtimeSec: 0,
    };
    await server.stop();
    results.runtimeSec = (Date.now() - t0) / 1000;
    console.log(formatResults(results));
    log(`wrote ${path.relative(ROOT, writeJson(ROOT, results))}`);
  } finally {
    await server?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(`bench: failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
