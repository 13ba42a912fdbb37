// GET /api/metrics: Prometheus text for clients on this machine (socket address, never a header)
// or with the bearer METRICS_TOKEN, 404 for anyone else; request rate and latency per route
// pattern, database pool, outbox backlog and failures, live streams, push failures.
import { GET as metricsRoute } from '@/app/api/metrics/route';
import { GET as companyInfo } from '@/app/api/companyinfo.php/route';
import { GET as getUser } from '@/app/api/user.php/route';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import {
  countOutboxFailure,
  countPushFailure,
  streamClosed,
  streamOpened,
} from '@/lib/server/metrics/registry';
import { observeHttp } from '@/lib/server/metrics/http';
import { drainOutbox, queueMail } from '@/lib/server/mail/service';
import { logTo } from '@/lib/server/log';
import { Writable } from 'node:stream';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { startSmtpSink } from '../setup/smtp-sink';

const TOKEN = 'metrics-token-0123456789abcdef';
const saved = {
  METRICS_TOKEN: process.env.METRICS_TOKEN,
  TRUST_PROXY: process.env.TRUST_PROXY,
  SMTP_URL: process.env.SMTP_URL,
};

function setEnv(name: keyof typeof saved, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  resetEnvCache();
}

const scrape = (headers: Record<string, string>) =>
  callRoute(metricsRoute, apiRequest('GET', 'http://localhost/api/metrics', { headers }));

/** The value of one sample line, e.g. sample(text, 'heartline_live_streams'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let site: Awaited<ReturnType<typeof createSite>>;
beforeAll(async () => {
  site = await createSite();
});
afterEach(() => {
  setEnv('METRICS_TOKEN', saved.METRICS_TOKEN);
  setEnv('TRUST_PROXY', saved.TRUST_PROXY);
  setEnv('SMTP_URL', saved.SMTP_URL);
});

describe('who may read /api/metrics', () => {
  it('answers clients on this machine by their socket address', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape({ 'x-heartline-peer': peer });
      expect(res.status, peer).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 404 to anyone else, whatever headers they forge', async () => {
    expect((await scrape({ 'x-heartline-peer': '203.0.113.9' })).status).toBe(404);
    expect(
      (
        await scrape({
          'x-heartline-peer': '203.0.113.9',
          'x-forwarded-for': '127.0.0.1',
          'x-real-ip': '127.0.0.1',
        })
      ).status,
    ).toBe(404);
    expect((await scrape({})).status).toBe(404);
    // A token sent while none is configured opens nothing.
    expect(
      (await scrape({ 'x-heartline-peer': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).status,
    ).toBe(404);
  });

  it('answers the right bearer token from anywhere, and 404 to a wrong one', async () => {
    setEnv('METRICS_TOKEN', TOKEN);
    const remote = { 'x-heartline-peer': '203.0.113.9' };
    expect((await scrape({ ...remote, authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await scrape({ ...remote, authorization: `bearer ${TOKEN}` })).status).toBe(200);
    expect((await scrape({ ...remote, authorization: `Bearer ${TOKEN}x` })).status).toBe(404);
    expect((await scrape({ ...remote, authorization: `Bearer ${TOKEN.slice(0, -1)}` })).status).toBe(404);
    expect((await scrape({ ...remote, authorization: TOKEN })).status).toBe(404);
    expect((await scrape(remote)).status).toBe(404);
    // A wrong token is refused on this machine too: it is a mistake worth seeing.
    expect(
      (await scrape({ 'x-heartline-peer': '127.0.0.1', authorization: 'Bearer wrong-token-wrong-token' }))
        .status,
    ).toBe(404);
    expect((await scrape({ 'x-heartline-peer': '127.0.0.1' })).status).toBe(200);
  });

  it('behind a trusted proxy (which may itself be the loopback client) demands the token', async () => {
    setEnv('TRUST_PROXY', 'true');
    expect((await scrape({ 'x-heartline-peer': '127.0.0.1' })).status).toBe(404);
    setEnv('METRICS_TOKEN', TOKEN);
    expect((await scrape({ 'x-heartline-peer': '127.0.0.1', authorization: `Bearer ${TOKEN}` })).status).toBe(
      200,
    );
  });
});

describe('what /api/metrics reports', () => {
  it('counts requests per route pattern and status, and reads the pool and outbox on scrape', async () => {
    const local = { 'x-heartline-peer': '127.0.0.1' };
    const before = (await scrape(local)).json as string;
    const ok = 'heartline_http_requests_total{route="/api/companyinfo.php",method="GET",status="200"}';
    const denied = 'heartline_http_requests_total{route="/api/user.php",method="GET",status="403"}';
    const okBefore = sample(before, ok) ?? 0;
    const deniedBefore = sample(before, denied) ?? 0;

    for (let i = 0; i < 3; i++) {
      expect(
        (await callRoute(companyInfo, apiRequest('GET', `http://localhost/api/companyinfo.php?n=${i}`)))
          .status,
      ).toBe(200);
    }
    expect(
      (await callRoute(getUser, apiRequest('GET', 'http://localhost/api/user.php?id=12345'))).status,
    ).toBe(403);
    const db = await getDb();
    await db.insert(outbox).values([
      { channel: 'email', recipient: 'a@example.test', text: 'one' },
      { channel: 'email', recipient: 'b@example.test', text: 'two' },
      { channel: 'email', recipient: 'c@example.test', text: 'sent', status: 'sent' },
    ]);
    countOutboxFailure();
    countPushFailure();
    streamOpened();
    streamOpened();
    streamClosed();
    // Pages as our HTTP server reports them: grouped by their pattern, never their ids.
    observeHttp({ method: 'GET', url: '/de/members/4711?x=secret-token', status: 200, seconds: 0.02 });
    observeHttp({ method: 'GET', url: '/this/does/not/exist-98765', status: 404, seconds: 0.01 });

    const text = (await scrape(local)).json as string;
    expect(sample(text, ok)).toBe(okBefore + 3);
    expect(sample(text, denied)).toBe(deniedBefore + 1);
    expect(
      sample(
        text,
        'heartline_http_request_duration_seconds_count{route="/api/companyinfo.php",method="GET"}',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(text).toContain(
      'heartline_http_request_duration_seconds_bucket{le="0.1",route="/api/companyinfo.php",method="GET"}',
    );
    expect(sample(text, 'heartline_http_requests_total{route="/members",method="GET",status="200"}')).toBe(1);
    expect(sample(text, 'heartline_http_requests_total{route="not_found",method="GET",status="404"}')).toBe(
      1,
    );
    // Bounded labels: no raw URL, id or query string in any label (the samples' values are numbers
    // that may hold those digits by chance, e.g. a process's CPU seconds).
    const labels = [...text.matchAll(/\{[^}]*\}/g)].map((m) => m[0]).join('\n');
    expect(labels).toContain('route="/members"');
    for (const raw of ['4711', '98765', '12345', 'secret-token', '?n=', 'exist-'])
      expect(labels).not.toContain(raw);

    expect(sample(text, 'heartline_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'heartline_outbox_backlog{status="queued"}')).toBe(2);
    expect(sample(text, 'heartline_outbox_backlog{status="sending"}')).toBe(0);
    expect(sample(text, 'heartline_outbox_send_failures_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'heartline_push_send_failures_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'heartline_live_streams')).toBe(1);
    // The process's own metrics, under the names dashboards expect.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    streamClosed();
  });
});

describe('outbox failures', () => {
  it('counts each failed send and logs it without the recipient', async () => {
    const sink = await startSmtpSink();
    const lines: string[] = [];
    logTo(new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    try {
      const local = { 'x-heartline-peer': '127.0.0.1' };
      const failures = 'heartline_outbox_send_failures_total';
      const before = sample((await scrape(local)).json as string, failures) ?? 0;
      setEnv('SMTP_URL', undefined); // queue without queueMail's own kick
      const db = await getDb();
      await db.delete(outbox); // only this test's mail
      await queueMail(db, {
        site,
        to: 'flaky-recipient@example.test',
        locale: 'en',
        template: { kind: 'email_changed_notice', newEmail: 'x@example.test' },
      });
      setEnv('SMTP_URL', sink.url);
      sink.failNext(2);
      expect(await drainOutbox()).toBe(0);
      expect(await drainOutbox()).toBe(0);
      expect(sample((await scrape(local)).json as string, failures)).toBe(before + 2);
      expect(lines.filter((l) => l.includes('mail send failed'))).toHaveLength(2);
      expect(lines.join('')).not.toContain('flaky-recipient');
      expect(await drainOutbox()).toBe(1);
      expect(sample((await scrape(local)).json as string, failures)).toBe(before + 2);
    } finally {
      logTo(undefined);
      await sink.close();
    }
  });
});
