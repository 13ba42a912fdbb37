'use client';

import { clientOnly } from '@/components/ui/lazy-component';
import type { DashboardChartProps } from './chart-types';

// chart.js is loaded only here, as a chunk of its own after the page: no other page's bundle,
// and not even the dashboard's first load, carries it.
const ChartCanvas = clientOnly(() => import('./chart-canvas').then((m) => m.ChartCanvas));

/** A dashboard chart; the server page puts the same figures in a table beside it. */
export function DashboardChart(props: DashboardChartProps) {
  return (
    <div className="position-relative" style={{ height: 280 }} data-testid="dashboard-chart">
      <ChartCanvas {...props} />
    </div>
  );
}
