import 'server-only';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { sqlOperation } from '@/lib/server/log-safe';

/**
 * drizzle writes a failed query's SQL and every parameter into the error's message, and keeps
 * both (and the driver's `detail`, "Failing row contains (…)") as enumerable fields. Our logger
 * never prints them (lib/server/log-safe.ts), but others print errors too: Next prints a page's
 * error with util.inspect, which shows message, stack and every enumerable field. So each failed
 * query's error is quieted where it is thrown: its message becomes the operation only
 * (`Failed query: insert into "users"`), and the fields that quote values become non-enumerable,
 * still readable by code (`err.cause.code`, `err.params`) but skipped by every printer.
 */
const QUOTING = ['query', 'params', 'detail', 'where', 'internalQuery', 'queryOptions'];
const MARK = Symbol.for('heartline.quietQueryErrors');

type Patchable = {
  queryWithCache: (...args: unknown[]) => Promise<unknown>;
  [MARK]?: true;
};

function hide(target: object): void {
  for (const key of QUOTING) {
    if (Object.prototype.hasOwnProperty.call(target, key))
      Object.defineProperty(target, key, { enumerable: false });
  }
}

/** Quiets a drizzle query error in place (anything else is returned as it is). */
export function quietQueryError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const query = (err as { query?: unknown }).query;
  if (typeof query !== 'string' || !('params' in err)) return err;
  const message = `Failed query: ${sqlOperation(query)}`;
  // The stack's first line repeats the message (if it was formatted already): replace it too.
  const frames =
    typeof err.stack === 'string' ? err.stack.slice(Math.max(0, err.stack.search(/\n\s+at /))) : '';
  err.message = message;
  err.stack = `${err.name}: ${message}${frames.startsWith('\n') ? frames : ''}`;
  hide(err);
  if (err.cause && typeof err.cause === 'object') hide(err.cause);
  return err;
}

/**
 * Installs the quieting on drizzle's PostgreSQL prepared queries (node-postgres and PGlite both
 * run through PgPreparedQuery.queryWithCache). Idempotent; the database client calls it when it
 * opens, in the module copy whose drivers it uses.
 */
export function quietQueryErrors(): void {
  const proto = PgPreparedQuery.prototype as unknown as Patchable;
  if (proto[MARK]) return;
  const original = proto.queryWithCache;
  proto.queryWithCache = async function (this: unknown, ...args: unknown[]) {
    try {
      return await original.apply(this, args);
    } catch (err) {
      throw quietQueryError(err);
    }
  };
  proto[MARK] = true;
}
