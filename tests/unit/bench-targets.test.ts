// The speed issue's verdicts (scripts/bench/targets.ts): each figure against its baseline of the
// same run, with the thresholds of scripts/bench/budgets.ts.
import { describe, expect, it } from 'vitest';
import { evaluateTargets, type TargetInput, type TargetRow } from '@/scripts/bench/targets';
import type { BudgetReport } from '@/scripts/bench/budget-table';
import type { FirstLoad } from '@/scripts/bench/first-load-js';
import type { PollStep } from '@/scripts/bench/poll-types';

const load = (path: string, gzipBytes: number): FirstLoad => ({
  path,
  status: 200,
  scripts: 5,
  rawBytes: gzipBytes * 3,
  gzipBytes,
  inlineScripts: 0,
  namedScripts: 5,
  namedGzipBytes: gzipBytes,
  htmlBytes: 4000,
  htmlGzipBytes: 1500,
  rscBytes: 2000,
});

const budgets: BudgetReport = {
  baseline: load('/baseline/static', 130_000),
  rows: [
    {
      route: '/',
      label: '/',
      group: 'public',
      status: 200,
      extraKB: 15,
      path: '/',
      load: load('/', 140_000),
      budgetBytes: 145_000,
      holds: true,
    },
    {
      route: '/likes',
      label: '/likes',
      group: 'member',
      status: 200,
      extraKB: 40,
      path: '/likes',
      load: load('/likes', 300_000),
      budgetBytes: 170_000,
      holds: false,
    },
  ],
};

const tp = (label: string, requestsPerSec: number) => ({ label, requestsPerSec, latencyP99Ms: 10 });

const step = (ratePerSec: number, p99: number, opts: Partial<PollStep> = {}): PollStep =>
  ({
    ratePerSec,
    achievedPerSec: ratePerSec,
    saturatedAfterSec: null,
    latencyMs: { count: 100, mean: p99 / 2, p50: p99 / 2, p90: p99, p99, max: p99 * 2 },
    ...opts,
  }) as PollStep;

const input = (over: Partial<TargetInput> = {}): TargetInput => ({
  database: 'postgresql',
  throughput: [
    tp('/baseline/static', 2000),
    tp('/api/baseline.php', 1000),
    tp('/', 1700),
    tp('/login', 100),
    tp('/api/user.php', 650),
    tp('/api/chats.php', 500),
    tp('/api/chats.php (304)', 850),
  ],
  budgets,
  polling: { steps: [step(200, 20), step(500, 40)] },
  messages: 400_000,
  reference: null,
  ...over,
});

const find = (rows: TargetRow[], start: string) => {
  const row = rows.find((r) => r.target.startsWith(start));
  if (!row) throw new Error(`no row ${start}`);
  return row;
};

describe('evaluateTargets', () => {
  it('judges first-load JS by the budget of the same run', () => {
    const rows = evaluateTargets(input());
    expect(find(rows, 'first-load JS / ')).toMatchObject({
      verdict: 'holds',
      figure: '140.0 kB',
      baseline: '130.0 kB',
    });
    expect(find(rows, 'first-load JS /likes')).toMatchObject({
      verdict: 'short',
      ratio: '+170.0 kB (2.31×)',
    });
  });

  it('compares public HTML with the static page and polls with the bare handler', () => {
    const rows = evaluateTargets(input());
    expect(find(rows, 'HTML / ≥ 0.8×')).toMatchObject({ verdict: 'holds', ratio: '0.85×' });
    expect(find(rows, 'HTML /login')).toMatchObject({ verdict: 'short', ratio: '0.05×' });
    expect(find(rows, 'HTML /signup').verdict).toBe('not measured');
    expect(find(rows, 'poll (postgresql) /api/user.php ≥ 0.6×').verdict).toBe('holds');
    expect(find(rows, 'poll (postgresql) /api/chats.php').verdict).toBe('short');
    expect(find(rows, 'poll /api/chats.php (304) ≥ 0.8×').verdict).toBe('holds');
  });

  it('asks less of polls on PGlite and checks its tail', () => {
    const rows = evaluateTargets(
      input({ database: 'pglite', polling: { steps: [step(50, 30), step(75, 800)] } }),
    );
    expect(find(rows, 'poll (pglite) /api/chats.php ≥ 0.3×').verdict).toBe('holds');
    expect(find(rows, 'PGlite: no multi-second tail')).toMatchObject({
      verdict: 'short',
      figure: 'max 1600 ms at 75/s',
    });
  });

  it('needs the 500/s step held with p99 within 50 ms', () => {
    expect(find(evaluateTargets(input()), 'open loop').verdict).toBe('holds');
    const saturated = evaluateTargets(
      input({
        polling: { steps: [step(100, 20), step(200, 3000, { saturatedAfterSec: 20, achievedPerSec: 170 })] },
      }),
    );
    expect(find(saturated, 'open loop')).toMatchObject({
      verdict: 'short',
      figure: 'not reached: the 200/s step saturated at 170/s',
    });
    expect(find(evaluateTargets(input({ polling: null })), 'open loop').verdict).toBe('not measured');
  });

  it('compares ten times the messages with a reference run at the highest rate both held', () => {
    const noRef = evaluateTargets(input());
    expect(find(noRef, '10× the messages').verdict).toBe('not measured');
    const reference = { messages: 40_000, steps: [step(200, 16), step(500, 30)] };
    const rows = evaluateTargets(input({ reference }));
    expect(find(rows, '10× the messages')).toMatchObject({
      verdict: 'holds',
      ratio: '1.33× for 10.0× the messages',
    });
    const worse = evaluateTargets(
      input({ reference: { ...reference, steps: [step(200, 5), step(500, 20)] } }),
    );
    expect(find(worse, '10× the messages').verdict).toBe('short');
    const tooFew = evaluateTargets(input({ reference: { ...reference, messages: 200_000 } }));
    expect(find(tooFew, '10× the messages').verdict).toBe('not measured');
  });
});
