// GET /api/health (liveness, no database) and GET /api/ready (database answers, migrations of
// this build applied, not draining).
import { sql } from 'drizzle-orm';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { getDb } from '@/lib/server/db/client';
import { lifecycle } from '@/lib/server/lifecycle';

type Row = { id: number; hash: string; created_at: string };

describe('GET /api/health', () => {
  it('answers 200 {status: ok}, uncached', async () => {
    const res = health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 while the newest migration of this build is missing', async () => {
    const db = await getDb();
    const { rows } = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`,
    )) as unknown as { rows: Row[] };
    expect(rows).toHaveLength(1);
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
    } finally {
      const [row] = rows;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 while the instance drains, and health still 200', async () => {
    const l = lifecycle();
    l.draining = true;
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', reason: 'draining' });
      expect(health().status).toBe(200);
    } finally {
      l.draining = false;
    }
  });
});
