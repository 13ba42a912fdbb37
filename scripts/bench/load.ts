// Load generation with autocannon: a warm-up run that is thrown away, then the measured run.
import os from 'node:os';
import autocannon from 'autocannon';

export type Target = {
  path: string;
  kind: 'page' | 'api';
  /** Baseline targets are the floor the others are compared with. */
  baseline: boolean;
  note: string;
  headers: Record<string, string>;
};

export type Measurement = {
  path: string;
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

/** Fails loudly unless the target answers 200 (no redirect) with these headers. */
export async function checkTarget(base: string, target: Target): Promise<void> {
  const res = await fetch(base + target.path, { headers: target.headers, redirect: 'manual' });
  const body = await res.text();
  if (res.status !== 200) {
    const where = res.headers.get('location');
    throw new Error(
      `GET ${target.path} answered ${res.status}${where ? ` → ${where}` : ''} instead of 200: ${body.slice(0, 200)}`,
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
    path: target.path,
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
    statusCodes,
    loadAvgBefore,
  };
}
