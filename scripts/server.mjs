#!/usr/bin/env node
// Heartline's HTTP server: Next.js's request handler behind our own node:http server, for three
// things `next start` cannot do.
// 1. The client's address. Next keeps a client-sent X-Forwarded-For, so a route handler cannot
//    tell a forged header from the socket. Here every request gets `x-heartline-peer` from the
//    TCP socket, after any client-sent value is removed (lib/server/http/request-info.ts).
// 2. Draining on SIGTERM/SIGINT: stop accepting, let the app end its event streams, wait for
//    in-flight requests (bounded), let the app stop its jobs and close the database, exit 0.
//    The app's side registers itself on globalThis.__heartlineLifecycle (lib/server/lifecycle.ts).
// 3. Public pages from memory: an anonymous visitor's `/`, `/login`, `/signup` or 404 page is
//    rendered once per build, host, path and locale and then answered without Next, with a CSP
//    of the page's inline scripts' hashes. What may be cached and how is decided by the app
//    (lib/server/http/page-cache.ts, on globalThis.__heartlinePageCache); this file only asks
//    it, and copies a miss's answer for it. Likewise an unchanged poll of a session the app
//    remembers is answered 304 without Next (lib/server/http/poll-fast-path.ts,
//    globalThis.__heartlinePolls).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import next from 'next';
import { buildSpriteReader, buildStylesheetReader, keepPage, sendCachedPage } from './server-page-cache.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const dev = process.argv.includes('--dev');
if (!dev) process.env.NODE_ENV ??= 'production';

// Only process-level switches here; the app validates its configuration in lib/env.ts.
const PORT = Number(process.env.PORT || 3000);
// Not 127.0.0.1 as Next's hostname: it redirects unprefixed default-locale URLs forever (STACK.md).
const HOSTNAME = process.env.HOST || 'localhost';
const DRAIN_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);
if (!Number.isInteger(DRAIN_MS) || DRAIN_MS < 0) {
  // NaN ("10s") would make the drain end at once and cut every request in flight.
  console.error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, not ${JSON.stringify(process.env.SHUTDOWN_TIMEOUT_MS)}`);
  process.exit(1);
}
const PEER_HEADER = 'x-heartline-peer';
// A client's (or proxy's) request id is kept when it is harmless to log; else we make one.
const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const HOSTNAME_OF_MACHINE = hostname();

// A failed query's message ends in its parameters ("Failed query: … params: …"): never printed.
const errText = (err, stack = false) =>
  String((stack ? err?.stack : err?.message) ?? err).replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
const log = (level, msg, extra = {}) =>
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: HOSTNAME_OF_MACHINE, msg, ...extra }));

// The page cache's entries belong to one build (lib/server/http/page-cache.ts keys by it). In
// development every render may differ (code edits), so there is no cache there.
const DIST_DIR = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next');
const BUILD_ID = dev ? null : readBuildId();
const readStylesheet = buildStylesheetReader(DIST_DIR);
const readSprite = buildSpriteReader(path.join(ROOT, 'public'));
function readBuildId() {
  try {
    return readFileSync(path.join(DIST_DIR, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

const app = next({ dev, dir: ROOT, hostname: HOSTNAME, port: PORT });
const handle = app.getRequestHandler();

let inFlight = 0;
let draining = false;
let closing = false; // in-flight requests are done (or the bound passed): the app closes now
let idle = []; // resolvers waiting for inFlight to reach 0
const openResponses = new Set(); // to ask in-flight requests' connections to close once answered
// After SIGTERM the app gets this long, past the drain, to stop its jobs and close the database.
const CLOSE_MS = 15_000;

function onRequest(req, res) {
  // The raw header list may carry several copies; drop them all before setting ours.
  delete req.headers[PEER_HEADER];
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? 'unknown';
  // Several copies arrive joined with ", ", which the pattern refuses.
  const sentId = req.headers[REQUEST_ID_HEADER];
  const requestId = typeof sentId === 'string' && REQUEST_ID.test(sentId) ? sentId : randomUUID();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader('X-Request-Id', requestId);
  const started = performance.now();
  if (closing) {
    // The app is closing its database: a request now could only fail inside. Say so instead.
    res.writeHead(503, { 'Content-Type': 'application/json', Connection: 'close', 'Retry-After': '1' });
    res.end('{"error":"server_draining"}');
    return;
  }
  inFlight++;
  openResponses.add(res);
  if (draining) res.setHeader('Connection', 'close');
  res.once('close', () => {
    inFlight--;
    openResponses.delete(res);
    try {
      // Metrics and the debug access log (lib/server/metrics/http.ts), once the app has started.
      globalThis.__heartlineObserveHttp?.({
        method: req.method,
        url: req.url,
        status: res.statusCode,
        seconds: (performance.now() - started) / 1000,
        requestId,
      });
      // Lander page views for the dashboard, cached or rendered (lib/server/admin/dashboard/visits.ts).
      if (res.writableFinished) globalThis.__heartlineCountVisit?.(req, res.statusCode);
    } catch {
      // Counting must never keep the drain below from seeing this request end.
    }
    if (inFlight > 0) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  });
  // An unchanged poll of a valid session: its 304 without Next (poll-fast-path.ts).
  const polls = BUILD_ID ? globalThis.__heartlinePolls : undefined;
  if (polls?.paths.has(req.url)) {
    polls.answer(req).then(
      (headers) => {
        if (!headers) return toNext(req, res, requestId);
        res.writeHead(304, headers);
        res.end();
      },
      (err) => {
        log('error', 'poll fast path failed', { reqId: requestId, err: errText(err) });
        toNext(req, res, requestId);
      },
    );
    return;
  }
  toNext(req, res, requestId);
}

/** The public page cache first, then Next. */
function toNext(req, res, requestId) {
  const cache = BUILD_ID ? globalThis.__heartlinePageCache : undefined;
  let lookup = null;
  try {
    lookup = cache?.begin(req, BUILD_ID) ?? null;
  } catch (err) {
    log('error', 'page cache lookup failed', { reqId: requestId, err: errText(err) });
  }
  if (lookup?.hit) return sendCachedPage(req, res, lookup.hit);
  if (lookup?.ticket) keepPage(req, res, cache, lookup.ticket, readStylesheet, readSprite);
  handle(req, res).catch((err) => {
    log('error', 'request failed', { reqId: requestId, err: errText(err) });
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    }
  });
}

const lifecycle = () => globalThis.__heartlineLifecycle;

function waitIdle(ms) {
  if (inFlight === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    idle.push(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function shutdown(signal, server) {
  if (draining) return;
  draining = true;
  const started = Date.now();
  log('info', 'draining', { signal, inFlight });
  // Whatever happens below (a hung close), the process ends: a supervisor's SIGKILL is worse.
  setTimeout(() => {
    log('error', 'shutdown did not finish: exiting', { afterMs: Date.now() - started });
    process.exit(1);
  }, DRAIN_MS + CLOSE_MS).unref();
  server.close(); // stop accepting; open connections finish below
  server.closeIdleConnections();
  // Requests still running (an upload) finish, but their keep-alive connection then closes,
  // so the client does not send its next request to a process that is going away.
  for (const res of openResponses) if (!res.headersSent) res.setHeader('Connection', 'close');
  try {
    await lifecycle()?.beginDrain?.();
  } catch (err) {
    log('error', 'beginDrain failed', { err: errText(err) });
  }
  const drained = await waitIdle(DRAIN_MS);
  if (!drained) log('warn', 'drain timed out', { inFlight, afterMs: Date.now() - started });
  closing = true;
  try {
    await lifecycle()?.close?.();
  } catch (err) {
    log('error', 'close failed', { err: errText(err) });
  }
  server.closeAllConnections();
  log('info', 'stopped', { afterMs: Date.now() - started });
  process.exit(0);
}

// A signal during start-up (migrations, seed) waits for it to finish, then stops cleanly: killing
// the process mid-migration or with PGlite open would leave work for the next start.
let stopBeforeListening = null;
const onEarlySignal = (signal) => {
  if (stopBeforeListening) process.exit(1);
  stopBeforeListening = signal;
  log('info', 'signal during start-up: stopping once it is done', { signal });
};
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, onEarlySignal);

// Start-up (migrations, seed) runs in instrumentation.ts, which Next starts in the background
// during prepare() and whose failure it only logs. The app settles this waiter when start-up
// ends (lib/server/lifecycle.ts reportStartup); a failure is fatal, not a server answering 500.
const startup = new Promise((resolve, reject) => {
  globalThis.__heartlineStartupWaiter = { resolve, reject };
});
startup.catch(() => undefined); // awaited below; a failure before that is not "unhandled"

// `next start` installs these two in its own server; ours replaces it, so without them one
// stray rejection (an aborted stream, a late timer) would end the process for every member.
// Like Next, log and keep serving: the request that caused it has already been answered.
process.on('unhandledRejection', (reason) => log('error', 'unhandled rejection', { err: errText(reason, true) }));
process.on('uncaughtException', (err) => log('error', 'uncaught exception', { err: errText(err, true) }));

try {
  await app.prepare();
  const slow = setTimeout(() => log('info', 'waiting for the app to start (migrations, seed)'), 30_000);
  try {
    await startup;
  } finally {
    clearTimeout(slow);
  }
} catch (err) {
  log('fatal', 'start-up failed', { err: errText(err, true) });
  process.exit(1);
}

const server = http.createServer(onRequest);
// Keep-alive longer than a typical proxy's idle timeout, so the proxy closes first.
server.keepAliveTimeout = 65_000;
server.on('error', (err) => {
  log('fatal', 'server error', { err: errText(err) });
  process.exit(1);
});
for (const signal of ['SIGTERM', 'SIGINT']) process.off(signal, onEarlySignal);
if (stopBeforeListening) await shutdown(stopBeforeListening, server);
server.listen(PORT, HOSTNAME, () => log('info', `listening on http://${HOSTNAME}:${PORT}`));

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (draining) {
      log('warn', 'second signal: exiting now', { signal });
      process.exit(1);
    }
    void shutdown(signal, server);
  });
}
