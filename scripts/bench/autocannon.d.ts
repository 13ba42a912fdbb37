// The part of autocannon's programmatic API that `npm run bench` uses (the package ships no types).
declare module 'autocannon' {
  function autocannon(options: autocannon.Options): autocannon.Instance;

  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      timeout?: number;
      title?: string;
    }

    /** hdr-histogram-percentiles-obj: mean, stddev, min, max and p0_001…p99_999 (p50, p90, p99…). */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      [percentile: string]: number;
    }

    interface Result {
      url: string;
      connections: number;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Histogram;
      requests: Histogram & { sent: number };
      throughput: Histogram;
    }

    interface Instance extends Promise<Result> {
      stop(): void;
    }
  }

  export = autocannon;
}
