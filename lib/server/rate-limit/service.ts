import 'server-only';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { sql } from 'drizzle-orm';
import { dbKind, getDb } from '@/lib/server/db/client';
import type { LimitSpec } from './limits';
import { limiterFor, RATE_LIMIT_TABLE, resetMemoryLimiters } from './store';

export type Attempt = {
  ok: boolean;
  /** Attempts counted in the current window, this one included. */
  consumed: number;
  /** Attempts left before the key goes over. */
  remaining: number;
  /** Until the window (or block) ends. */
  msBeforeNext: number;
};

// The store's key column is varchar(255) and an e-mail alone may be 254 characters.
const MAX_KEY = 200;

/** A store key from its parts; long ones become a digest (same parts, same key). */
export function limitKey(...parts: (string | number)[]): string {
  const key = parts.join(':');
  return key.length <= MAX_KEY ? key : createHash('sha256').update(key).digest('hex');
}

function toAttempt(res: RateLimiterRes, ok: boolean): Attempt {
  return { ok, consumed: res.consumedPoints, remaining: res.remainingPoints, msBeforeNext: res.msBeforeNext };
}

/**
 * Counts one attempt for the key, atomically in the store, and says whether it is within the
 * limit. Concurrent attempts each get their own number. A store failure throws (refusing to
 * count must not mean letting everything through).
 */
export async function take(spec: LimitSpec, key: string, points = 1): Promise<Attempt> {
  const limiter = await limiterFor(spec);
  try {
    return toAttempt(await limiter.consume(key, points), true);
  } catch (err) {
    if (err instanceof RateLimiterRes) return toAttempt(err, false);
    throw err;
  }
}

/** Takes back attempts that turned out fine (a right password is not a failure). */
export async function giveBack(spec: LimitSpec, key: string, points = 1): Promise<void> {
  await (await limiterFor(spec)).reward(key, points);
}

export async function clear(spec: LimitSpec, key: string): Promise<void> {
  await (await limiterFor(spec)).delete(key);
}

/** Refuses the key for `seconds` from now, whatever its count. */
export async function block(spec: LimitSpec, key: string, seconds: number): Promise<void> {
  await (await limiterFor(spec)).block(key, seconds);
}

/** Records the key for the spec's duration (a flag that expires by itself). */
export async function mark(spec: LimitSpec, key: string): Promise<void> {
  await (await limiterFor(spec)).set(key, 1, spec.duration);
}

/** Whether the key has a live count or mark. */
export async function isMarked(spec: LimitSpec, key: string): Promise<boolean> {
  const res = await (await limiterFor(spec)).get(key);
  // The memory store may still hold a record whose time ran out (its timer has not fired yet).
  return Boolean(res && res.consumedPoints > 0 && res.msBeforeNext > 0);
}

/** Whole minutes until a refusal ends, at least 1: what the translated messages show. */
export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/**
 * The network an address belongs to for throttling: its /24 for IPv4 and its /64 for IPv6
 * (a home or a server usually gets a whole /64). Anything else is its own network.
 */
export function subnetOf(ip: string): string {
  if (isIP(ip) === 4) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(ip) === 6) {
    const [head, tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::')
      ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

/** Forgets every count: tests between cases (the table on PostgreSQL, the maps in memory). */
export async function resetAllLimits(): Promise<void> {
  if ((await dbKind()) === 'postgres')
    await (await getDb()).execute(sql.raw(`delete from ${RATE_LIMIT_TABLE}`));
  await resetMemoryLimiters();
}
