// /api/admin/dashboard — the owner's dashboard (issue 15). GET ?site=&from=&to= (UTC days,
// inclusive; default the last 30 days, every site of the staff member): per site and day lander
// visits, bounces, signups, confirmations, first purchases, revenue per currency, member
// messages, with per-day sums and totals. ?format=csv: the same rows as a CSV download.
import { adminRoute } from '@/lib/server/admin/route';
import { dashboard } from '@/lib/server/admin/dashboard/service';
import { dashboardCsv } from '@/lib/server/admin/dashboard/csv';
import { dashboardQuerySchema } from '@/lib/schemas/admin-dashboard';

export const GET = adminRoute({ area: 'dashboard', query: dashboardQuerySchema }, async ({ query, staff }) => {
  const data = await dashboard(staff, query);
  if (query.format !== 'csv') return data;
  const name = `heartline-dashboard-${data.site ?? 'all'}-${data.from}-${data.to}.csv`;
  return new Response(dashboardCsv(data), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
