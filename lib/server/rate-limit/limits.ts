import 'server-only';
import { env } from '@/lib/env';
import type { Site } from '@/lib/server/sites/service';

/**
 * Every limiter of the app, in one place. `points` attempts per `duration` seconds per key;
 * with `blockDuration` the key is refused for that long once it went over. The name prefixes
 * the keys in the shared store, so it must stay stable across releases.
 */
export type LimitSpec = { name: string; points: number; duration: number; blockDuration?: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Reset mails per address and day: the spec's "Too many password reset emails sent, please try again tomorrow". */
export const RESET_MAILS_PER_DAY = 3;

export const limits = {
  /** Console sign-ins per client address (issue 15), on top of each staff account's own lockout. */
  staffLogin: (): LimitSpec => ({
    name: 'staff-login',
    points: env().STAFF_LOGINS_PER_ADDRESS,
    duration: 15 * MINUTE,
    blockDuration: 15 * MINUTE,
  }),

  /** Signup attempts per client address (issue: throwaway accounts). */
  signup: (): LimitSpec => ({ name: 'signup', points: env().SIGNUP_LIMIT_PER_HOUR, duration: HOUR }),

  /** Reset requests per client address, known addresses or not. */
  resetClient: (): LimitSpec => ({
    name: 'reset-client',
    points: env().RESET_REQUESTS_PER_HOUR,
    duration: HOUR,
  }),

  /** Reset requests per site and address, counted whether an account exists or not. */
  resetAddress: (): LimitSpec => ({ name: 'reset-address', points: RESET_MAILS_PER_DAY, duration: DAY }),

  /**
   * Spec §9 lockout, per site, e-mail and client address: loginMaxAttempts wrong passwords
   * block that client (not the account) for loginBlockMinutes.
   */
  loginClient: (site: Site): LimitSpec => ({
    name: 'login-client',
    points: site.config.loginMaxAttempts,
    duration: site.config.loginBlockMinutes * MINUTE,
    blockDuration: site.config.loginBlockMinutes * MINUTE,
  }),

  /** Failed logins from one address across every e-mail (password spraying). */
  loginAddress: (): LimitSpec => ({
    name: 'login-address',
    points: env().LOGIN_FAILURES_PER_ADDRESS,
    duration: 15 * MINUTE,
    blockDuration: 15 * MINUTE,
  }),

  /** The same from one /24 (IPv4) or /64 (IPv6): one machine rarely owns just one address. */
  loginSubnet: (): LimitSpec => ({
    name: 'login-subnet',
    points: env().LOGIN_FAILURES_PER_SUBNET,
    duration: 15 * MINUTE,
    blockDuration: 15 * MINUTE,
  }),

  /** Failed logins per site and e-mail from all clients together (distributed guessing). */
  loginAccount: (): LimitSpec => ({
    name: 'login-account',
    points: env().LOGIN_FAILURES_PER_ACCOUNT,
    duration: HOUR,
  }),

  /**
   * Addresses that logged in to an account: they pass the account cap while it holds. 14 days
   * (the memory store expires keys with setTimeout, which cannot wait past 24.8 days).
   */
  loginKnownClient: (): LimitSpec => ({ name: 'login-known', points: 1, duration: 14 * DAY }),
} as const;
