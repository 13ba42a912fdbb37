// Load generation with autocannon: a warm-up run that is thrown away, then the measured run.
import os from 'node:os';
import autocannon from 'autocannon';

export type Target = {
  /** The row's name: the path, or the path and its case, e.g. `/api/chats.php (304)`. */
  label: string;
  path: string;
  kind: 'page' | 'api';
  /** Baseline targets are the floor the others are compared with. */
  baseline: boolean;
  note: string;
  headers: Record<string, string>;
  /** The status every answer must have: 200, or 304 for a poll with the current ETag. */
  expectStatus: number;
};

export type Measurement = {
  label: string;
  path: string;
  expectStatus: number;
  kind: 'page' | 'api';
  baseline: boolean;
  note: string;
  requestsPerSec: number;
  requestsTotal: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers with another status than expectStatus. */
  unexpected: number;
  statusCodes: Record<string, number>;
  loadAvgBefore: number;
};

export type LoadOptions = { connections: number; durationSec: number; warmupSec: number };

export function loadOptions(): LoadOptions {
  const num = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  return {
    connections: Math.round(num('BENCH_CONNECTIONS', 10)),
    durationSec: num('BENCH_DURATION', 8),
    warmupSec: num('BENCH_WARMUP', 2),
  };
}

/** Fails loudly unless the target answers its expected status (no redirect) with these headers. */
export async function checkTarget(base: string, target: Target): Promise<void> {
  const res = await fetch(base + target.path, { headers: target.headers, redirect: 'manual' });
  const body = await res.text();
  if (res.status !== target.expectStatus) {
    const where = res.headers.get('location');
    throw new Error(
      `GET ${target.label} answered ${res.status}${where ? ` → ${where}` : ''} instead of ${target.expectStatus}: ${body.slice(0, 200)}`,
    );
  }
}

let current: autocannon.Instance | null = null;

/** Stops a run in progress (SIGINT). */
export function stopLoad(): void {
  current?.stop();
}

async function run(url: string, headers: Record<string, string>, connections: number, duration: number) {
  current = autocannon({ url, headers, connections, duration, timeout: 30 });
  try {
    return await current;
  } finally {
    current = null;
  }
}

export async function measure(base: string, target: Target, opts: LoadOptions): Promise<Measurement> {
  const url = base + target.path;
  await run(url, target.headers, opts.connections, opts.warmupSec); // not counted
  const loadAvgBefore = os.loadavg()[0];
  const r = await run(url, target.headers, opts.connections, opts.durationSec);
  const statusCodes = Object.fromEntries(
    Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]),
  );
  return {
    label: target.label,
    path: target.path,
    expectStatus: target.expectStatus,
    kind: target.kind,
    baseline: target.baseline,
    note: target.note,
    requestsPerSec: r.requests.mean,
    requestsTotal: r.requests.total,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMeanMs: r.latency.mean,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    unexpected: r.requests.total - (statusCodes[String(target.expectStatus)] ?? 0),
    statusCodes,
    loadAvgBefore,
  };
}
