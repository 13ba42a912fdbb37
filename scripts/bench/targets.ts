// The speed issue's targets (budgets.ts) checked against one bench run: for each, the figure, its
// baseline of the same run, the ratio and "holds" or "short". Pure: takes the run's results.
import { POLLING_TARGETS, THROUGHPUT_TARGETS } from './budgets';
import type { BudgetReport } from './budget-table';
import type { PollStep } from './poll-types';
import { table } from './table';

export type Verdict = 'holds' | 'short' | 'not measured';
export type TargetRow = { target: string; figure: string; baseline: string; ratio: string; verdict: Verdict };

type Throughput = { label: string; requestsPerSec: number; latencyP99Ms: number };
type Steps = { steps: PollStep[] } | null;
/** A previous run's polling, with its seeded message count (BENCH_REFERENCE). */
export type Reference = { messages: number; steps: PollStep[] } | null;

export type TargetInput = {
  database: string;
  throughput: Throughput[];
  budgets: BudgetReport | null;
  polling: Steps;
  messages: number | null;
  reference: Reference;
};

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const verdict = (ok: boolean): Verdict => (ok ? 'holds' : 'short');

function ratioRows(
  input: TargetInput,
  routes: string[],
  baseline: string,
  min: number,
  what: string,
): TargetRow[] {
  const byLabel = new Map(input.throughput.map((t) => [t.label, t]));
  const base = byLabel.get(baseline);
  return routes.map((route) => {
    const row = byLabel.get(route);
    const target = `${what} ${route} ≥ ${min}× ${baseline}`;
    if (!row || !base) return { target, figure: '', baseline: '', ratio: '', verdict: 'not measured' };
    const ratio = row.requestsPerSec / base.requestsPerSec;
    return {
      target,
      figure: `${row.requestsPerSec.toFixed(1)} req/s`,
      baseline: `${base.requestsPerSec.toFixed(1)} req/s`,
      ratio: `${ratio.toFixed(2)}×`,
      verdict: verdict(ratio >= min),
    };
  });
}

function budgetRows(budgets: BudgetReport | null): TargetRow[] {
  if (!budgets) return [];
  const b = budgets.baseline.namedGzipBytes;
  return budgets.rows.map((r) => ({
    target: `first-load JS ${r.label} ≤ baseline + ${r.extraKB} kB`,
    figure: `${kB(r.load.namedGzipBytes)} kB`,
    baseline: `${kB(b)} kB`,
    ratio: `${r.load.namedGzipBytes < b ? '' : '+'}${kB(r.load.namedGzipBytes - b)} kB (${(r.load.namedGzipBytes / b).toFixed(2)}×)`,
    verdict: verdict(r.holds),
  }));
}

const held = (s: PollStep) => s.saturatedAfterSec === null;

function pollingRows(input: TargetInput): TargetRow[] {
  const t = POLLING_TARGETS;
  const openLoop = `open loop ${t.ratePerSec} polls/s, p99 ≤ ${t.p99Ms} ms`;
  const scale = `${t.messagesScale}× the messages ≤ ${t.latencyFactor}× the poll p99`;
  const none = (target: string, why: string): TargetRow => ({
    target,
    figure: why,
    baseline: '',
    ratio: '',
    verdict: 'not measured',
  });
  if (!input.polling) return [none(openLoop, 'no polling run'), none(scale, 'no polling run')];
  const steps = input.polling.steps;
  const rows: TargetRow[] = [];

  const at = steps.find((s) => s.ratePerSec === t.ratePerSec);
  const lastHeld = [...steps].reverse().find(held);
  if (at) {
    rows.push({
      target: openLoop,
      figure: `p99 ${at.latencyMs.p99} ms, ${at.achievedPerSec}/s achieved${held(at) ? '' : ', saturated'}`,
      baseline: `${t.p99Ms} ms`,
      ratio: `${(at.latencyMs.p99 / t.p99Ms).toFixed(2)}×`,
      verdict: verdict(held(at) && at.achievedPerSec >= 0.98 * t.ratePerSec && at.latencyMs.p99 <= t.p99Ms),
    });
  } else {
    const sat = steps.find((s) => !held(s));
    rows.push({
      target: openLoop,
      figure: sat
        ? `not reached: the ${sat.ratePerSec}/s step saturated at ${sat.achievedPerSec}/s`
        : `no ${t.ratePerSec}/s step (BENCH_POLL_RATES)`,
      baseline: `${t.p99Ms} ms`,
      ratio: lastHeld ? `held up to ${lastHeld.ratePerSec}/s, p99 ${lastHeld.latencyMs.p99} ms` : '',
      verdict: sat ? 'short' : 'not measured',
    });
  }

  if (input.database === 'pglite') {
    // The worst step the server held; when none held, the first step's tail is already seconds.
    const pool = steps.some(held) ? steps.filter(held) : steps.slice(0, 1);
    const worst = [...pool].sort((a, b) => b.latencyMs.max - a.latencyMs.max)[0];
    const target = `PGlite: no multi-second tail (max < ${t.pgliteMaxMs} ms on every step held)`;
    rows.push(
      worst
        ? {
            target,
            figure: `max ${worst.latencyMs.max} ms at ${worst.ratePerSec}/s${held(worst) ? '' : ', saturated'}`,
            baseline: `${t.pgliteMaxMs} ms`,
            ratio: `${(worst.latencyMs.max / t.pgliteMaxMs).toFixed(2)}×`,
            verdict: verdict(held(worst) && worst.latencyMs.max < t.pgliteMaxMs),
          }
        : none(target, 'no step ran'),
    );
  }

  const ref = input.reference;
  if (!ref || !input.messages) {
    rows.push(none(scale, 'needs BENCH_REFERENCE (a run with 1/10 the messages)'));
    return rows;
  }
  // The highest rate both runs held: the same load, different amounts of data.
  const common = steps
    .filter(held)
    .map((s) => [s, ref.steps.find((r) => r.ratePerSec === s.ratePerSec && held(r))] as const)
    .filter((pair): pair is readonly [PollStep, PollStep] => Boolean(pair[1]))
    .pop();
  if (!common) {
    rows.push(none(scale, 'no rate held in both runs'));
    return rows;
  }
  const [now, before] = common;
  const factor = now.latencyMs.p99 / before.latencyMs.p99;
  const messagesFactor = input.messages / ref.messages;
  rows.push({
    target: scale,
    figure: `p99 ${now.latencyMs.p99} ms at ${now.ratePerSec}/s, ${input.messages} messages`,
    baseline: `p99 ${before.latencyMs.p99} ms, ${ref.messages} messages`,
    ratio: `${factor.toFixed(2)}× for ${messagesFactor.toFixed(1)}× the messages`,
    verdict: messagesFactor >= t.messagesScale * 0.9 ? verdict(factor <= t.latencyFactor) : 'not measured',
  });
  return rows;
}

export function evaluateTargets(input: TargetInput): TargetRow[] {
  const tt = THROUGHPUT_TARGETS;
  const pollRatio = input.database === 'pglite' ? tt.polls.ratio.pglite : tt.polls.ratio.postgresql;
  return [
    ...budgetRows(input.budgets),
    ...ratioRows(input, tt.publicHtml.routes, tt.publicHtml.baseline, tt.publicHtml.ratio, 'HTML'),
    ...ratioRows(input, tt.polls.routes, tt.polls.baseline, pollRatio, `poll (${input.database})`),
    ...ratioRows(input, tt.notModified.routes, tt.notModified.baseline, tt.notModified.ratio, 'poll'),
    ...pollingRows(input),
  ];
}

export function formatTargets(rows: TargetRow[]): string {
  const holds = rows.filter((r) => r.verdict === 'holds').length;
  const short = rows.filter((r) => r.verdict === 'short').length;
  return [
    `Targets of the speed issue (scripts/bench/budgets.ts): ${holds} hold, ${short} short, ` +
      `${rows.length - holds - short} not measured. Lighthouse and INP: npm run bench:lighthouse, npm run bench:inp`,
    table(
      ['target', 'figure', 'baseline (same run)', 'ratio', 'verdict'],
      rows.map((r) => [r.target, r.figure, r.baseline, r.ratio, r.verdict]),
      [],
    ),
  ].join('\n');
}
