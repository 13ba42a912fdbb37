// The seed line and the polling run's table of the stdout report.
import type { PollOptions, PollResult } from './polling';
import type { SeedOptions } from './seed';
import type { SeedResult } from './seed-types';
import { table } from './table';

export function formatSeed(seed: {
  options: SeedOptions;
  ms: SeedResult['ms'];
  counts: SeedResult['counts'];
}): string {
  const c = seed.counts;
  const s = (ms: number) => (ms / 1000).toFixed(1);
  return (
    `seed: ${s(seed.ms.total)} s before the server started (migrate ${s(seed.ms.migrate)}, demo ${s(seed.ms.demo)}, ` +
    `bulk SQL ${s(seed.ms.bulk)}, invariant checks ${s(seed.ms.check)}, sessions ${s(seed.ms.sessions)}); ` +
    `rows: ${c.users} users, ${c.conversations} conversations, ${c.messages} messages, ${c.likes} likes, ` +
    `${c.matches} matches, ${c.sessions} sessions`
  );
}

export function formatPolling(p: PollResult & { options: PollOptions }): string {
  const out = [
    `Polling: ${p.members} members' sessions poll GET /api/chats.php and /api/likes.php with If-None-Match, open loop ` +
      `at a fixed rate for ${p.options.durationSec} s per step (${p.options.connections} keep-alive connections); latency from the scheduled send time. ` +
      `${p.writers} of them send ${p.options.writesPerSec} messages/s in all to other polled members.`,
    `first poll of every member (no ETag, closed loop, 20 connections): ${p.prime.requests} requests in ` +
      `${p.prime.seconds} s, p50 ${p.prime.latencyMs.p50} ms, p99 ${p.prime.latencyMs.p99} ms`,
  ];
  const rows = p.steps.map((s) => {
    const c = s.byEndpoint['/api/chats.php'];
    const l = s.byEndpoint['/api/likes.php'];
    return [
      String(s.ratePerSec),
      s.achievedPerSec.toFixed(1),
      (p.members * 2) / s.ratePerSec < 100 ? ((p.members * 2) / s.ratePerSec).toFixed(0) : '',
      String(s.latencyMs.p50),
      String(s.latencyMs.p99),
      String(s.latencyMs.max),
      `${c['200']}/${c['304']}`,
      `${l['200']}/${l['304']}`,
      `${s.errors}/${s.unexpected}`,
      s.saturatedAfterSec === null ? 'no' : `after ${s.saturatedAfterSec} s (${s.abandoned} cancelled)`,
      `${s.writes.sent} (${Object.entries(s.writes.statusCodes)
        .map(([k, v]) => `${k}×${v}`)
        .join(' ')}), p99 ${s.writes.latencyMs.p99} ms`,
      String(s.maxInFlight),
      String(s.sendLagMsP99),
      s.loadAvgBefore.toFixed(1),
      `${s.tcp.synRetrans}/${s.tcp.listenOverflows}`,
    ];
  });
  out.push(
    table(
      [
        'rate/s',
        'achieved/s',
        'every s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'chats 200/304',
        'likes 200/304',
        'err/other',
        'saturated',
        'messages sent (status), p99',
        'max in flight',
        'client lag p99 ms',
        'load1',
        'SYN retr./overfl.',
      ],
      rows,
      [0, 1, 2, 3, 4, 5, 11, 12, 13],
    ),
    '(every s: how often each member polls each endpoint at that rate; err/other: errors and statuses other than',
    ' 200/304; saturated: more than 3 s of arrivals were waiting, so the step stopped sending, and what was',
    ' unanswered 10 s later was cancelled (then p99/max are lower bounds); client lag: how late the bench sent',
    ' requests behind schedule; SYN retr./overfl.: TCP SYNs retransmitted and accept-queue overflows on the',
    ' machine during the step)',
  );
  return out.join('\n');
}
