// @vitest-environment node
// The log-safe form of errors: database errors keep their code and the SQL's operation only.
import { errorForLog, sqlOperation } from '@/lib/server/log-safe';

describe('sqlOperation', () => {
  it.each([
    ['insert into "users" ("id", "email") values (default, $1)', 'insert into "users"'],
    ['INSERT  INTO\n "public"."users" values ($1)', 'insert into "public"."users"'],
    ['update "users" set "password_hash" = $1 where "users"."id" = $2', 'update "users"'],
    ['delete from "sessions" where "token" = $1', 'delete from "sessions"'],
    ['select "id", "email" from "users" where "email" = $1', 'select from "users"'],
    ["with x as (select 1) select * from x where y = 'ann@example.test'", 'with from x'],
    ['select pg_notify($1, $2)', 'select'],
    ['LISTEN heartline_chat', 'listen'],
    ["'secret' is not sql", 'unknown'],
  ])('%s → %s', (input, output) => {
    expect(sqlOperation(input)).toBe(output);
  });
});

describe('errorForLog', () => {
  const pgError = () =>
    Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(ann@example.test) already exists.',
      table: 'users',
      constraint: 'users_email_key',
      where: 'SQL statement "insert … ann@example.test"',
    });

  it('keeps a driver error’s code, constraint and table, never its message or detail', () => {
    expect(errorForLog(pgError())).toEqual({
      type: 'DatabaseError',
      code: '23505',
      table: 'users',
      constraint: 'users_email_key',
    });
  });

  it('turns a drizzle query error into its operation and the cause’s code', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
    const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';
    const err = Object.assign(new Error(`Failed query: ${query}\nparams: ann@example.test,${hash}`), {
      query,
      params: ['ann@example.test', hash],
      cause: pgError(),
    });
    const safe = errorForLog(err);
    expect(safe).toMatchObject({ query: 'insert into "users"', cause: { code: '23505', table: 'users' } });
    const text = JSON.stringify(safe);
    for (const secret of ['ann@example.test', 'argon2', 'params', 'values', 'Key ('])
      expect(text).not.toContain(secret);
  });

  it('keeps an ordinary error’s message and frames, with e-mails and hashes scrubbed', () => {
    const err = new TypeError('cannot mail ann@example.test with $argon2id$v=19$m=1$abc$def');
    const safe = errorForLog(err);
    expect(safe.type).toBe('TypeError');
    expect(safe.message).toBe('cannot mail [email] with [hash]');
    expect(safe.stack).toMatch(/^at /);
    expect(safe.stack).not.toContain('ann@example.test');
  });

  it('keeps a system error’s code and follows causes a few levels deep', () => {
    const inner = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const safe = errorForLog(new Error('pool failed', { cause: inner }));
    expect(safe.cause).toMatchObject({
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
    let deep: unknown = new Error('bottom');
    for (let i = 0; i < 10; i++) deep = new Error(`level ${i}`, { cause: deep });
    let depth = 0;
    for (let e = errorForLog(deep); e.cause; e = e.cause) depth++;
    expect(depth).toBe(4);
  });

  it('copes with thrown non-errors', () => {
    expect(errorForLog('boom for ann@example.test')).toEqual({ type: 'string', message: 'boom for [email]' });
    expect(errorForLog(undefined)).toEqual({ type: 'undefined' });
    expect(errorForLog({ query: 'delete from "x" where a = $1', params: ['s3cret'] })).toEqual({
      type: 'object',
      query: 'delete from "x"',
    });
  });
});
