// lib/server/rate-limit: one limit shared by every app instance on PostgreSQL (issue 16 item 5),
// in memory on PGlite; keys for addresses and subnets; counts that expire by themselves.
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { dbKind, getDb } from '@/lib/server/db/client';
import { env } from '@/lib/env';
import { createLimiter, limiterFor, RATE_LIMIT_TABLE } from '@/lib/server/rate-limit/store';
import { limitKey, resetAllLimits, subnetOf, take } from '@/lib/server/rate-limit/service';
import type { LimitSpec } from '@/lib/server/rate-limit/limits';

const spec = (name: string, points = 5): LimitSpec => ({ name, points, duration: 60 });

async function storedRows(): Promise<{ key: string; points: number; expire: string | null }[]> {
  const db = await getDb();
  const result = (await db.execute(
    sql.raw(`select key, points, expire from ${RATE_LIMIT_TABLE} order by key`),
  )) as unknown as {
    rows: { key: string; points: number; expire: string | null }[];
  };
  return result.rows;
}

beforeEach(async () => {
  await resetAllLimits();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keys', () => {
  it.each([
    ['203.0.113.57', '203.0.113.0/24'],
    ['10.1.2.3', '10.1.2.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('puts %s in the network %s', (ip, net) => {
    expect(subnetOf(ip)).toBe(net);
  });

  it('keeps short keys readable and digests long ones to fit the store’s column', () => {
    expect(limitKey(3, 'anna@example.test', '10.0.0.1')).toBe('3:anna@example.test:10.0.0.1');
    const long = limitKey(3, `${'a'.repeat(240)}@example.test`, '10.0.0.1');
    expect(long).toMatch(/^[0-9a-f]{64}$/);
    expect(limitKey(3, `${'a'.repeat(240)}@example.test`, '10.0.0.1')).toBe(long);
  });
});

describe('the app’s limiters', () => {
  it('count atomically: of a parallel burst exactly `points` get through', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => take(spec('burst'), 'k')));
    expect(answers.filter((a) => a.ok)).toHaveLength(5);
    expect(answers.filter((a) => !a.ok).every((a) => a.msBeforeNext > 0)).toBe(true);
  });

  it('start again once the window is over', async () => {
    for (let i = 0; i < 5; i++) await take(spec('window'), 'k');
    expect((await take(spec('window'), 'k')).ok).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await take(spec('window'), 'k')).toMatchObject({ ok: true, consumed: 1 });
  });

  it.runIf(!env().DATABASE_URL)('live in memory on PGlite: the database holds none of them', async () => {
    expect(await dbKind()).toBe('pglite');
    await take(spec('memory'), 'k');
    expect(await storedRows()).toEqual([]);
  });

  it.runIf(Boolean(env().DATABASE_URL))(
    'live in the shared table on PostgreSQL, with an expiry',
    async () => {
      const before = Date.now();
      await take(spec('table'), 'k');
      const rows = await storedRows();
      expect(rows).toEqual([expect.objectContaining({ key: 'table:k', points: 1 })]);
      expect(Number(rows[0].expire)).toBeGreaterThanOrEqual(before + 60_000);
      expect(Number(rows[0].expire)).toBeLessThanOrEqual(Date.now() + 60_000);
    },
  );

  it.runIf(Boolean(env().DATABASE_URL))(
    'do not grow without bound on PostgreSQL: the store deletes expired rows',
    async () => {
      for (let i = 0; i < 30; i++) await take(spec('sweep'), `anonymous-${i}`);
      expect(await storedRows()).toHaveLength(30);
      // clearExpired is the store's own method, missing from the library's typings.
      const limiter = (await limiterFor(spec('sweep'))) as unknown as {
        clearExpired(expire: number): Promise<void>;
      };
      // What the library runs every 5 minutes (rows expired an hour ago); here: expired by then.
      await limiter.clearExpired(Date.now() + 61_000);
      expect(await storedRows()).toEqual([]);
    },
  );
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two app instances on one PostgreSQL', () => {
  // Each "instance" has its own pool and its own limiter object, as two processes would.
  const pools: Pool[] = [];
  const instance = (name: string) => {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    pools.push(pool);
    return createLimiter(spec(name), { kind: 'postgres', pool });
  };
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
  });

  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => true,
      (err) => {
        if (err instanceof Error) throw err;
        return false;
      },
    );

  it('enforce one limit together, taking turns', async () => {
    const [one, two] = [instance('shared-turns'), instance('shared-turns')];
    const results: boolean[] = [];
    for (let i = 0; i < 10; i++) results.push(await outcome((i % 2 ? two : one).consume('10.0.0.1')));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(results.slice(5).some(Boolean)).toBe(false);
  });

  it('enforce one limit together under a parallel burst on both', async () => {
    const [one, two] = [instance('shared-burst'), instance('shared-burst')];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => outcome((i % 2 ? two : one).consume('10.0.0.2'))),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('see the app’s own counts: an instance beside the app refuses what the app used up', async () => {
    for (let i = 0; i < 5; i++) expect((await take(spec('shared-app'), '10.0.0.3')).ok).toBe(true);
    expect(await outcome(instance('shared-app').consume('10.0.0.3'))).toBe(false);
  });
});
