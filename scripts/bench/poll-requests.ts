// The polling run's requests: one member's poll (If-None-Match with its last ETag, keeping the new
// ETag of a 200), the first poll of every member, and a writer's message. All go through one
// keep-alive pool (http-client.ts).
import type http from 'node:http';
import { createAgent, send } from './http-client';
import { summarize, type LatencySummary } from './stats';

export const ENDPOINTS = ['/api/chats.php', '/api/likes.php'] as const;
export type Endpoint = (typeof ENDPOINTS)[number];
export type Member = { cookie: string; etags: Partial<Record<Endpoint, string>> };
export type Writer = { token: string; conversationIds: number[] };
export type PrimeResult = {
  requests: number;
  seconds: number;
  statusCodes: Record<string, number>;
  latencyMs: LatencySummary;
};

export const count = (map: Record<string, number>, key: string | number) => (map[key] = (map[key] ?? 0) + 1);

let agent: http.Agent = createAgent(64);

/** One pool for the whole run, BENCH_POLL_CONNECTIONS sockets. */
export function openAgent(sockets: number): void {
  agent.destroy();
  agent = createAgent(sockets);
}

export function closeAgent(): void {
  agent.destroy();
}

export async function poll(
  base: string,
  member: Member,
  endpoint: Endpoint,
  timeoutMs: number,
  abort?: AbortSignal,
): Promise<number> {
  const headers: Record<string, string> = { cookie: member.cookie };
  const etag = member.etags[endpoint];
  if (etag) headers['if-none-match'] = etag;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = abort ? AbortSignal.any([timeout, abort]) : timeout;
  const res = await send(agent, base + endpoint, { headers, signal });
  if (res.status === 200 && res.etag) member.etags[endpoint] = res.etag;
  return res.status;
}

export async function prime(base: string, members: Member[], timeoutMs: number): Promise<PrimeResult> {
  const jobs = members.flatMap((m) => ENDPOINTS.map((e) => [m, e] as const));
  const statusCodes: Record<string, number> = {};
  const latencies: number[] = [];
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < jobs.length) {
        const [m, e] = jobs[next++];
        const t = performance.now();
        count(statusCodes, await poll(base, m, e, timeoutMs));
        latencies.push(performance.now() - t);
      }
    }),
  );
  const bad = Object.keys(statusCodes).filter((s) => s !== '200');
  if (bad.length) throw new Error(`first polls answered ${JSON.stringify(statusCodes)}; expected only 200`);
  return {
    requests: jobs.length,
    seconds: Math.round(performance.now() - t0) / 1000,
    statusCodes,
    latencyMs: summarize(latencies),
  };
}

/** Sends one text message as a writer into one of its conversations with another polled member. */
export async function write(
  base: string,
  writer: Writer,
  k: number,
  runId: string,
  signal: AbortSignal,
): Promise<number> {
  const conversationId = writer.conversationIds[k % writer.conversationIds.length];
  const res = await send(agent, `${base}/api/chat.php`, {
    method: 'POST',
    headers: {
      cookie: `hl_session=${writer.token}`,
      'content-type': 'application/json',
      origin: new URL(base).origin,
      'sec-fetch-site': 'same-origin',
    },
    body: JSON.stringify({
      conversation_id: conversationId,
      kind: 'text',
      body: `Bench message ${k}`,
      client_key: `bench-${runId}-${k}`,
    }),
    signal,
  });
  return res.status;
}
