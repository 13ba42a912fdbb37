import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withPreparedStatements } from '@/lib/server/db/pglite-statements';

// The prepared-statement layer under drizzle on PGlite (lib/server/db/pglite-statements.ts):
// answers equal PGlite's own, each text is parsed once, errors and transactions behave as before.

let pg: PGlite;
const kept = async () =>
  (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

beforeEach(async () => {
  pg = new PGlite();
  await pg.exec(`
    create table t (id serial primary key, name text unique not null, at timestamptz,
                    data jsonb, ok boolean, big bigint, tags text[]);
    insert into t (name, at, data, ok, big, tags) values
      ('ann', '2026-11-28T10:00:00Z', '{"a":1}', true, 9007199254740993, '{x,y}'),
      ('bob', null, null, false, 2, '{}');`);
});
afterEach(() => pg.close());

describe('PGlite with prepared statements', () => {
  it('answers as PGlite itself does: rows, fields, types, parameters of every kind', async () => {
    const db = withPreparedStatements(pg);
    const text = 'select * from t where ok = $1 or at > $2 or data @> $3 or name = any($4) order by id';
    const params = [true, new Date('2026-01-01T00:00:00Z'), { a: 1 }, ['bob']];
    for (const rowMode of ['object', 'array'] as const) {
      const own = await pg.query(text, params, { rowMode });
      const ours = await db.query(text, params, { rowMode });
      expect(ours.rows).toEqual(own.rows);
      expect(ours.fields).toEqual(own.fields);
    }
    const none = await db.query('select * from t where name = $1', [null]);
    expect(none.rows).toEqual([]);
    const written = await db.query<{ id: number }>('insert into t (name) values ($1) returning id', ['cid']);
    expect(written.rows).toEqual([{ id: 3 }]);
    expect(written.affectedRows).toBe(1);
  });

  it('parses a text once and then only binds and runs it', async () => {
    const db = withPreparedStatements(pg);
    const parse = vi.spyOn(pg, 'execProtocolStream');
    const first = await db.query('select name from t where id = $1', [1]);
    const parsesAtFirst = parse.mock.calls.length;
    const second = await db.query('select name from t where id = $1', [2]);
    expect(first.rows).toEqual([{ name: 'ann' }]);
    expect(second.rows).toEqual([{ name: 'bob' }]);
    // Parse and describe of the statement happen once: the second call sends two messages fewer.
    expect(parse.mock.calls.length - parsesAtFirst).toBe(parsesAtFirst - 2);
    expect(db.statements).toBe(1);
    expect(await kept()).toBe(1);
  });

  it('keeps at most its limit of statements, closing the oldest', async () => {
    const db = withPreparedStatements(pg, { max: 3 });
    for (let i = 0; i < 5; i++) await db.query(`select ${i} as n`);
    expect(db.statements).toBe(3);
    expect(await kept()).toBe(3);
    expect((await db.query('select 4 as n')).rows).toEqual([{ n: 4 }]);
  });

  it('fails as PGlite does, and the next query works', async () => {
    const db = withPreparedStatements(pg);
    const insert = 'insert into t (name) values ($1)';
    await expect(db.query(insert, ['ann'])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('select nope from t')).rejects.toMatchObject({ code: '42703' });
    await db.query(insert, ['dan']);
    expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 3 }]);
  });

  it('runs inside transactions: commit, rollback, and an error that aborts one', async () => {
    const db = withPreparedStatements(pg);
    const insert = 'insert into t (name) values ($1)';
    await db.transaction(async (tx) => {
      await tx.query(insert, ['in-commit']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, ['in-rollback']);
        await tx.query(insert, ['ann']); // duplicate: the transaction is rolled back
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const names = await db.query<{ name: string }>('select name from t order by id');
    expect(names.rows.map((r) => r.name)).toEqual(['ann', 'bob', 'in-commit']);
    expect(pg.isInTransaction()).toBe(false);
  });

  it('parses anew when a table changed under a kept statement', async () => {
    const db = withPreparedStatements(pg);
    expect(Object.keys((await db.query<object>('select * from t where id = 1')).rows[0])).not.toContain('extra');
    await pg.exec('alter table t add column extra int default 7');
    const after = await db.query<{ extra: number }>('select * from t where id = 1');
    expect(after.rows[0].extra).toBe(7);
  });

  it('takes turns with a transaction that is running', async () => {
    const db = withPreparedStatements(pg);
    let release!: () => void;
    let started!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const inside = new Promise<void>((r) => (started = r));
    const tx = db.transaction(async (t) => {
      await t.query('update t set name = $1 where id = 1', ['changing']);
      started();
      await held;
      await t.query('update t set name = $1 where id = 1', ['ann2']);
    });
    await inside;
    const read = db.query<{ name: string }>('select name from t where id = 1');
    release();
    await tx;
    // The read waited for the transaction: it never sees the name inside it.
    expect((await read).rows).toEqual([{ name: 'ann2' }]);
  });
});
