import 'server-only';
import { env } from '@/lib/env';

type HeaderSource = { get(name: string): string | null };

const WINDOW_MS = 3_600_000;
// Keys come from requests: past this many, expired ones are swept before a new key is added.
const MAX_KEYS = 10_000;

const store = globalThis as unknown as { __heartlineSignupAttempts?: Map<string, number[]> };
const attempts: Map<string, number[]> = (store.__heartlineSignupAttempts ??= new Map());

/**
 * The client's address as our own side saw it: the last X-Forwarded-For hop. Next's server sets
 * that header from the socket when a request arrives without one; behind a proxy
 * (TRUST_PROXY=true) the proxy appends the address it saw, which is again the last hop.
 */
export function clientIp(headers: HeaderSource): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.at(-1) ?? headers.get('x-real-ip') ?? 'unknown';
}

function sweep(now: number): void {
  for (const [key, times] of attempts) if (times.every((t) => now - t >= WINDOW_MS)) attempts.delete(key);
}

/**
 * Counts one signup attempt for an address; false when it had SIGNUP_LIMIT_PER_HOUR within the
 * last hour. In memory: one instance counts its own requests (documented in docs/decisions.md).
 */
export function takeSignupAttempt(ip: string, now = Date.now()): { ok: boolean; retryAfterMinutes: number } {
  const limit = env().SIGNUP_LIMIT_PER_HOUR;
  const recent = (attempts.get(ip) ?? []).filter((t) => now - t < WINDOW_MS);
  if (recent.length >= limit) {
    attempts.set(ip, recent);
    return { ok: false, retryAfterMinutes: Math.max(1, Math.ceil((recent[0] + WINDOW_MS - now) / 60_000)) };
  }
  if (!attempts.has(ip) && attempts.size >= MAX_KEYS) sweep(now);
  recent.push(now);
  attempts.set(ip, recent);
  return { ok: true, retryAfterMinutes: 0 };
}

export function resetSignupAttempts(): void {
  attempts.clear();
}
