// First-load JS of every route of budgets.ts against its budget: the baseline page's first-load JS
// of the same server plus the route's allowance. Used by `npm run bench` and `npm run check:budgets`.
import { FIRST_LOAD_BASELINE, FIRST_LOAD_BUDGETS, type RouteBudget } from './budgets';
import { firstLoadJs, type FirstLoad } from './first-load-js';
import { memberIds, resolveRoute } from './member-session';
import { PAGE_COOKIE } from './server';
import { table } from './table';

export type BudgetRow = RouteBudget & {
  path: string;
  load: FirstLoad;
  budgetBytes: number;
  holds: boolean;
};

export type BudgetReport = { baseline: FirstLoad; rows: BudgetRow[] };

/** `session` is the demo member's `hl_session=…` pair; member pages are fetched with it. */
export async function measureBudgets(base: string, session: string): Promise<BudgetReport> {
  const ids = await memberIds(base, session);
  const baseline = await firstLoadJs(base, FIRST_LOAD_BASELINE, { cookie: PAGE_COOKIE }, 200);
  const rows: BudgetRow[] = [];
  for (const budget of FIRST_LOAD_BUDGETS) {
    const path = resolveRoute(budget.route, ids);
    const cookie = budget.group === 'member' ? `${PAGE_COOKIE}; ${session}` : PAGE_COOKIE;
    const load = await firstLoadJs(base, path, { cookie }, budget.status);
    // Judged on every chunk the page names: the browser loads them all to hydrate it, whether the
    // HTML names them in a <script src>, a script preload or only in the RSC payload (streaming
    // order decides).
    const budgetBytes = baseline.namedGzipBytes + budget.extraKB * 1000;
    rows.push({ ...budget, path, load, budgetBytes, holds: load.namedGzipBytes <= budgetBytes });
  }
  return { baseline, rows };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function formatBudgets(report: BudgetReport): string {
  const b = report.baseline;
  const rows = report.rows.map((r) => [
    r.label,
    r.group,
    kB(r.load.namedGzipBytes),
    `${kB(r.budgetBytes)} (+${r.extraKB})`,
    `${r.load.namedGzipBytes - b.namedGzipBytes < 0 ? '' : '+'}${kB(r.load.namedGzipBytes - b.namedGzipBytes)}`,
    `${kB(r.load.gzipBytes)}`,
    `${kB(r.load.htmlBytes)} (${kB(r.load.rscBytes)})`,
    r.holds ? 'holds' : 'short',
  ]);
  return [
    `First-load JS budgets (gzip kB = 1000 bytes; baseline ${FIRST_LOAD_BASELINE}: ${kB(b.namedGzipBytes)} kB in ` +
      `${b.namedScripts} scripts, same server; budgets in scripts/bench/budgets.ts)`,
    table(
      ['route', 'group', 'kB', 'budget kB', 'over baseline', 'script tags kB', 'HTML kB (RSC)', 'verdict'],
      rows,
      [2, 3, 4, 5, 6],
    ),
    '(kB: every chunk the page names, its <script src> and preloaded files and those only the RSC payload',
    ' names, noModule skipped; script tags: the <script src> and preloaded files alone; HTML: the raw',
    ' document, of it the inline RSC payload)',
  ].join('\n');
}
