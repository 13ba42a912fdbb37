// The polling run's pure helpers (scripts/bench/stats.ts): percentiles and the open-loop schedule.
import { describe, expect, it } from 'vitest';
import { dueCount, percentile, scheduledAt, shuffled, summarize } from '@/scripts/bench/stats';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const v = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(v, 50)).toBe(50);
    expect(percentile(v, 99)).toBe(99);
    expect(percentile(v, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarize sorts its input and reports max and mean', () => {
    expect(summarize([30, 10, 20])).toEqual({ count: 3, mean: 20, p50: 20, p90: 30, p99: 30, max: 30 });
  });
});

describe('open-loop schedule', () => {
  it('makes requests due at a fixed rate, independent of answers', () => {
    expect(dueCount(-1, 200)).toBe(0);
    expect(dueCount(0, 200)).toBe(1); // request 0 at t = 0
    expect(dueCount(4.9, 200)).toBe(1);
    expect(dueCount(5, 200)).toBe(2);
    expect(dueCount(1000, 200)).toBe(201);
    expect(scheduledAt(200, 200)).toBe(1000);
    expect(scheduledAt(3, 100)).toBe(30);
  });

  it('shuffles the same way every time, keeping every item once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const a = shuffled(items, 42);
    expect(shuffled(items, 42)).toEqual(a);
    expect(a).not.toEqual(items);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled(items, 7)).not.toEqual(a);
  });
});
