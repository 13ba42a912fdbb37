// `npm run bench`: builds nothing; seeds a fresh database (seed.ts) and starts the production
// server from .next on it (or uses BENCH_URL), measures throughput and latency of app routes beside
// minimal baselines served by the same server, the first-load JS of the public routes, and a
// fixed-rate polling run of many members (polling.ts). Prints tables, writes bench-results/latest.json.
// Env: BENCH_URL, BENCH_PORT (3300), BENCH_CONNECTIONS (10), BENCH_DURATION (8 s), BENCH_WARMUP (2 s),
// BENCH_SEED_MEMBERS, BENCH_SEED_MESSAGES, BENCH_POLL_* (seed.ts, polling.ts; docs/performance.md),
// DATABASE_URL (passed to the seed and the server: PostgreSQL instead of PGlite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBudgets } from './budget-table';
import { NOT_FOUND_PATH } from './budgets';
import { firstLoadJs, GZIP_LEVEL, type FirstLoad } from './first-load-js';
import { checkTarget, loadOptions, measure, stopLoad, type Measurement, type Target } from './load';
import { firstLoadRows, formatResults, machineInfo, withRatios, writeJson, type Results } from './report';
import { pollingRun, pollOptions, stopPolling, type PollResult } from './polling';
import { seedOptions } from './seed';
import { login } from './member-session';
import { PAGE_COOKIE, startServer, type Server } from './server';
import { evaluateTargets, type Reference } from './targets';

const ROOT = path.resolve(__dirname, '..', '..');

const log = (msg: string) => console.error(`bench: ${msg}`);

/** BENCH_REFERENCE: a previous run's latest.json (e.g. with a tenth of the messages) to compare polling with. */
function readReference(): Reference {
  const file = process.env.BENCH_REFERENCE;
  if (!file) return null;
  const json = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as Partial<Results>;
  if (!json.seed || !json.polling) throw new Error(`BENCH_REFERENCE ${file}: no seed or polling run in it`);
  return { messages: json.seed.counts.messages, steps: json.polling.steps };
}

/** The ETag a polled route gives this member now (the 304 rows send it back). */
async function etagOf(base: string, path: string, session: string): Promise<string> {
  const res = await fetch(base + path, { headers: { cookie: session } });
  await res.arrayBuffer();
  const tag = res.headers.get('etag');
  if (res.status !== 200 || !tag) throw new Error(`GET ${path} answered ${res.status} without an ETag`);
  return tag;
}

async function targets(base: string, session: string): Promise<Target[]> {
  const page = { cookie: PAGE_COOKIE };
  const row = (
    path: string,
    note: string,
    kind: 'page' | 'api',
    baseline: boolean,
    headers = {},
  ): Target => ({
    label: path,
    path,
    kind,
    baseline,
    note,
    headers,
    expectStatus: 200,
  });
  const member = { cookie: session };
  const polled = async (path: string, what: string): Promise<Target[]> => [
    row(path, `${what}, 200 (no If-None-Match)`, 'api', false, member),
    {
      ...row(path, `${what}, 304 (current ETag)`, 'api', false, {
        ...member,
        'if-none-match': await etagOf(base, path, session),
      }),
      label: `${path} (304)`,
      expectStatus: 304,
    },
  ];
  return [
    row('/baseline/static', 'minimal static page', 'page', true, page),
    row('/baseline/dynamic', 'minimal dynamic page', 'page', true, page),
    row('/', 'home page', 'page', false, page),
    row('/login', 'lander-like public page', 'page', false, page),
    row('/signup', 'signup page', 'page', false, page),
    { ...row(NOT_FOUND_PATH, 'not-found page', 'page', false, page), expectStatus: 404 },
    row('/api/baseline.php', 'minimal route handler', 'api', true),
    row('/api/settings.php', 'settings (public)', 'api', false),
    row('/api/user.php', 'current member (logged in)', 'api', false, member),
    ...(await polled('/api/chats.php', 'chats (demo member)')),
    ...(await polled('/api/likes.php', 'likes (demo member)')),
  ];
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const machine = machineInfo();
  const load = loadOptions();
  const seedOpts = seedOptions();
  const pollOpts = pollOptions();
  const reference = readReference();
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
    stopPolling();
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });

  try {
    server = await startServer(ROOT, log, seedOpts);
    const base = server.url;
    const session = await login(base);
    const list = await targets(base, session);
    for (const target of list) await checkTarget(base, target);

    const measurements: Measurement[] = [];
    for (const target of list) {
      if (interrupted) return;
      log(`measuring ${target.label} (${load.warmupSec} s warm-up + ${load.durationSec} s)`);
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
    log('measuring the first-load JS budgets');
    const budgets = await measureBudgets(base, session);

    let polling: PollResult | null = null;
    if (server.seed && !interrupted) {
      polling = await pollingRun(base, server.seed.tokens, server.seed.writers, pollOpts, log);
    } else {
      log(
        'polling run skipped: it needs the sessions the bench seeds into its own database (not with BENCH_URL)',
      );
    }

    const results: Results = {
      date: new Date().toISOString(),
      machine: { ...machine, loadAvg1mAtEnd: os.loadavg()[0] },
      server: { url: base, database: server.database, buildId: server.buildId, startupMs: server.startupMs },
      seed: server.seed && { options: seedOpts, ms: server.seed.ms, counts: server.seed.counts },
      load,
      throughput: withRatios(measurements),
      polling: polling && { options: pollOpts, ...polling },
      firstLoadJs: { gzipLevel: GZIP_LEVEL, routes: firstLoadRows(routes) },
      budgets,
      targets: [],
      runtimeSec: 0,
    };
    results.targets = evaluateTargets({
      database: server.database,
      throughput: measurements,
      budgets,
      polling,
      messages: server.seed?.counts.messages ?? null,
      reference,
    });
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
