// `npm run bench:lighthouse`: Lighthouse 12 (mobile: its default emulation and simulated
// throttling, performance category only) against the production build served by serve-build.ts,
// on Debian's Chromium. Public pages as a fresh visitor, member pages with the demo member's
// session cookie. Prints score, LCP and TBT per page with holds/short (budgets.ts): `/`, `/login`,
// `/signup`, `/members`, `/members/{id}`, `/chats/{id}`, or every member page of budgets.ts with
// LH_ALL=1. Each run is killed after LH_TIMEOUT (150 s). Env: LH_RUNS (1: the median score of n runs), BENCH_URL,
// BENCH_PORT (3302), NEXT_DIST_DIR, CHROME_PATH (/usr/bin/chromium), LH_REPORT_DIR (keeps each run's
// JSON report there, to read the audits behind a score), LH_PAGES (only these labels, comma-separated).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONVERSATION_ID, FIRST_LOAD_BUDGETS, LIGHTHOUSE_TARGETS, PROFILE_ID } from './budgets';
import { login, memberIds, resolveRoute } from './member-session';
import { PAGE_COOKIE } from './server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { withServer } from './serve-build';
import { table } from './table';

const ROOT = path.resolve(__dirname, '..', '..');
const log = (msg: string) => console.error(`bench:lighthouse: ${msg}`);
const TIMEOUT_MS = Number(process.env.LH_TIMEOUT ?? 150) * 1000;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

// The 404 page is left out: Lighthouse refuses to audit a document answered with an error status.
const CORE = new Set([
  '/',
  '/login',
  '/signup',
  '/members',
  `/members/${PROFILE_ID}`,
  `/chats/${CONVERSATION_ID}`,
]);
// LH_PAGES: only these pages, by the label of the table (e.g. "/members,/members/{id}").
const ONLY = process.env.LH_PAGES ? new Set(process.env.LH_PAGES.split(',')) : null;
const PAGES = FIRST_LOAD_BUDGETS.filter(
  (b) =>
    b.status === 200 &&
    (process.env.LH_ALL === '1' || CORE.has(b.route)) &&
    (!ONLY || ONLY.has(b.label)),
);

type Run = { score: number; lcpMs: number; tbtMs: number; error: string | null };

function lighthouse(url: string, cookie: string): Promise<Run> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-lh-')), 'report.json');
  const bin = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
  ];
  const env = { ...process.env, CHROME_PATH: CHROMIUM_PATH };
  return new Promise((resolve, reject) => {
    execFile(bin, args, { env, timeout: TIMEOUT_MS, killSignal: 'SIGKILL' }, (err, _stdout, stderr) => {
      try {
        if (err)
          throw new Error(
            `lighthouse ${url}: ${err.killed ? 'timed out' : err.message}\n${stderr.slice(-1000)}`,
          );
        const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
        if (process.env.LH_REPORT_DIR) keepReport(out, url);
        resolve({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
          tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? NaN),
          error: lhr.runtimeError?.message ?? null,
        });
      } catch (e) {
        reject(e);
      } finally {
        fs.rmSync(path.dirname(out), { recursive: true, force: true });
      }
    });
  });
}

function keepReport(file: string, url: string): void {
  const dir = process.env.LH_REPORT_DIR as string;
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
  fs.copyFileSync(file, path.join(dir, `${name}-${Date.now()}.json`));
}

const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

async function main(): Promise<void> {
  const rows = await withServer(ROOT, 3302, log, async ({ url }) => {
    const session = await login(url);
    const ids = await memberIds(url, session);
    const result: string[][] = [];
    for (const p of PAGES) {
      const cookie = p.group === 'member' ? `${PAGE_COOKIE}; ${session}` : PAGE_COOKIE;
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        log(`${p.label} run ${i + 1}/${RUNS}`);
        runs.push(await lighthouse(url + resolveRoute(p.route, ids), cookie));
      }
      const m = median(runs);
      const t = LIGHTHOUSE_TARGETS[p.group];
      const ok = !m.error && m.score >= t.minScore && (t.maxLcpMs === null || m.lcpMs <= t.maxLcpMs);
      result.push([
        p.label,
        p.group,
        String(m.score),
        `≥ ${t.minScore}`,
        String(m.lcpMs),
        t.maxLcpMs === null ? '' : `≤ ${t.maxLcpMs}`,
        String(m.tbtMs),
        m.error ? `short (${m.error})` : ok ? 'holds' : 'short',
      ]);
    }
    return result;
  });
  console.log(
    `Lighthouse ${RUNS > 1 ? `(median score of ${RUNS} runs) ` : ''}mobile, performance; load average ${os.loadavg()[0].toFixed(1)} at end`,
  );
  console.log(
    table(['page', 'group', 'score', 'target', 'LCP ms', 'target', 'TBT ms', 'verdict'], rows, [2, 4, 6]),
  );
  console.log(
    '(simulated mobile throttling: 4× CPU slowdown and a slow 4G network applied to the measured trace)',
  );
}

main().catch((err: unknown) => {
  console.error(`bench:lighthouse: failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
