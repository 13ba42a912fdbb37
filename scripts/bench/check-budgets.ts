// `npm run check:budgets [-- --report-only]`: serves the production build (.next, or
// NEXT_DIST_DIR; or BENCH_URL), measures each route's first-load JS as a browser gets it and
// prints route | kB | budget | holds/short. Exits 1 when a route is over its budget (budgets.ts),
// 0 with --report-only. Port BENCH_PORT (3301).
import path from 'node:path';
import { formatBudgets, measureBudgets } from './budget-table';
import { login } from './member-session';
import { withServer } from './serve-build';

const ROOT = path.resolve(__dirname, '..', '..');
const reportOnly = process.argv.includes('--report-only');
const log = (msg: string) => console.error(`check:budgets: ${msg}`);

async function main(): Promise<void> {
  const report = await withServer(ROOT, 3301, log, async ({ url }) => measureBudgets(url, await login(url)));
  console.log(formatBudgets(report));
  const over = report.rows.filter((r) => !r.holds);
  if (!over.length) {
    console.log(`all ${report.rows.length} routes within budget`);
    return;
  }
  console.log(
    `${over.length} of ${report.rows.length} routes over budget: ${over.map((r) => r.label).join(', ')}`,
  );
  if (reportOnly) console.log('(--report-only: exit 0)');
  else process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`check:budgets: failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
});
