// The console's complaints inbox (issue 15): GET/PATCH /api/admin/complaints and the detail the
// page renders. Open complaints oldest first, filters, site scoping, the stored evidence with its
// members, status changes and notes appended with who and when, each audited; bad input changes
// nothing.
import { eq } from 'drizzle-orm';
import { GET, PATCH } from '@/app/api/admin/complaints/route';
import { POST as complain } from '@/app/api/complaint.php/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, complaints } from '@/lib/server/db/schema';
import { complaintDetail } from '@/lib/server/admin/complaints/service';
import { apiRequest, callRoute, createMember, createSite } from '../../setup/fixtures';
import { chatMember, text } from '../support/chat';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';

let siteA: number;
let siteB: number;
let moderator: TestStaff;
let moderatorA: TestStaff;
let owner: TestStaff;

async function insertComplaint(values: Partial<typeof complaints.$inferInsert> & { siteId: number }) {
  const [row] = await (
    await getDb()
  )
    .insert(complaints)
    .values({
      email: 'vera@example.test',
      name: 'Vera',
      subject: 'other',
      body: 'Something is wrong here.',
      reason: 'other',
      ...values,
    })
    .returning();
  return row;
}

async function row(id: number) {
  const [r] = await (await getDb()).select().from(complaints).where(eq(complaints.id, id));
  return r;
}

const list = (who: TestStaff, query = '') =>
  asStaff(GET, who, 'GET', `/api/admin/complaints${query ? `?${query}` : ''}`);
const change = (who: TestStaff, body: unknown) =>
  asStaff(PATCH, who, 'PATCH', '/api/admin/complaints', { body });

beforeAll(async () => {
  siteA = (await createSite({ name: 'Alpha' })).id;
  siteB = (await createSite({ name: 'Beta', hosts: ['beta.test'], isDefault: false })).id;
  moderator = await signedInStaff('moderator');
  moderatorA = await signedInStaff('moderator', { siteIds: [siteA] });
  owner = await signedInStaff('owner');
});

describe('GET /api/admin/complaints', () => {
  it('lists open complaints oldest first by default, with filters by status, reason and site', async () => {
    const db = await getDb();
    await db.delete(complaints);
    const old = await insertComplaint({
      siteId: siteA,
      reason: 'harassment',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const newer = await insertComplaint({
      siteId: siteB,
      reason: 'fake_profile',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const handled = await insertComplaint({
      siteId: siteA,
      status: 'handled',
      createdAt: new Date('2025-12-01T10:00:00Z'),
    });

    const open = await list(moderator);
    expect(open.status).toBe(200);
    expect(open.json.items.map((c: { id: number }) => c.id)).toEqual([old.id, newer.id]);
    expect(open.json.items[0]).toMatchObject({
      siteName: 'Alpha',
      reason: 'harassment',
      status: 'open',
      email: 'vera@example.test',
    });
    expect((await list(moderator, 'status=handled')).json.items.map((c: { id: number }) => c.id)).toEqual([
      handled.id,
    ]);
    expect((await list(moderator, 'status=all')).json.items.map((c: { id: number }) => c.id)).toEqual([
      handled.id,
      old.id,
      newer.id,
    ]);
    expect(
      (await list(moderator, 'reason=fake_profile')).json.items.map((c: { id: number }) => c.id),
    ).toEqual([newer.id]);
    expect((await list(moderator, `site=${siteA}`)).json.items.map((c: { id: number }) => c.id)).toEqual([
      old.id,
    ]);
  });

  it('shows staff limited to some sites only those sites, and refuses a filter outside them', async () => {
    const res = await list(moderatorA, 'status=all');
    expect(res.json.items.length).toBeGreaterThan(0);
    expect(res.json.items.every((c: { siteId: number }) => c.siteId === siteA)).toBe(true);
    const other = await list(moderatorA, `site=${siteB}`);
    expect([other.status, other.json.error]).toEqual([403, 'staff_forbidden_site']);
  });

  it('pages by 50 and refuses a bad filter', async () => {
    const db = await getDb();
    await db.delete(complaints);
    await db.insert(complaints).values(
      Array.from({ length: 51 }, (_, i) => ({
        siteId: siteA,
        email: `p${i}@example.test`,
        name: '',
        subject: 'other',
        body: `Complaint number ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await list(moderator);
    expect([first.json.items.length, first.json.hasNext]).toEqual([50, true]);
    const second = await list(moderator, 'page=2');
    expect([second.json.items.length, second.json.hasNext, second.json.items[0].excerpt]).toEqual([
      1,
      false,
      'Complaint number 50',
    ]);
    for (const q of ['status=closed', 'reason=spam', 'page=0', 'site=abc']) {
      const bad = await list(moderator, q);
      expect([bad.status, bad.json.error], q).toEqual([422, 'invalid_input']);
    }
  });
});

describe('PATCH /api/admin/complaints', () => {
  it('moves a complaint on and appends notes with who and when, each change one audit row', async () => {
    const c = await insertComplaint({ siteId: siteA });
    const before = await auditCount();
    const res = await change(moderator, {
      id: c.id,
      status: 'in_progress',
      note: 'Asked the member for a screenshot.',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ id: c.id, status: 'in_progress' });
    const stored = await row(c.id);
    expect(stored.status).toBe('in_progress');
    expect(stored.updatedAt).toBeInstanceOf(Date);
    expect(stored.notes).toMatch(
      new RegExp(
        `^\\[\\d{4}-\\d\\d-\\d\\dT[^\\]]+\\] ${moderator.email} \\(moderator\\):\\nAsked the member for a screenshot\\.$`,
      ),
    );
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: 'complaint.status',
      targetType: 'complaint',
      targetId: String(c.id),
      siteId: siteA,
      staffEmail: moderator.email,
      before: { status: 'open' },
      after: { status: 'in_progress', note: 'Asked the member for a screenshot.' },
    });

    await change(owner, { id: c.id, note: 'Screenshot received.' });
    await change(moderator, { id: c.id, status: 'handled' });
    const notes = (await row(c.id)).notes;
    expect(notes.indexOf('Asked the member')).toBeLessThan(notes.indexOf('Screenshot received.'));
    expect(notes).toContain(`${owner.email} (owner):\nScreenshot received.`);
    expect((await row(c.id)).status).toBe('handled');

    const detail = await complaintDetail(
      { id: moderator.id, email: moderator.email, role: 'moderator', siteIds: null },
      c.id,
    );
    expect(detail.history.map((h) => [h.action, h.staffEmail, h.after])).toEqual([
      [
        'complaint.status',
        moderator.email,
        { status: 'in_progress', note: 'Asked the member for a screenshot.' },
      ],
      ['complaint.note', owner.email, { status: 'in_progress', note: 'Screenshot received.' }],
      ['complaint.status', moderator.email, { status: 'handled' }],
    ]);
  });

  it('refuses a change that changes nothing, an unknown complaint and bad input, writing nothing', async () => {
    const c = await insertComplaint({ siteId: siteA });
    const before = await auditCount();
    const same = await change(moderator, { id: c.id, status: 'open' });
    expect([same.status, same.json.error]).toEqual([422, 'complaint_unchanged']);
    const missing = await change(moderator, { id: 2_000_000_000, status: 'handled' });
    expect([missing.status, missing.json.error]).toEqual([404, 'not_found']);
    for (const body of [
      { id: c.id },
      { id: c.id, status: 'closed' },
      { id: c.id, note: '   ' },
      { id: c.id, note: 'x'.repeat(2001) },
      { id: c.id, status: 'handled', notes: 'overwrite' },
      { id: 'one', status: 'handled' },
    ]) {
      const res = await change(moderator, body);
      expect([res.status, res.json.error], JSON.stringify(body)).toEqual([422, 'invalid_input']);
    }
    expect(await row(c.id)).toMatchObject({ status: 'open', notes: '', updatedAt: null });
    expect(await auditCount()).toBe(before);
  });

  it('refuses staff of other sites (403) and the operator, changing nothing', async () => {
    const c = await insertComplaint({ siteId: siteB });
    const operator = await signedInStaff('operator');
    const before = await auditCount();
    const res = await change(moderatorA, { id: c.id, status: 'handled', note: 'not mine' });
    expect([res.status, res.json.error]).toEqual([403, 'staff_forbidden_site']);
    const op = await change(operator, { id: c.id, status: 'handled' });
    expect([op.status, op.json.error]).toEqual([403, 'staff_forbidden']);
    expect(await row(c.id)).toMatchObject({ status: 'open', notes: '' });
    expect(await auditCount()).toBe(before);
    await expect(
      complaintDetail(
        { id: moderatorA.id, email: moderatorA.email, role: 'moderator', siteIds: [siteA] },
        c.id,
      ),
    ).rejects.toMatchObject({
      code: 'staff_forbidden_site',
    });
  });
});

describe('the complaint page', () => {
  it('shows the stored evidence of a conversation with both members and the complainant’s side', async () => {
    const mia = await chatMember(siteA, { name: 'Mia', credits: 10 });
    const olle = await chatMember(siteA, { name: 'Olle', credits: 10 });
    const conversationId: number = (await text(mia.cookie, { profile_id: olle.profileId }, 'Hi Olle')).json
      .conversation_id;
    await text(olle.cookie, { profile_id: mia.profileId }, 'Send me money');
    const res = await callRoute(
      complain,
      apiRequest('POST', 'http://localhost/api/complaint.php', {
        cookie: mia.cookie,
        body: {
          reason: 'harassment',
          text: 'He keeps asking me for money.',
          conversation_id: conversationId,
        },
        headers: { 'x-heartline-peer': '198.51.100.77' },
      }),
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const detail = await complaintDetail(
      { id: moderator.id, email: moderator.email, role: 'moderator', siteIds: null },
      res.json.id,
    );
    expect(detail).toMatchObject({
      userId: mia.user.id,
      ownProfileId: mia.profileId,
      profileId: olle.profileId,
      conversationId,
      reason: 'harassment',
      body: 'He keeps asking me for money.',
      siteName: 'Alpha',
    });
    expect(detail.evidence.conversation?.messages.map((m) => [m.senderProfileId, m.body])).toEqual([
      [mia.profileId, 'Hi Olle'],
      [olle.profileId, 'Send me money'],
    ]);
    expect(detail.profiles[olle.profileId]).toEqual({
      profileId: olle.profileId,
      name: 'Olle',
      userId: olle.user.id,
    });
    expect(detail.profiles[mia.profileId]).toEqual({
      profileId: mia.profileId,
      name: 'Mia',
      userId: mia.user.id,
    });
  });

  it('keeps a visitor’s complaint about a profile readable after the profile is deleted', async () => {
    const m = await createMember({ siteId: siteA, withProfile: { name: 'Gone', about: 'Was here' } });
    const c = await insertComplaint({
      siteId: siteA,
      profileId: m.profile!.id,
      evidence: { profile: { id: m.profile!.id, name: 'Gone', about: 'Was here' } },
    });
    const { users } = await import('@/lib/server/db/schema');
    await (await getDb()).delete(users).where(eq(users.id, m.user.id));
    const detail = await complaintDetail(
      { id: moderator.id, email: moderator.email, role: 'moderator', siteIds: null },
      c.id,
    );
    expect(detail.evidence.profile).toEqual({ id: m.profile!.id, name: 'Gone', about: 'Was here' });
    expect(detail.profiles).toEqual({});
    expect(detail.userId).toBeNull();
  });
});

it('audit rows of complaints cannot be rewritten', async () => {
  const db = await getDb();
  await expect(
    db.update(auditLog).set({ action: 'x' }).where(eq(auditLog.targetType, 'complaint')),
  ).rejects.toThrow();
});
