import 'server-only';

/** A random source whose sequence depends only on its seed, so every seed run builds the same data. */
export type Rng = {
  /** [0, 1) */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight: weighted([['a', 3], ['b', 1]]) gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  chance(p: number): boolean;
};

// mulberry32: tiny, fast and good enough for demo data; not for anything secret.
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return {
    next,
    int,
    pick,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const pool = [...items];
      // Partial Fisher–Yates: only the first n slots are shuffled.
      for (let i = 0; i < Math.min(n, pool.length); i++) {
        const j = int(i, pool.length - 1);
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      return pool.slice(0, n);
    },
    chance: (p: number) => next() < p,
  };
}
