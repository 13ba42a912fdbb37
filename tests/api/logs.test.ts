// Secrets never reach the log (security issue, item 10): a failed query's parameters, its full
// SQL and PostgreSQL's "Failing row contains (…)" detail hold e-mails, argon2 hashes and message
// bodies. The log keeps the error code, constraint, table, the SQL's operation, route, method
// and request id.
import { Writable } from 'node:stream';
import { inspect } from 'node:util';
import { sql } from 'drizzle-orm';
import { PUT as changePassword } from '@/app/api/password.php/route';
import { getDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { log, logRequestError, logTo } from '@/lib/server/log';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';

const EMAIL = 'secret-ann@example.test';
const OLD_PASSWORD = 'old-password-4711';
const NEW_PASSWORD = 'brand-new-secret-0815';
const BODY = 'my secret message body 9x7q';

let lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
  logTo(sink);
});
afterAll(() => logTo(undefined));
beforeEach(() => {
  lines = [];
});

describe('logging a failed query', () => {
  it('keeps the code, constraint, table and operation of a failed update and none of its secrets', async () => {
    const { user } = await createMember({ siteId, email: EMAIL, password: OLD_PASSWORD });
    const cookie = await loginAs(EMAIL, OLD_PASSWORD);
    const db = await getDb();
    // NOT VALID: existing rows pass; any later write of Ann's row fails, as a real constraint would.
    await db.execute(
      sql.raw(`alter table users add constraint logs_test_frozen check (email <> '${EMAIL}') not valid`),
    );
    try {
      const { passwordHash: oldHash } = (await db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, user.id),
      }))!;
      const res = await callRoute(
        changePassword,
        apiRequest('PUT', 'http://localhost/api/password.php', {
          cookie,
          headers: { 'x-request-id': 'req-logs-test-0001' },
          body: { old_password: OLD_PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        }),
      );
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ error: 'server_error' });

      const text = lines.join('\n');
      for (const secret of [EMAIL, NEW_PASSWORD, OLD_PASSWORD, oldHash, '$argon2', 'Failing row', 'params']) {
        expect(text).not.toContain(secret);
      }
      const entry = entries().find((e) => e.msg === 'request failed');
      expect(entry).toMatchObject({
        level: 'error',
        reqId: 'req-logs-test-0001',
        method: 'PUT',
        route: '/api/password.php',
        err: {
          query: 'update "users"',
          cause: { code: '23514', constraint: 'logs_test_frozen', table: 'users' },
        },
      });
    } finally {
      await db.execute(sql.raw('alter table users drop constraint logs_test_frozen'));
    }
  });

  it('never logs an insert’s values, however the error is passed to the logger', async () => {
    const db = await getDb();
    // A duplicate id: the insert fails with 23505 and its parameters are the recipient and body.
    const [row] = await db
      .insert(outbox)
      .values({ channel: 'email', recipient: EMAIL, text: BODY })
      .returning();
    const err = await db
      .insert(outbox)
      .values({ id: row.id, channel: 'email', recipient: EMAIL, subject: BODY, text: BODY })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect((err as { params: unknown[] }).params).toContain(BODY); // what the logger receives carries it
    log().error(err); // pino would copy the message into `msg`
    log().error({ err }); // and here too
    log().warn({ err }, 'with a message');
    log().error(new Error(`wrapped: ${(err as Error).message}`));
    const text = lines.join('\n');
    expect(lines).toHaveLength(4);
    expect(text).not.toContain(BODY);
    expect(text).not.toContain(EMAIL);
    expect(entries()[0]).toMatchObject({
      msg: 'error',
      err: { query: 'insert into "outbox"', cause: { code: '23505', table: 'outbox' } },
    });
    // A message that quotes drizzle's keeps the operation only.
    expect(entries()[3]).toMatchObject({ err: { message: 'wrapped: Failed query: insert into "outbox"' } });
  });

  it('quiets a failed query’s error for every other printer too (Next prints page errors itself)', async () => {
    const db = await getDb();
    const [row] = await db
      .insert(outbox)
      .values({ channel: 'email', recipient: EMAIL, text: BODY })
      .returning();
    const err = (await db
      .insert(outbox)
      .values({ id: row.id, channel: 'email', recipient: EMAIL, text: BODY })
      .then(
        () => null,
        (e: unknown) => e,
      )) as Error & { params: unknown[]; cause: { code: string; detail?: string } };
    // What util.inspect shows (console.error, Next's "⨯ Error"), with causes and all fields.
    const printed = [inspect(err, { depth: 5 }), String(err), err.stack, JSON.stringify(err)].join('\n');
    expect(printed).not.toContain(BODY);
    expect(printed).not.toContain(EMAIL);
    expect(printed).toContain('Failed query: insert into "outbox"');
    // Code still reads what it needs.
    expect(err.cause.code).toBe('23505');
    expect(err.params).toContain(BODY);
  });

  it('logs a page error (Next’s onRequestError) with the route pattern and request id, not the path', async () => {
    const db = await getDb();
    const err = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.recipient} = ${EMAIL} and 1/0 = 1`)
      .then(
        () => null,
        (e: unknown) => Object.assign(e as Error, { digest: '4242' }),
      );
    logRequestError(
      err,
      { method: 'GET', headers: { 'x-request-id': 'req-page-00000001', cookie: 'hl_session=abc' } },
      { routePath: '/[locale]/(default)/members/[id]', routeType: 'render' },
    );
    const text = lines.join('\n');
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain('hl_session');
    expect(entries()[0]).toMatchObject({
      msg: 'request failed',
      reqId: 'req-page-00000001',
      route: '/[locale]/(default)/members/[id]',
      routeType: 'render',
      digest: '4242',
      err: { query: 'select from "outbox"', cause: { code: '22012' } },
    });
  });
});
