// The owner's dashboard (issue 15, Owner → Dashboard): every metric counted right per site and UTC
// day on a small made-up data set (two currencies, a refund, a refused refund, a second purchase,
// a second activation link, a fictional profile's answer, events just outside the range), site
// scoping, the CSV export's shape and escaping, bad ranges refused; and the lander visit flush
// (several flushes and instances add up, bots and prefetches are not counted).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GET } from '@/app/api/admin/dashboard/route';
import { getDb } from '@/lib/server/db/client';
import { conversations, emailTokens, landerVisits, messages, orders, pageBounces, profiles, refundRequests, users } from '@/lib/server/db/schema';
import { countVisit, flushVisits, installVisitCounter, pendingVisits } from '@/lib/server/admin/dashboard/visits';
import { lifecycle } from '@/lib/server/lifecycle';
import { createMember, createSite } from '../../setup/fixtures';
import { asStaff, auditCount, signedInStaff, type TestStaff } from '../support/admin';

const D1 = '2026-03-01';
const D2 = '2026-03-02';
const D3 = '2026-03-03';
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const RANGE = `from=${D1}&to=${D3}`;
const tag = Math.random().toString(36).slice(2, 8);
const hostA = `dash-a-${tag}.localhost`;
const hostB = `dash-b-${tag}.localhost`;
const NAME_B = '=Love, "B"';

let owner: TestStaff;
let ownerOfA: TestStaff;
let siteA: number;
let siteB: number;

const get = (who: TestStaff, query: string) => asStaff(GET, who, 'GET', `/api/admin/dashboard?${query}`);

const browser = (path: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url: path,
  headers: {
    host: hostA,
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    ...headers,
  },
});

async function member(siteId: number, signup: Date, status = 'confirmed') {
  const m = await createMember({ siteId, withProfile: true, status });
  await (await getDb()).update(users).set({ signupDate: signup }).where(eq(users.id, m.user.id));
  return { userId: m.user.id, profileId: m.profile!.id };
}

async function activation(userId: number, usedAt: Date | null) {
  await (await getDb()).insert(emailTokens).values({
    userId,
    kind: 'activation',
    tokenHash: `dash-${Math.random().toString(36).slice(2)}`,
    expiresAt: at('2026-12-31'),
    usedAt,
  });
}

async function paidOrder(siteId: number, userId: number, cents: number, currency: string, paidAt: Date | null) {
  const [o] = await (await getDb())
    .insert(orders)
    .values({ userId, siteId, credits: 100, amountCents: cents, currency, provider: 'test', status: paidAt ? 'paid' : 'open', paidAt })
    .returning();
  return o.id;
}

beforeAll(async () => {
  const db = await getDb();
  siteA = (await createSite({ name: 'Site A', hosts: [hostA], isDefault: true })).id;
  siteB = (await createSite({ name: NAME_B, hosts: [hostB], isDefault: false })).id;
  owner = await signedInStaff('owner');
  ownerOfA = await signedInStaff('owner', { siteIds: [siteA] });

  // Site A members: a4 signed up just before the range.
  const a1 = await member(siteA, at(D1, '08:00:00'));
  const a2 = await member(siteA, at(D1, '23:59:59'));
  const a3 = await member(siteA, at(D2), 'not_confirmed');
  const a4 = await member(siteA, at('2026-02-28', '23:59:59'));
  // a1 confirmed on D1 and used a second link on D2 (counts once); a2 on D2; a4 on D1; a3 never.
  await activation(a1.userId, at(D1, '09:00:00'));
  await activation(a1.userId, at(D2, '09:00:00'));
  await activation(a2.userId, at(D2, '00:00:00'));
  await activation(a3.userId, null);
  await activation(a4.userId, at(D1, '10:00:00'));

  // Orders: a1 first D1 (EUR 19.95) and again D2; a2 first D2 in PLN; a4 first before the range,
  // again D3; a3's order is still open. A refund of a1's first order on D3; a refused one on D3.
  const a1First = await paidOrder(siteA, a1.userId, 1995, 'EUR', at(D1));
  await paidOrder(siteA, a1.userId, 995, 'EUR', at(D2));
  await paidOrder(siteA, a2.userId, 4299, 'PLN', at(D2));
  await paidOrder(siteA, a4.userId, 500, 'EUR', at('2026-02-27'));
  const a4Later = await paidOrder(siteA, a4.userId, 700, 'EUR', at(D3));
  await paidOrder(siteA, a3.userId, 995, 'EUR', null);
  await db.insert(refundRequests).values([
    { orderId: a1First, userId: a1.userId, credits: 50, amountCents: 995, currency: 'EUR', status: 'refunded', createdAt: at(D3) },
    { orderId: a4Later, userId: a4.userId, credits: 50, amountCents: 500, currency: 'EUR', status: 'failed', createdAt: at(D3) },
  ]);

  // Messages: a1 writes to a fictional profile twice on D1 and once on D2 (and once after the
  // range); the fictional profile's answer is not a member's message.
  const [fict] = await db
    .insert(profiles)
    .values({ name: 'Eva', gender: 'female', birthDate: '1995-03-02', country: 'NL', isFictional: true })
    .returning();
  const [conv] = await db
    .insert(conversations)
    .values({ profileA: Math.min(a1.profileId, fict.id), profileB: Math.max(a1.profileId, fict.id), startedBy: a1.profileId })
    .returning();
  const msg = (senderId: number, createdAt: Date) => ({ conversationId: conv.id, senderId, kind: 'text', body: 'hi', createdAt });
  await db
    .insert(messages)
    .values([
      msg(a1.profileId, at(D1, '10:00:00')),
      msg(a1.profileId, at(D1, '11:00:00')),
      msg(fict.id, at(D1, '12:00:00')),
      msg(a1.profileId, at(D2)),
      msg(a1.profileId, at('2026-03-04', '00:00:00')),
    ]);

  // The bounce log of site A on D1, two sources.
  await db.insert(pageBounces).values([
    { siteId: siteA, source: 'direct', day: D1, visits: 4, bounces: 3, totalMs: 1000 },
    { siteId: siteA, source: 'facebook', day: D1, visits: 2, bounces: 1, totalMs: 1000 },
  ]);

  // Site B: one member, first purchase D1 in EUR.
  const b1 = await member(siteB, at(D1));
  await paidOrder(siteB, b1.userId, 3995, 'EUR', at(D1));
}, 60_000);

describe('lander visits: counted in memory, flushed to lander_visits', () => {
  it('counts page views of landers only, and a flush adds to what other instances wrote', async () => {
    const now = at(D1).getTime();
    expect(await countVisit(browser('/landers/video'), 200, now)).toBe(true);
    expect(await countVisit(browser('/de/landers/video/summer?ref=ad'), 200, now)).toBe(true);
    expect(await countVisit(browser('/members/12/landing2'), 200, now)).toBe(true);
    // Not page views of a person: a crawler, a prefetch, the router's payload, a HEAD, a 404, not a lander.
    expect(await countVisit(browser('/landers/video', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }), 200, now)).toBe(false);
    expect(await countVisit(browser('/landers/video', { 'sec-purpose': 'prefetch' }), 200, now)).toBe(false);
    expect(await countVisit(browser('/landers/video', { purpose: 'prefetch' }), 200, now)).toBe(false);
    expect(await countVisit(browser('/landers/video', { rsc: '1' }), 200, now)).toBe(false);
    expect(await countVisit({ ...browser('/landers/video'), method: 'HEAD' }, 200, now)).toBe(false);
    expect(await countVisit(browser('/landers/nosuch'), 404, now)).toBe(false);
    expect(await countVisit(browser('/login'), 200, now)).toBe(false);
    expect(pendingVisits()).toBe(2);

    // Another instance already wrote 5 video views of the day.
    const db = await getDb();
    await db.insert(landerVisits).values({ siteId: siteA, lander: 'video', day: D1, visits: 5 });
    expect(await flushVisits()).toBe(2);
    expect(pendingVisits()).toBe(0);
    // The next interval's count adds again.
    await countVisit(browser('/landers/video'), 200, now);
    await flushVisits();
    const rows = await db.select().from(landerVisits).where(eq(landerVisits.siteId, siteA));
    const byLander = Object.fromEntries(rows.map((r) => [`${r.lander} ${r.day}`, r.visits]));
    expect(byLander).toEqual({ [`video ${D1}`]: 8, [`landing2 ${D1}`]: 1 });
    // Nothing left: an empty flush writes nothing.
    expect(await flushVisits()).toBe(0);
  });

  it('a site deleted before the flush loses its counts without failing the others', async () => {
    const gone = await createSite({ name: 'Gone', hosts: [`gone-${tag}.localhost`], isDefault: false });
    const db = await getDb();
    await countVisit({ ...browser('/landers/gallery'), headers: { ...browser('/').headers, host: `gone-${tag}.localhost` } }, 200, at(D2).getTime());
    await countVisit(browser('/landers/gallery'), 200, at(D2).getTime());
    const { sites, siteDomains } = await import('@/lib/server/db/schema');
    await db.delete(siteDomains).where(eq(siteDomains.siteId, gone.id));
    await db.delete(sites).where(eq(sites.id, gone.id));
    await flushVisits();
    const [row] = await db
      .select()
      .from(landerVisits)
      .where(and(eq(landerVisits.siteId, siteA), eq(landerVisits.lander, 'gallery')));
    expect(row).toMatchObject({ day: D2, visits: 1 });
    expect(pendingVisits()).toBe(0);
  });
});

describe('lander visits: wired to our server and its shutdown', () => {
  it("counts what the server reports through its hook, and the shutdown step flushes what is left", async () => {
    const steps = lifecycle().onClose.length;
    installVisitCounter();
    // scripts/server.mjs calls this for every finished answer, cached or rendered.
    const hook = (globalThis as { __heartlineCountVisit?: (req: unknown, status: number) => void }).__heartlineCountVisit!;
    hook(browser('/landers/socialnetwork'), 200);
    hook(browser('/landers/socialnetwork', { 'user-agent': 'Some Spider' }), 200);
    await expect.poll(() => pendingVisits()).toBe(1);
    // The step SIGTERM's close() runs before the database closes (steps run last-in first-out).
    expect(lifecycle().onClose.length).toBe(steps + 1);
    const shutdownStep = lifecycle().onClose.pop()!;
    await shutdownStep();
    expect(pendingVisits()).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const [row] = await (await getDb())
      .select()
      .from(landerVisits)
      .where(and(eq(landerVisits.siteId, siteA), eq(landerVisits.lander, 'socialnetwork')));
    expect(row).toMatchObject({ day: today, visits: 1 });
    // After shutdown the server's reports are no longer taken.
    expect((globalThis as { __heartlineCountVisit?: unknown }).__heartlineCountVisit).toBeUndefined();
    await (await getDb()).delete(landerVisits).where(eq(landerVisits.lander, 'socialnetwork'));
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts each metric per site and day', async () => {
    const res = await get(owner, RANGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const d = res.json;
    expect(d).toMatchObject({ from: D1, to: D3, site: null, currencies: ['EUR', 'PLN'] });
    const row = (site: number, day: string) => d.rows.find((r: { siteId: number; day: string }) => r.siteId === site && r.day === day);
    expect(d.rows).toHaveLength(6);
    expect(row(siteA, D1)).toMatchObject({
      visits: 9, // 8 video + 1 landing2 (flushed above); gallery was D2
      bounceLogged: 6,
      bounces: 4,
      signups: 2,
      confirmations: 2,
      firstPurchases: 1,
      messages: 2,
      revenue: { EUR: 1995 },
    });
    expect(row(siteA, D2)).toMatchObject({
      visits: 1,
      bounceLogged: 0,
      bounces: 0,
      signups: 1,
      confirmations: 1,
      firstPurchases: 1,
      messages: 1,
      revenue: { EUR: 995, PLN: 4299 },
    });
    // D3: a4's second order (not a first purchase) minus a1's refund; the refused refund does not count.
    expect(row(siteA, D3)).toMatchObject({ signups: 0, confirmations: 0, firstPurchases: 0, messages: 0, revenue: { EUR: -295 } });
    expect(row(siteB, D1)).toMatchObject({ siteName: NAME_B, signups: 1, firstPurchases: 1, revenue: { EUR: 3995 }, visits: 0 });
    expect(d.totals).toEqual({
      visits: 10,
      bounceLogged: 6,
      bounces: 4,
      signups: 4,
      confirmations: 3,
      firstPurchases: 3,
      messages: 3,
      revenue: { EUR: 1995 + 995 - 295 + 3995, PLN: 4299 },
    });
    expect(d.days.map((x: { day: string; signups: number }) => [x.day, x.signups])).toEqual([
      [D1, 3],
      [D2, 1],
      [D3, 0],
    ]);
  });

  it('a site asked for: only its rows; a staff member of one site sees only that site', async () => {
    const one = await get(owner, `${RANGE}&site=${siteB}`);
    expect(one.status).toBe(200);
    expect(one.json.rows.map((r: { siteId: number }) => r.siteId)).toEqual([siteB, siteB, siteB]);
    expect(one.json.totals).toMatchObject({ signups: 1, firstPurchases: 1, revenue: { EUR: 3995 }, messages: 0 });

    const limited = await get(ownerOfA, RANGE);
    expect(limited.status).toBe(200);
    expect(limited.json.sites.map((s: { id: number }) => s.id)).toEqual([siteA]);
    expect(new Set(limited.json.rows.map((r: { siteId: number }) => r.siteId))).toEqual(new Set([siteA]));
    expect(limited.json.totals.signups).toBe(3);
    const refused = await get(ownerOfA, `${RANGE}&site=${siteB}`);
    expect(refused).toMatchObject({ status: 403, json: { error: 'staff_forbidden_site' } });
    const csv = await get(ownerOfA, `${RANGE}&site=${siteB}&format=csv`);
    expect(csv.status).toBe(403);
  });

  it('refuses bad ranges with 422 and unknown sites with 404', async () => {
    for (const q of [`from=${D3}&to=${D1}`, 'from=2026-02-30', 'from=2025-01-01&to=2026-03-01', 'to=yesterday', 'format=xml']) {
      const res = await get(owner, q);
      expect(res.status, q).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    expect((await get(owner, `${RANGE}&site=999999`)).json).toEqual({ error: 'site_not_found' });
  });

  it('defaults to the last 30 days up to today', async () => {
    const res = await get(owner, `site=${siteA}`);
    expect(res.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json.to).toBe(today);
    expect(res.json.rows).toHaveLength(30);
    expect(res.json.rows[0].day).toBe(new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
  });

  it('exports CSV: attachment, header row, one row per site and day, numbers plain, text escaped', async () => {
    const before = await auditCount();
    const res = await get(owner, `${RANGE}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="heartline-dashboard-all-${D1}-${D3}.csv"`);
    const text = res.json as unknown as string;
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(
      'site_id,site,day,lander_visits,bounce_logged_visits,bounces,signups,confirmations,first_purchases,member_messages,revenue_EUR,revenue_PLN',
    );
    expect(lines).toHaveLength(7);
    expect(lines).toContain(`${siteA},Site A,${D1},9,6,4,2,2,1,2,19.95,0.00`);
    expect(lines).toContain(`${siteA},Site A,${D2},1,0,0,1,1,1,1,9.95,42.99`);
    expect(lines).toContain(`${siteA},Site A,${D3},0,0,0,0,0,0,0,-2.95,0.00`);
    // A formula-looking name is defused with a leading ' and quoted (comma, quotes doubled).
    expect(lines).toContain(`${siteB},"'=Love, ""B""",${D1},0,0,0,1,0,1,0,39.95,0.00`);
    // Reading is not a change: no audit entry.
    expect(await auditCount()).toBe(before);
  });
});
