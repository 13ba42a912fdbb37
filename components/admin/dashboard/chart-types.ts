// What the dashboard's server page hands its chart island: plain numbers and translated labels.

export type ChartSeries = { label: string; data: number[]; color: string };

export type DashboardChartProps = {
  kind: 'line' | 'bar';
  /** The x axis: one label per day. */
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, for screen readers (the table beside it holds the figures). */
  description: string;
};
