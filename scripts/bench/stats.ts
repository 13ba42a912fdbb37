// Pure helpers of the polling run: latency summaries and the open-loop schedule.

export type LatencySummary = {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

/** Nearest-rank percentile of ascending values (p in 0…100); NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summarize(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    mean: sorted.length ? round1(sum / sorted.length) : NaN,
    p50: round1(percentile(sorted, 50)),
    p90: round1(percentile(sorted, 90)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.length ? sorted[sorted.length - 1] : NaN),
  };
}

/**
 * Open loop at a fixed rate: request k (from 0) is due at k × 1000 / rate ms after the start,
 * whether or not earlier ones have answered. How many are due `elapsedMs` after the start.
 */
export function dueCount(elapsedMs: number, ratePerSec: number): number {
  if (elapsedMs < 0) return 0;
  return Math.floor((elapsedMs * ratePerSec) / 1000) + 1;
}

export function scheduledAt(k: number, ratePerSec: number): number {
  return (k * 1000) / ratePerSec;
}

/** A fixed shuffle (mulberry32 + Fisher–Yates), so every run polls in the same order. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
