// The polling run's options (BENCH_POLL_*) and result types.
import type { Endpoint, PrimeResult } from './poll-requests';
import type { LatencySummary } from './stats';
import type { TcpCounters } from './tcp-stats';

export type PollOptions = {
  rates: number[];
  durationSec: number;
  writesPerSec: number;
  connections: number;
  timeoutMs: number;
};

export type PollStep = {
  ratePerSec: number;
  durationSec: number;
  sent: number;
  achievedPerSec: number;
  latencyMs: LatencySummary;
  /** How late the client sent requests behind schedule (its own CPU, not the server's). */
  sendLagMsP99: number;
  maxInFlight: number;
  /** Seconds into the step when more than SATURATION_SEC of arrivals were waiting; sending stopped. */
  saturatedAfterSec: number | null;
  /** Requests still unanswered DRAIN_MS after the step ended (saturated steps), then cancelled. */
  abandoned: number;
  errors: number;
  /** Errors by code (ECONNRESET, timeouts as TimeoutError…). */
  errorKinds: Record<string, number>;
  /** Answers other than 200 and 304. */
  unexpected: number;
  statusCodes: Record<string, number>;
  byEndpoint: Record<Endpoint, { '200': number; '304': number; p99Ms: number }>;
  writes: { sent: number; statusCodes: Record<string, number>; errors: number; latencyMs: LatencySummary };
  loadAvgBefore: number;
  /** The five slowest polls: seconds into the step they were due, latency, endpoint, status. */
  slowest: { atSec: number; ms: number; endpoint: Endpoint; status: number }[];
  /** Machine-wide TCP counters during the step (tcp-stats.ts). */
  tcp: TcpCounters;
};

export type PollResult = {
  members: number;
  writers: number;
  /** The first poll of every member (no ETag yet: 200s), closed loop with 20 connections. */
  prime: PrimeResult;
  steps: PollStep[];
};

export function pollOptions(): PollOptions {
  const rates = (process.env.BENCH_POLL_RATES ?? '50,75,100,150,200,300,500')
    .split(',')
    .map((r) => Number(r.trim()));
  if (!rates.length || rates.some((r) => !Number.isFinite(r) || r <= 0))
    throw new Error('BENCH_POLL_RATES must be a comma-separated list of positive numbers (requests/s)');
  const durationSec = Number(process.env.BENCH_POLL_DURATION ?? 30);
  const writesPerSec = Number(process.env.BENCH_POLL_WRITE_RATE ?? 2);
  if (!(durationSec > 0)) throw new Error('BENCH_POLL_DURATION must be a positive number of seconds');
  if (!(writesPerSec >= 0)) throw new Error('BENCH_POLL_WRITE_RATE must be ≥ 0 (messages/s)');
  const connections = Number(process.env.BENCH_POLL_CONNECTIONS ?? 64);
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error('BENCH_POLL_CONNECTIONS must be a whole number ≥ 1');
  return { rates, durationSec, writesPerSec, connections, timeoutMs: 30_000 };
}
