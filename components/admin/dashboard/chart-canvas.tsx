'use client';

import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { DashboardChartProps } from './chart-types';

// Only the parts the two charts use are registered (chart.js tree-shakes the rest).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip);

/** The canvas chart.js draws on; redrawn when the figures change, destroyed on unmount. */
export function ChartCanvas({ kind, labels, series, description }: DashboardChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.data,
          borderColor: s.color,
          backgroundColor: s.color,
          // Monotone: a curve between two counts never dips below zero or overshoots.
          cubicInterpolationMode: 'monotone' as const,
          pointRadius: labels.length > 60 ? 0 : 3,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        // Counts are whole numbers; money keeps its decimals.
        scales: { y: { beginAtZero: true, ticks: kind === 'line' ? { precision: 0 } : {} } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series]);

  // The canvas is a picture; its figures are in the table next to it.
  return (
    <canvas ref={canvas} role="img" aria-label={description}>
      {description}
    </canvas>
  );
}
