// The console's mail health (issue 15): GET /api/admin/mail lists the provider's bounces and spam
// complaints and the members whose notices are off; POST switches one member's notices back on
// for one reason, audited. Site scoping as everywhere in the console.
import { eq } from 'drizzle-orm';
import { GET, POST } from '@/app/api/admin/mail/route';
import { getDb } from '@/lib/server/db/client';
import { mailEvents } from '@/lib/server/db/schema';
import { createMember, createSite } from '../../setup/fixtures';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';
import {
  MAIL_SECRET,
  hardBounce,
  reasonsOf,
  sendMailEvents,
  spamComplaint,
  withMailSecret,
} from '../support/mail-events';

let siteA: number;
let siteB: number;
let moderator: TestStaff;
let moderatorA: TestStaff;
let a: Awaited<ReturnType<typeof createMember>>;
let b: Awaited<ReturnType<typeof createMember>>;
let stranger: string;

const health = (who: TestStaff, query = '') =>
  asStaff(GET, who, 'GET', `/api/admin/mail${query ? `?${query}` : ''}`);
const reenable = (who: TestStaff, body: unknown) => asStaff(POST, who, 'POST', '/api/admin/mail', { body });
const ids = (items: { id: number }[]) => items.map((i) => i.id);

beforeAll(async () => {
  siteA = (await createSite({ name: 'Alpha' })).id;
  siteB = (await createSite({ name: 'Beta', hosts: ['beta.test'], isDefault: false })).id;
  moderator = await signedInStaff('moderator');
  moderatorA = await signedInStaff('moderator', { siteIds: [siteA] });
  a = await createMember({ siteId: siteA, email: 'anna@example.test', withProfile: { name: 'Anna' } });
  b = await createMember({ siteId: siteB, email: 'bert@example.test', withProfile: { name: 'Bert' } });
  stranger = 'nobody@example.test';
  await withMailSecret(MAIL_SECRET, async () => {
    const res = await sendMailEvents([
      hardBounce(a.user.email),
      spamComplaint(a.user.email),
      hardBounce(b.user.email),
      hardBounce(stranger),
    ]);
    if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  });
});

describe('GET /api/admin/mail', () => {
  it('shows every event and every member with notices off, with e-mail addresses and reasons', async () => {
    const res = await health(moderator);
    expect(res.status).toBe(200);
    expect(res.json.webhookConfigured).toBe(false);
    const events = res.json.events.items as {
      kind: string;
      email: string;
      userId: number | null;
      siteName: string | null;
    }[];
    expect(events.map((e) => [e.kind, e.email, e.userId])).toEqual([
      ['bounce', stranger, null],
      ['bounce', b.user.email, b.user.id],
      ['spam_complaint', a.user.email, a.user.id],
      ['bounce', a.user.email, a.user.id],
    ]);
    const members = res.json.members.items as {
      id: number;
      email: string;
      name: string;
      siteName: string;
      reasons: string[];
    }[];
    expect(members.map((m) => [m.id, m.email, m.name, m.siteName, m.reasons])).toEqual([
      [b.user.id, b.user.email, 'Bert', 'Beta', ['bounce']],
      [a.user.id, a.user.email, 'Anna', 'Alpha', ['bounce', 'spam_complaint']],
    ]);
    const byReason = await health(moderator, 'reason=spam_complaint');
    expect(ids(byReason.json.members.items)).toEqual([a.user.id]);
  });

  it('shows staff of some sites only their members and the events matched to them', async () => {
    const res = await health(moderatorA);
    expect(ids(res.json.members.items)).toEqual([a.user.id]);
    expect(res.json.events.items.every((e: { userId: number }) => e.userId === a.user.id)).toBe(true);
    expect(res.json.events.items).toHaveLength(2);
  });

  it('says whether the webhook is set up, and refuses bad filters', async () => {
    await withMailSecret(MAIL_SECRET, async () => {
      expect((await health(moderator)).json.webhookConfigured).toBe(true);
    });
    for (const q of ['reason=whatever', 'page=0', 'events=-1']) {
      const bad = await health(moderator, q);
      expect([bad.status, bad.json.error], q).toEqual([422, 'invalid_input']);
    }
  });
});

describe('POST /api/admin/mail', () => {
  it('switches one reason off for one member, audited with the reasons before and after', async () => {
    const before = await auditCount();
    const res = await reenable(moderator, { userId: a.user.id, reason: 'bounce' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ userId: a.user.id, notificationsDisabled: ['spam_complaint'] });
    expect(await reasonsOf(a.user.id)).toEqual(['spam_complaint']);
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'member.notifications_reenable',
      targetType: 'user',
      targetId: String(a.user.id),
      siteId: siteA,
      before: { notificationsDisabled: ['bounce', 'spam_complaint'] },
      after: { notificationsDisabled: ['spam_complaint'] },
    });
    // The stored events stay: the history of what the provider reported.
    expect(
      (await (await getDb()).select().from(mailEvents).where(eq(mailEvents.userId, a.user.id))).length,
    ).toBe(2);
  });

  it('refuses a reason the member does not have, an unknown member, another site and bad input, changing nothing', async () => {
    const before = await auditCount();
    const notSet = await reenable(moderator, { userId: b.user.id, reason: 'unsubscribe' });
    expect([notSet.status, notSet.json.error]).toEqual([422, 'notifications_reason_not_set']);
    const unknown = await reenable(moderator, { userId: 2_000_000_000, reason: 'bounce' });
    expect([unknown.status, unknown.json.error]).toEqual([404, 'not_found']);
    const otherSite = await reenable(moderatorA, { userId: b.user.id, reason: 'bounce' });
    expect([otherSite.status, otherSite.json.error]).toEqual([403, 'staff_forbidden_site']);
    for (const body of [
      {},
      { userId: b.user.id },
      { userId: b.user.id, reason: 'all' },
      { userId: b.user.id, reason: 'bounce', extra: 1 },
    ]) {
      const res = await reenable(moderator, body);
      expect([res.status, res.json.error], JSON.stringify(body)).toEqual([422, 'invalid_input']);
    }
    expect(await reasonsOf(b.user.id)).toEqual(['bounce']);
    expect(await auditCount()).toBe(before);
  });
});
