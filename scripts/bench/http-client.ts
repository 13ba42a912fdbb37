// The polling run's HTTP client: node:http with one keep-alive agent of a fixed number of sockets
// (BENCH_POLL_CONNECTIONS, 64), like a reverse proxy's upstream pool. Node's fetch opens another
// connection whenever all are busy, so under a queue the client would churn through connections
// and its own connection handling would be part of the figures; a request waiting here for a free
// socket is simply queued, and that wait counts in its latency (measured from the schedule).
import http from 'node:http';

export type Answer = { status: number; etag: string | null };

export function createAgent(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

export function send(
  agent: http.Agent,
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = init.body
      ? { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) }
      : init.headers;
    const req = http.request(
      url,
      { agent, method: init.method ?? 'GET', headers, signal: init.signal },
      (res) => {
        res.resume(); // the body is not needed, but must be read for the socket to be reused
        res.once('end', () => {
          const etag = res.headers.etag;
          resolve({ status: res.statusCode ?? 0, etag: typeof etag === 'string' ? etag : null });
        });
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(init.body);
  });
}
