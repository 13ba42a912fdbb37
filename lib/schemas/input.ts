// zod/mini: the forms' schemas build on these ids, and the forms load in the browser (issue 10).
import * as z from 'zod/mini';

// Pieces every request schema shares, so that what passes validation is something the database
// can take: ids that fit an int4 column, timestamps that exist, text without NUL. A value the
// database would refuse is refused here with a 422, never left to become a 500.

/** The largest PostgreSQL `integer`: every serial id of the schema. */
export const DB_INT_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const dbId = z.number().check(z.int(), z.positive(), z.lte(DB_INT_MAX));

/** An id in a query string ("12" → 12). */
export const dbIdParam = z.coerce.number().check(z.int(), z.positive(), z.lte(DB_INT_MAX));

/**
 * "2025-03-01T12:00:00" (optionally followed by fractions and a zone) names a moment that exists:
 * no month 13, no 30 February, no year 0 (PostgreSQL has none). Cursors carry such moments.
 */
export function isRealTimestamp(value: string): boolean {
  const head = /^(\d{4})-\d\d-\d\dT\d\d:\d\d:\d\d/.exec(value);
  if (!head || Number(head[1]) < 1) return false;
  const date = new Date(`${head[0]}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(head[0]);
}

export type InputPath = (string | number)[];

type Step = { value: unknown; key: string | number | null; parent: Step | null };

function pathOf(step: Step | null): InputPath {
  const path: InputPath = [];
  for (let s = step; s && s.key !== null; s = s.parent) path.push(s.key);
  return path.reverse();
}

/** Text PostgreSQL cannot store: a NUL, or a lone UTF-16 surrogate (a JSON "\ud800" escape has no UTF-8 form). */
const unstorable = (s: string) => s.includes('\u0000') || !s.isWellFormed();

/**
 * Where the first NUL character (U+0000) or lone surrogate sits in a parsed query or JSON body,
 * in keys and string values at any depth, or null when there is none. PostgreSQL text cannot hold
 * either, so one anywhere is refused before any schema or service sees the value. Walks with its own stack
 * and builds the path only for a hit: a 64 kB body can nest 30,000 levels deep, and copying the
 * path at every level would cost quadratic time.
 */
export function findNul(value: unknown): InputPath | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const v = step.value;
    if (typeof v === 'string') {
      if (unstorable(v)) return pathOf(step);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, key: i, parent: step }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (unstorable(key)) return [...pathOf(step), key];
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}
