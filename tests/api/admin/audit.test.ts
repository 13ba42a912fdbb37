// The audit log as the owner reads it (issue 15, Access → Audit log): newest first, keyset pages
// on id, every filter, before/after as the keys that changed, site scoping; and the table itself
// refuses UPDATE, DELETE and TRUNCATE, whoever asks.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GET } from '@/app/api/admin/audit/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { writeAudit } from '@/lib/server/admin/audit';
import { diffOf } from '@/lib/server/admin/audit-log/service';
import { createSite } from '../../setup/fixtures';
import { asStaff, signedInStaff, type TestStaff } from '../support/admin';

let owner: TestStaff;
let siteA: number;
let siteB: number;
const list = (who: TestStaff, query = '') =>
  asStaff(GET, who, 'GET', `/api/admin/audit${query ? `?${query}` : ''}`);
const countWhere = async (where = sql`true`) => {
  const res = (await (
    await getDb()
  ).execute(sql`select count(*)::int as n from audit_log where ${where}`)) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0].n;
};
type Entry = {
  id: number;
  action: string;
  siteId: number | null;
  changes: { key: string; before: unknown; after: unknown }[];
};

beforeAll(async () => {
  siteA = (await createSite()).id;
  siteB = (await createSite({ name: 'B', isDefault: false, hosts: ['b.localhost'] })).id;
  owner = await signedInStaff('owner');
  const db = await getDb();
  const actor = { id: owner.id, email: owner.email, role: 'owner' as const };
  for (let i = 0; i < 7; i++) {
    await writeAudit(db, actor, {
      action: 'site.update',
      targetType: 'site',
      targetId: siteA,
      siteId: siteA,
      before: { name: `A${i}` },
      after: { name: `A${i + 1}` },
    });
  }
  await writeAudit(db, actor, {
    action: 'site.create',
    targetType: 'site',
    targetId: siteB,
    siteId: siteB,
    after: { name: 'B' },
  });
  await writeAudit(db, actor, { action: 'sitemap.ping', targetType: 'sitemap', siteId: siteB });
  await writeAudit(db, actor, {
    action: 'site.update',
    targetType: 'site',
    targetId: siteB,
    siteId: siteB,
    before: { config: { refundDays: 14, countries: ['NL'], messageCredits: 1 } },
    after: { config: { refundDays: 30, countries: ['NL', 'BE'], messageCredits: 1 } },
  });
}, 60_000);

describe('GET /api/admin/audit', () => {
  it('newest first, keyset pages on id until the end, no entry twice', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const res = await list(owner, `limit=3${before ? `&before=${before}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.entries.map((e: Entry) => e.id));
      before = res.json.next;
    } while (before);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await countWhere());
  });

  it('filters: action prefix (a whole word), target, site, staff, days', async () => {
    const actions = async (q: string) => (await list(owner, q)).json.entries.map((e: Entry) => e.action);
    expect(new Set(await actions('action=site'))).toEqual(new Set(['site.update', 'site.create']));
    expect(await actions('action=site.create')).toEqual(['site.create']);
    expect(await actions('action=sitemap')).toEqual(['sitemap.ping']);
    expect((await actions(`targetType=site&targetId=${siteB}`)).sort()).toEqual([
      'site.create',
      'site.update',
    ]);
    expect((await list(owner, `siteId=${siteA}&action=site`)).json.entries).toHaveLength(7);
    expect((await list(owner, `staffId=${owner.id}`)).json.entries.length).toBeGreaterThanOrEqual(10);
    expect((await list(owner, 'staffId=999999')).json.entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(owner, `from=${today}&to=${today}&siteId=${siteA}`)).json.entries).toHaveLength(7);
    expect((await list(owner, `to=2000-01-01`)).json.entries).toEqual([]);
    expect((await list(owner, `from=2999-01-01`)).json.entries).toEqual([]);
  });

  it('shows before/after as the keys that changed', async () => {
    const [entry] = (await list(owner, `siteId=${siteB}&action=site.update`)).json.entries as Entry[];
    expect(entry.changes).toEqual([
      { key: 'config.countries', before: ['NL'], after: ['NL', 'BE'] },
      { key: 'config.refundDays', before: 14, after: 30 },
    ]);
    const [created] = (await list(owner, `siteId=${siteB}&action=site.create`)).json.entries as Entry[];
    expect(created.changes).toEqual([{ key: 'name', before: null, after: 'B' }]);
    expect(diffOf(null, null)).toEqual([]);
    expect(diffOf({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toEqual([{ key: 'a.c', before: null, after: 2 }]);
  });

  it('refuses bad filters with 422', async () => {
    for (const q of [
      'from=yesterday',
      'to=2024-13',
      'before=-1',
      'limit=1000',
      'siteId=x',
      'action=site%25',
      'targetType=a b',
      'staffId=0',
    ]) {
      const res = await list(owner, q);
      expect(res.status, q).toBe(422);
    }
    expect((await list(owner, 'from=2024-02-01&to=2024-01-01')).json.error).toBe('invalid_date_range');
  });

  it('an owner limited to some sites sees those sites only', async () => {
    const limited = await signedInStaff('owner', { siteIds: [siteA] });
    const res = await list(limited, 'limit=200');
    expect(res.json.entries.length).toBeGreaterThan(0);
    expect(new Set(res.json.entries.map((e: Entry) => e.siteId))).toEqual(new Set([siteA]));
    expect((await list(limited, `siteId=${siteB}`)).json.error).toBe('staff_forbidden_site');
  });
});

describe('audit_log is append-only in the database', () => {
  it('UPDATE, DELETE and TRUNCATE fail and change nothing', async () => {
    const db = await getDb();
    const before = await countWhere();
    await expect(db.update(auditLog).set({ action: 'nothing.happened' })).rejects.toThrow();
    await expect(
      db.execute(
        sql`update audit_log set staff_email = 'someone@else' where id = (select max(id) from audit_log)`,
      ),
    ).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await countWhere()).toBe(before);
    expect(await countWhere(sql`action = 'nothing.happened' or staff_email = 'someone@else'`)).toBe(0);
  });
});
