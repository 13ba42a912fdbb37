// POST /api/page-hidden.php: the beacon a page sends when it is hidden (text/plain or JSON,
// empty), which makes a member "away" so notices and pushes go out at once; DELETE when a page is
// shown again; `?lb=` page-bounce logging per site, traffic source and day.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { pageAway, pageBounces, pushOutbox, pushSubscriptions } from '@/lib/server/db/schema';
import { MAX_SOURCES_PER_DAY } from '@/lib/server/push/bounces';
import { createSite } from '../setup/fixtures';
import { chatMember, text } from './support/chat';
import { mailsTo } from './support/mailbox';
import { pageHidden, pageShown } from './support/push';

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});

async function awayRow(userId: number) {
  return (await getDb()).select().from(pageAway).where(eq(pageAway.userId, userId));
}

async function bounces(source: string) {
  const rows = await (await getDb())
    .select()
    .from(pageBounces)
    .where(and(eq(pageBounces.siteId, siteId), eq(pageBounces.source, source)));
  return rows.map(({ visits, bounces: b, totalMs }) => ({ visits, bounces: b, totalMs }));
}

describe('the beacon', () => {
  it('takes what sendBeacon sends (text/plain "{}", a JSON blob, nothing) and marks the member away until shown', async () => {
    const ann = await chatMember(siteId);
    expect(await pageHidden(ann.cookie)).toMatchObject({ status: 200, json: {} });
    expect(await awayRow(ann.user.id)).toHaveLength(1);
    expect((await pageHidden(ann.cookie, '', { 'content-type': 'application/json' })).status).toBe(200);
    expect((await pageHidden(ann.cookie, '', {}, '')).status).toBe(200);
    expect((await pageShown(ann.cookie)).status).toBe(200);
    expect(await awayRow(ann.user.id)).toHaveLength(0);
  });

  it.each([
    ['another media type', { 'content-type': 'text/html' }, '{}', 415, 'json_required'],
    ['a body that is not JSON', {}, 'hidden', 400, 'invalid_json'],
    ['a non-empty object', {}, '{"away":true}', 422, 'invalid_input'],
    ['an array', {}, '[]', 422, 'invalid_input'],
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }, '{}', 403, 'cross_origin'],
  ])('refuses %s and changes nothing', async (_label, headers, body, status, error) => {
    const ann = await chatMember(siteId);
    const res = await pageHidden(ann.cookie, '?lb=1&ms=10', headers as Record<string, string>, body as string);
    expect([res.status, res.json.error]).toEqual([status, error]);
    expect(await awayRow(ann.user.id)).toHaveLength(0);
  });

  it('refuses a body over 1 kB', async () => {
    const res = await pageHidden(undefined, '', {}, `{${' '.repeat(2000)}}`);
    expect([res.status, res.json.error]).toEqual([413, 'payload_too_large']);
  });

  it('a visitor may send it (nothing to mark), DELETE needs a member', async () => {
    expect((await pageHidden()).status).toBe(200);
    const res = await pageShown('hl_session=nobody');
    expect([res.status, res.json.error]).toEqual([403, 'auth_required']);
  });
});

describe('away: notices and pushes at once', () => {
  it('a member active a moment ago gets the new-message mail only once their page was hidden', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const ben = await chatMember(siteId, { name: 'Ben', credits: 5, paid: true });
    const first = await text(ben.cookie, { profile_id: ann.profileId }, 'while you look');
    expect(await mailsTo(ann.user.email)).toHaveLength(0);
    // Another conversation (the notice throttle is per conversation), after the beacon.
    await pageHidden(ann.cookie);
    const carl = await chatMember(siteId, { name: 'Carl', credits: 5, paid: true });
    await text(carl.cookie, { profile_id: ann.profileId }, 'after you left');
    const mails = await mailsTo(ann.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Carl');
    expect(first.status).toBe(200);
  });

  it('queued pushes waiting for the open-conversation grace become due at once', async () => {
    const ann = await chatMember(siteId);
    const ben = await chatMember(siteId, { credits: 5, paid: true });
    const db = await getDb();
    await db.insert(pushSubscriptions).values({
      userId: ann.user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/grace-${ann.user.id}`,
      p256dh: 'x',
      auth: 'y',
    });
    await text(ben.cookie, { profile_id: ann.profileId }, 'hi');
    const due = async () => {
      const [row] = await db.select().from(pushOutbox).where(eq(pushOutbox.userId, ann.user.id));
      const [{ now }] = await db.select({ now: sql<string>`now()::text` }).from(pushOutbox).limit(1);
      return row.notBefore.getTime() <= new Date(now).getTime();
    };
    expect(await due()).toBe(false);
    await pageHidden(ann.cookie);
    expect(await due()).toBe(true);
    // Not sent to the real FCM from a test: the row is taken out of the queue.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, ann.user.id));
  });
});

describe('page-bounce logging (?lb=)', () => {
  it('counts visits, bounces (left without a click) and time on page per source and day', async () => {
    expect((await pageHidden(undefined, '?lb=1&ms=5000&clicked=0')).status).toBe(200);
    expect((await pageHidden(undefined, '?lb=1&ms=3000&clicked=1')).status).toBe(200);
    expect(await bounces('direct')).toEqual([{ visits: 2, bounces: 1, totalMs: 8000 }]);
    await pageHidden(undefined, '?lb=1&source=Google&ms=1000&clicked=0');
    await pageHidden(undefined, '?lb=newsletter&ms=2000');
    expect(await bounces('google')).toEqual([{ visits: 1, bounces: 1, totalMs: 1000 }]);
    expect(await bounces('newsletter')).toEqual([{ visits: 1, bounces: 1, totalMs: 2000 }]);
    await pageHidden(undefined, '?lb=1&source=%3Cscript%3E');
    expect(await bounces('other')).toEqual([{ visits: 1, bounces: 1, totalMs: 0 }]);
  });

  it('refuses a bad time or click flag, and folds sources past the daily cap into "other"', async () => {
    expect((await pageHidden(undefined, '?lb=1&ms=-5')).status).toBe(422);
    expect((await pageHidden(undefined, '?lb=1&clicked=maybe')).status).toBe(422);
    const day = new Date().toISOString().slice(0, 10);
    const db = await getDb();
    await db
      .insert(pageBounces)
      .values(Array.from({ length: MAX_SOURCES_PER_DAY }, (_, i) => ({ siteId, source: `s${i}`, day, visits: 1 })))
      .onConflictDoNothing();
    await pageHidden(undefined, '?lb=1&source=brand-new');
    await pageHidden(undefined, '?lb=1&source=s7');
    const rows = await db.select().from(pageBounces).where(eq(pageBounces.siteId, siteId));
    expect(rows.find((r) => r.source === 'brand-new')).toBeUndefined();
    expect(rows.find((r) => r.source === 'other')?.visits).toBe(2); // one from the test above
    expect(rows.find((r) => r.source === 's7')?.visits).toBe(2);
  });
});
