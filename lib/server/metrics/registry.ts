import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics (GET /api/metrics renders them). Importing this is cheap and
 * touches no database, so the mail sender, the live streams and the push sender can count here.
 * Labels are bounded by construction: routes are patterns (lib/server/metrics/http.ts), never
 * raw URLs or ids.
 */
function create() {
  const registry = new Registry();
  // Process CPU, memory, event-loop lag, handles, GC: the names operators' dashboards expect.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'heartline_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'heartline_http_request_duration_seconds',
      help: 'Time until the response started, by route pattern and method',
      labelNames: ['route', 'method'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    dbConnections: new Gauge({
      name: 'heartline_db_pool_connections',
      help: 'Database connections by state (PostgreSQL pool: open, idle, waiting clients; PGlite: one open)',
      labelNames: ['state'] as const,
      registers,
    }),
    outboxBacklog: new Gauge({
      name: 'heartline_outbox_backlog',
      help: 'Outbox messages not yet delivered, by status (read on scrape)',
      labelNames: ['status'] as const,
      registers,
    }),
    outboxFailures: new Counter({
      name: 'heartline_outbox_send_failures_total',
      help: 'Outbox sends that failed (each failed attempt)',
      registers,
    }),
    liveStreams: new Gauge({
      name: 'heartline_live_streams',
      help: 'Open live chat event streams (chat-events.php) in this process',
      registers,
    }),
    pushFailures: new Counter({
      name: 'heartline_push_send_failures_total',
      help: 'Web push sends that failed',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

// On globalThis: Next may load this module more than once per process, and a second registry
// would count half the requests and render the other half.
const holder = globalThis as unknown as { __heartlineMetricsRegistry?: Metrics };

export function metrics(): Metrics {
  holder.__heartlineMetricsRegistry ??= create();
  return holder.__heartlineMetricsRegistry;
}

/** A send from the outbox failed (call once per failed attempt, in the mail sender). */
export function countOutboxFailure(): void {
  metrics().outboxFailures.inc();
}

/** A web push send failed (call in the push sender). */
export function countPushFailure(): void {
  metrics().pushFailures.inc();
}

/** A live event stream opened; call streamClosed() exactly once when it ends. */
export function streamOpened(): void {
  metrics().liveStreams.inc();
}

export function streamClosed(): void {
  metrics().liveStreams.dec();
}
