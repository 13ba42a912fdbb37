import 'server-only';
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from '@/lib/env';
import type { HeaderSource } from './http/request-info';
import { errorForLog } from './log-safe';

export { errorForLog, sqlOperation } from './log-safe';

/**
 * Structured logs: one JSON object a line on stdout, the same shape scripts/server.mjs writes
 * ({"level":"info","time":<ms>,"pid":…,"hostname":…,"msg":…}), level from LOG_LEVEL.
 * Errors go under `err` and through errorForLog, which never keeps query parameters, full SQL or
 * a database error's detail (they carry e-mails, password hashes and message bodies).
 */

/** scripts/server.mjs sets this header on every request (and echoes it to the client). */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

// On globalThis: Next may load this module more than once per process; one logger, one stream.
const holder = globalThis as unknown as { __heartlineLog?: Logger };

function create(destination?: DestinationStream): Logger {
  return pino(
    {
      level: env().LOG_LEVEL,
      base: { pid: process.pid, hostname: hostname() },
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorForLog, error: errorForLog },
      // Belt and braces for objects someone logs whole; the serializers above do the real work.
      redact: {
        paths: [
          'password',
          'passwordHash',
          'email',
          'params',
          '*.password',
          '*.passwordHash',
          '*.email',
          '*.params',
        ],
        censor: '[redacted]',
      },
      hooks: {
        // pino copies err.message into `msg` when a call gives no message; a database error's
        // message holds the SQL and every parameter, so such calls get a fixed one instead.
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          if (first instanceof Error) {
            return method.apply(this, [{ err: first }, typeof second === 'string' ? second : 'error']);
          }
          if (first && typeof first === 'object' && 'err' in first && typeof second !== 'string') {
            return method.apply(this, [first as object, 'error']);
          }
          return method.apply(this, args);
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger. */
export function log(): Logger {
  holder.__heartlineLog ??= create();
  return holder.__heartlineLog;
}

/** Tests capture the log lines: every later log() writes to `stream` (undefined: stdout again). */
export function logTo(stream: DestinationStream | undefined): void {
  holder.__heartlineLog = create(stream);
}

/** The request id our server set (a well-formed client one, or a fresh one); null without it. */
export function requestId(headers: HeaderSource): string | null {
  const id = headers.get(REQUEST_ID_HEADER);
  return id && REQUEST_ID.test(id) ? id : null;
}

/** A child logger whose every line carries the request id, to match the client's X-Request-Id. */
export function requestLogger(headers: HeaderSource): Logger {
  const reqId = requestId(headers);
  return reqId ? log().child({ reqId }) : log();
}

type NextErrorRequest = { method: string; headers: NodeJS.Dict<string | string[]> };
type NextErrorContext = { routePath: string; routeType: string };

/**
 * Next's onRequestError hook (instrumentation.ts): an error in a page, server action or the
 * proxy as one safe line, with the request id and the route pattern (never the path: it holds
 * ids and tokens). API routes never get here: route() answers their errors itself.
 */
export function logRequestError(err: unknown, request: NextErrorRequest, context: NextErrorContext): void {
  const id = request.headers[REQUEST_ID_HEADER];
  const digest = (err as { digest?: unknown } | null)?.digest;
  requestLogger({ get: () => (typeof id === 'string' ? id : null) }).error(
    {
      err,
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      digest: typeof digest === 'string' ? digest : undefined,
    },
    'request failed',
  );
}
