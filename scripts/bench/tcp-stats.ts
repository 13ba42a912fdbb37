// Linux TCP counters around a polling step (/proc/net/netstat; all zero elsewhere): SYNs
// retransmitted and accept-queue overflows show connection trouble that would otherwise look like
// slow answers. They count the whole machine, so other work on it adds to them.
import fs from 'node:fs';

export type TcpCounters = { synRetrans: number; listenOverflows: number };

export function tcpCounters(): TcpCounters {
  try {
    const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const head = lines.findIndex((l) => l.startsWith('TcpExt:'));
    const names = lines[head].split(/\s+/);
    const values = lines[head + 1].split(/\s+/).map(Number);
    const get = (name: string) => values[names.indexOf(name)] ?? 0;
    return { synRetrans: get('TCPSynRetrans'), listenOverflows: get('ListenOverflows') };
  } catch {
    return { synRetrans: 0, listenOverflows: 0 };
  }
}

export function tcpDelta(before: TcpCounters, after: TcpCounters): TcpCounters {
  return {
    synRetrans: after.synRetrans - before.synRetrans,
    listenOverflows: after.listenOverflows - before.listenOverflows,
  };
}
