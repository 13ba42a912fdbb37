import 'server-only';

/**
 * What of an error may reach the log. A failed drizzle query carries the full SQL and every
 * parameter (`query`, `params`, and both again in its message); a PostgreSQL error's `detail`
 * repeats the offending value ("Key (email)=(ann@example.com) already exists"). Those hold
 * e-mails, argon2 hashes and message bodies, so they never pass: a database error becomes its
 * code, constraint, table, column and the first words of its SQL (`insert into "users"`).
 */
export type SafeError = {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  /** The statement's operation and table, never its values. */
  query?: string;
  message?: string;
  stack?: string;
  cause?: SafeError;
};

const MAX_DEPTH = 4;
const MAX_MESSAGE = 300;
const MAX_FRAMES = 12;
const IDENT = String.raw`("[\w$]+"(?:\."[\w$]+")?|[A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*)?)`;
const WRITE = new RegExp(String.raw`^(insert\s+into|update|delete\s+from)\s+${IDENT}`, 'i');
const FROM = new RegExp(String.raw`\bfrom\s+${IDENT}`, 'i');

/** `insert into "users"`, `select from "profiles"`, `update "outbox"`: the SQL's operation only. */
export function sqlOperation(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim();
  const write = WRITE.exec(text);
  if (write) return `${write[1].toLowerCase().replace(/\s+/, ' ')} ${write[2]}`;
  const verb = /^[A-Za-z]+/.exec(text)?.[0].toLowerCase() ?? 'unknown';
  if (verb === 'select' || verb === 'with') {
    const from = FROM.exec(text);
    return from ? `${verb} from ${from[1]}` : verb;
  }
  return verb;
}

/**
 * Scrubs what a free-form message may still carry: the tail of an embedded drizzle message
 * ("Failed query: … params: …"), e-mail addresses and argon2 hashes.
 */
function scrub(message: string): string {
  return message
    .replace(
      /Failed query: ([\s\S]*?)(\nparams: [\s\S]*|$)/,
      (_m, sql: string) => `Failed query: ${sqlOperation(sql)}`,
    )
    .replace(/params: [\s\S]*/, 'params: [redacted]')
    .replace(/\$argon2(?:id|i|d)\$[^\s"',)]+/g, '[hash]')
    .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g, '[email]')
    .slice(0, MAX_MESSAGE);
}

/** The stack's frames, without its first line (which repeats the message). */
function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return lines.length
    ? lines
        .slice(0, MAX_FRAMES)
        .map((l) => l.trim())
        .join('\n')
    : undefined;
}

type Fields = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 120) : undefined);

function isQueryError(e: Fields): boolean {
  // drizzle's DrizzleQueryError: the statement and its parameters as own properties.
  return typeof e.query === 'string' && 'params' in e;
}

function isDatabaseError(e: Fields): boolean {
  // node-postgres and PGlite raise errors with PostgreSQL's five-character SQLSTATE and severity.
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

function typeOf(err: unknown): string {
  if (err instanceof Error) return err.constructor?.name || err.name || 'Error';
  return typeof err;
}

/** The log-safe form of anything thrown (pino's serializer for `err`). */
export function errorForLog(err: unknown, depth = 0): SafeError {
  if (err === null || typeof err !== 'object') {
    return { type: typeof err, message: err === undefined ? undefined : scrub(String(err)) };
  }
  const e = err as Fields;
  const out: SafeError = { type: typeOf(err) };
  if (isDatabaseError(e)) {
    // The driver's own error (PGlite's also carries the query and its parameters).
    out.type = 'DatabaseError';
    out.code = e.code as string;
    out.constraint = str(e.constraint);
    out.table = str(e.table);
    out.column = str(e.column);
    out.routine = str(e.routine);
    if (typeof e.query === 'string') out.query = sqlOperation(e.query);
    // No message, detail, where or stack: they may quote the value that broke the rule.
  } else if (isQueryError(e)) {
    out.query = sqlOperation(e.query as string);
    out.stack = frames(e.stack);
  } else {
    if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code).slice(0, 60);
    if (typeof e.message === 'string') out.message = scrub(e.message);
    out.stack = frames(e.stack);
  }
  if (e.cause !== undefined && depth < MAX_DEPTH) out.cause = errorForLog(e.cause, depth + 1);
  for (const key of Object.keys(out) as (keyof SafeError)[]) if (out[key] === undefined) delete out[key];
  return out;
}
