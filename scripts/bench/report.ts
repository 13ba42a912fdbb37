// Ratios against the baselines, the stdout tables and bench-results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatBudgets, type BudgetReport } from './budget-table';
import type { FirstLoad } from './first-load-js';
import type { LoadOptions, Measurement } from './load';
import type { PollOptions, PollResult } from './polling';
import { formatPolling, formatSeed } from './report-polling';
import { table } from './table';
import type { SeedOptions } from './seed';
import type { SeedResult } from './seed-types';
import { formatTargets, type TargetRow } from './targets';

export const BASELINES = {
  static: '/baseline/static',
  dynamic: '/baseline/dynamic',
  api: '/api/baseline.php',
};

export type Ratio = { baseline: string; reqPerSec: number; p99: number };
export type Row = Measurement & { ratios: Ratio[] };
export type FirstLoadRow = FirstLoad & {
  vsBaseline: number;
  extraGzipBytes: number;
  namedVsBaseline: number;
};

export type Results = {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    totalMemGiB: number;
    platform: string;
    node: string;
    loadAvg1mAtStart: number;
    loadAvg1mAtEnd: number;
  };
  server: { url: string; database: string; buildId: string | null; startupMs: number | null };
  seed: { options: SeedOptions; ms: SeedResult['ms']; counts: SeedResult['counts'] } | null;
  load: LoadOptions;
  throughput: Row[];
  polling: (PollResult & { options: PollOptions }) | null;
  firstLoadJs: { gzipLevel: number; routes: FirstLoadRow[] };
  /** Every route of budgets.ts against its first-load JS budget. */
  budgets: BudgetReport;
  /** The speed issue's targets with their verdicts (targets.ts). */
  targets: TargetRow[];
  runtimeSec: number;
};

export function machineInfo(): Omit<Results['machine'], 'loadAvg1mAtEnd'> {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    totalMemGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAvg1mAtStart: os.loadavg()[0],
  };
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function withRatios(measurements: Measurement[]): Row[] {
  const byLabel = new Map(measurements.map((m) => [m.label, m]));
  return measurements.map((m) => {
    const against = m.baseline
      ? []
      : m.kind === 'api'
        ? [BASELINES.api]
        : [BASELINES.dynamic, BASELINES.static];
    const ratios = against.flatMap((b) => {
      const base = byLabel.get(b);
      if (!base) return [];
      return [
        {
          baseline: b,
          reqPerSec: round(m.requestsPerSec / base.requestsPerSec, 3),
          p99: round(m.latencyP99Ms / base.latencyP99Ms, 2),
        },
      ];
    });
    return { ...m, ratios };
  });
}

export function firstLoadRows(routes: FirstLoad[]): FirstLoadRow[] {
  const base = routes.find((r) => r.path === BASELINES.static);
  return routes.map((r) => ({
    ...r,
    vsBaseline: base ? round(r.gzipBytes / base.gzipBytes, 2) : NaN,
    extraGzipBytes: base ? r.gzipBytes - base.gzipBytes : NaN,
    namedVsBaseline: base ? round(r.namedGzipBytes / base.namedGzipBytes, 2) : NaN,
  }));
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function formatResults(r: Results): string {
  const m = r.machine;
  const out: string[] = [
    `Heartline benchmark, ${r.date}`,
    `machine: ${m.cpus} × ${m.cpuModel}, ${m.totalMemGiB} GiB, ${m.platform}, Node ${m.node}`,
    `load average (1 min): ${m.loadAvg1mAtStart.toFixed(2)} at start, ${m.loadAvg1mAtEnd.toFixed(2)} at end`,
    `server: ${r.server.url}, database ${r.server.database}, build ${r.server.buildId ?? '?'}` +
      (r.server.startupMs !== null
        ? `, ready in ${(r.server.startupMs / 1000).toFixed(1)} s after the seed`
        : ''),
    ...(r.seed ? [formatSeed(r.seed)] : []),
    '',
    `Throughput: autocannon, ${r.load.connections} connections, ${r.load.durationSec} s per target after a ` +
      `${r.load.warmupSec} s warm-up (not counted); req/s = mean of per-second samples`,
  ];
  const rows = r.throughput.map((t) => [
    t.label,
    t.note,
    String(t.expectStatus),
    t.requestsPerSec.toFixed(1),
    String(t.latencyP50Ms),
    String(t.latencyP99Ms),
    `${t.errors}/${t.unexpected}`,
    t.loadAvgBefore.toFixed(1),
    t.baseline ? 'baseline' : t.ratios.map((x) => `${x.reqPerSec.toFixed(2)}× of ${x.baseline}`).join(', '),
    t.baseline ? '' : t.ratios.map((x) => `${x.p99.toFixed(1)}×`).join(', '),
  ]);
  out.push(
    table(
      [
        'target',
        'what',
        'status',
        'req/s',
        'p50 ms',
        'p99 ms',
        'err/other',
        'load1',
        'req/s vs baseline',
        'p99 vs baseline',
      ],
      rows,
      [2, 3, 4, 5, 6, 7],
    ),
    '(status: what every answer must have; err/other: errors and answers with another status;',
    ' load1: the 1-minute load average before the measured run; above the core count means other work competed)',
  );
  if (r.polling) out.push('', formatPolling(r.polling));
  out.push(
    '',
    `First-load JS: sum of the page's <script src> and preloaded script files (noModule skipped), gzip level ${r.firstLoadJs.gzipLevel}; kB = 1000 bytes`,
  );
  const fl = r.firstLoadJs.routes.map((f) => [
    f.path,
    String(f.status),
    String(f.scripts),
    kB(f.rawBytes),
    kB(f.gzipBytes),
    f.path === BASELINES.static
      ? 'baseline'
      : `${f.vsBaseline.toFixed(2)}× of ${BASELINES.static} (${f.extraGzipBytes < 0 ? '' : '+'}${kB(f.extraGzipBytes)} kB)`,
    `${kB(f.namedGzipBytes)} (${f.namedScripts})`,
    f.path === BASELINES.static ? 'baseline' : `${f.namedVsBaseline.toFixed(2)}×`,
  ]);
  out.push(
    table(
      [
        'route',
        'status',
        'scripts',
        'raw kB',
        'gzip kB',
        'vs baseline',
        'all named gzip kB (files)',
        'vs baseline',
      ],
      fl,
      [1, 2, 3, 4, 6],
    ),
    '(all named: the <script src> and preloaded files plus chunks the RSC payload names, which hydration loads too)',
  );
  out.push('', formatBudgets(r.budgets), '', formatTargets(r.targets));
  out.push('', `total runtime ${r.runtimeSec.toFixed(0)} s`);
  return out.join('\n');
}

export function writeJson(root: string, results: Results): string {
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
