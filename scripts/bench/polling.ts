// The fixed-rate polling run: many members' sessions poll GET /api/chats.php and /api/likes.php as
// the browser does (If-None-Match with the last ETag, so mostly 304s), open loop: request k of a
// step is sent at k/rate s whether or not earlier ones have answered, and its latency is measured
// from that scheduled time, so queueing in the server (or in the client) counts. Meanwhile a few
// members (the writers) send messages to other polled members through POST /api/chat.php, so some
// polls find a change and answer 200, as in real use.
import os from 'node:os';
import {
  closeAgent,
  count,
  ENDPOINTS,
  openAgent,
  poll,
  prime,
  write,
  type Endpoint,
  type Member,
  type Writer,
} from './poll-requests';
import { tcpCounters, tcpDelta } from './tcp-stats';
import { pollOptions, type PollOptions, type PollResult, type PollStep } from './poll-types';
import { dueCount, scheduledAt, shuffled, summarize } from './stats';

// A step stops sending once this many seconds of arrivals are queued (the server cannot keep up:
// waiting longer only grows the queue), and cancels what is still unanswered DRAIN_MS later.
const SATURATION_SEC = 3;
const DRAIN_MS = 10_000;

let stopped = false;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function stopPolling(): void {
  stopped = true;
}

async function step(
  base: string,
  order: [Member, Endpoint][],
  startIndex: number,
  writers: Writer[],
  rate: number,
  opts: PollOptions,
): Promise<PollStep> {
  const loadAvgBefore = os.loadavg()[0];
  const tcpBefore = tcpCounters();
  const latencies: number[] = [];
  const samples: PollStep['slowest'] = [];
  const lags: number[] = [];
  const statusCodes: Record<string, number> = {};
  const byEndpoint = Object.fromEntries(
    ENDPOINTS.map((e) => [e, { '200': 0, '304': 0, lat: [] as number[] }]),
  ) as Record<Endpoint, { '200': number; '304': number; lat: number[] }>;
  const writeCodes: Record<string, number> = {};
  const writeLat: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  let writeErrors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => (pending.add(p), void p.finally(() => pending.delete(p)));
  const runId = `${Date.now().toString(36)}-${rate}`;
  const abort = new AbortController();
  let saturatedAfterSec: number | null = null;
  let windowEnd = Infinity;
  let completedInWindow = 0;
  const activeWriters = writers.filter((w) => w.conversationIds.length);

  const t0 = performance.now();
  const endMs = opts.durationSec * 1000;
  let sent = 0;
  let written = 0;
  while (!stopped) {
    const elapsed = performance.now() - t0;
    if (elapsed >= endMs) break;
    if (inFlight > rate * SATURATION_SEC) {
      saturatedAfterSec = Math.round(elapsed / 100) / 10;
      break;
    }
    const due = Math.min(dueCount(elapsed, rate), Math.ceil((endMs * rate) / 1000));
    for (; sent < due; sent++) {
      const at = t0 + scheduledAt(sent, rate);
      const [member, endpoint] = order[(startIndex + sent) % order.length];
      lags.push(performance.now() - at);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      track(
        poll(base, member, endpoint, opts.timeoutMs, abort.signal)
          .then(
            (status) => {
              const now = performance.now();
              if (now <= windowEnd) completedInWindow++;
              const ms = now - at;
              latencies.push(ms);
              samples.push({ atSec: Math.round((at - t0) / 100) / 10, ms: Math.round(ms), endpoint, status });
              count(statusCodes, status);
              const e = byEndpoint[endpoint];
              if (status === 200 || status === 304) e[status]++;
              e.lat.push(ms);
            },
            (err: NodeJS.ErrnoException) => {
              if (abort.signal.aborted) return;
              errors++;
              count(errorKinds, err.code ?? err.name);
            },
          )
          .finally(() => void inFlight--),
      );
    }
    if (opts.writesPerSec > 0 && activeWriters.length) {
      const dueWrites = dueCount(elapsed, opts.writesPerSec);
      for (; written < dueWrites; written++) {
        const at = t0 + scheduledAt(written, opts.writesPerSec);
        const writer = activeWriters[written % activeWriters.length];
        track(
          write(
            base,
            writer,
            Math.floor(written / activeWriters.length),
            runId,
            AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), abort.signal]),
          ).then(
            (status) => (count(writeCodes, status), void writeLat.push(performance.now() - at)),
            () => void (abort.signal.aborted || writeErrors++),
          ),
        );
      }
    }
    await sleep(1);
  }
  windowEnd = performance.now();
  const windowSec = (windowEnd - t0) / 1000;
  const drained = await Promise.race([
    Promise.all([...pending]).then(() => true),
    sleep(DRAIN_MS).then(() => false),
  ]);
  const abandoned = drained ? 0 : inFlight;
  if (!drained) {
    abort.abort();
    await Promise.all([...pending]);
  }
  const unexpected = Object.entries(statusCodes)
    .filter(([s]) => s !== '200' && s !== '304')
    .reduce((a, [, n]) => a + n, 0);
  return {
    ratePerSec: rate,
    durationSec: opts.durationSec,
    sent,
    achievedPerSec: Math.round((completedInWindow / windowSec) * 10) / 10,
    latencyMs: summarize(latencies),
    sendLagMsP99: summarize(lags).p99,
    maxInFlight,
    saturatedAfterSec,
    abandoned,
    errors,
    errorKinds,
    unexpected,
    statusCodes,
    byEndpoint: Object.fromEntries(
      ENDPOINTS.map((e) => [
        e,
        { '200': byEndpoint[e]['200'], '304': byEndpoint[e]['304'], p99Ms: summarize(byEndpoint[e].lat).p99 },
      ]),
    ) as PollStep['byEndpoint'],
    writes: { sent: written, statusCodes: writeCodes, errors: writeErrors, latencyMs: summarize(writeLat) },
    loadAvgBefore,
    slowest: samples.sort((a, b) => b.ms - a.ms).slice(0, 5),
    tcp: tcpDelta(tcpBefore, tcpCounters()),
  };
}

export async function pollingRun(
  base: string,
  tokens: string[],
  writers: Writer[],
  opts: PollOptions,
  log: (msg: string) => void,
): Promise<PollResult> {
  openAgent(opts.connections);
  const members: Member[] = tokens.map((t) => ({ cookie: `hl_session=${t}`, etags: {} }));
  log(`polling: first poll of ${members.length} members (${members.length * 2} requests, 20 connections)`);
  const first = await prime(base, members, opts.timeoutMs);
  log(
    `  ${first.requests} in ${first.seconds} s, p50 ${first.latencyMs.p50} ms, p99 ${first.latencyMs.p99} ms`,
  );
  const order = shuffled(
    members.flatMap((m) => ENDPOINTS.map((e) => [m, e] as [Member, Endpoint])),
    42,
  );
  const steps: PollStep[] = [];
  let index = 0;
  for (const rate of opts.rates) {
    if (stopped) break;
    const every = order.length / rate;
    log(
      `polling at ${rate} req/s for ${opts.durationSec} s (each member polls each endpoint every ${every.toFixed(0)} s)`,
    );
    const s = await step(base, order, index, writers, rate, opts);
    index += s.sent;
    log(
      `  achieved ${s.achievedPerSec} req/s, p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms, max ${s.latencyMs.max} ms, ` +
        `${JSON.stringify(s.statusCodes)}, errors ${s.errors}, writes ${JSON.stringify(s.writes.statusCodes)}`,
    );
    steps.push(s);
    if (s.saturatedAfterSec !== null) {
      log(
        `  saturated after ${s.saturatedAfterSec} s (${SATURATION_SEC} s of arrivals waiting), ${s.abandoned} cancelled; higher rates skipped`,
      );
      break;
    }
    await sleep(2_000);
  }
  closeAgent();
  return { members: members.length, writers: writers.length, prime: first, steps };
}

export { pollOptions, type PollOptions, type PollResult, type PollStep };
