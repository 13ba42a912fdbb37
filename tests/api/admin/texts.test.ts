// Profile text review (issue 15, Moderator): the member's own name/about edit marks the profile
// (text_changed_at); the moderators of its site approve (the mark goes), clear the about text or
// rename, the last two with a reason mailed in the member's language; only the text the
// moderator saw is decided on; every decision audited, refusals change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { POST } from '@/app/api/admin/texts/route';
import { PUT as PROFILE } from '@/app/api/profile.php/route';
import { getDb } from '@/lib/server/db/client';
import { outbox, profiles, users } from '@/lib/server/db/schema';
import { textQueue } from '@/lib/server/admin/texts/service';
import { apiRequest, callRoute, createSite } from '../../setup/fixtures';
import { chatMember, fictionalProfile } from '../support/chat';
import { exampleChangedText } from '../support/admin-moderation';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';

let siteA: number;
let siteB: number;
let moderator: TestStaff;
let siteBModerator: TestStaff;

const decide = (who: TestStaff, body: unknown) => asStaff(POST, who, 'POST', '/api/admin/texts', { body });
const profileRow = async (id: number) => (await (await getDb()).select().from(profiles).where(eq(profiles.id, id)))[0];
const lastMailTo = async (email: string) =>
  (await (await getDb()).select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1))[0];
const edit = (cookie: string, body: unknown) => callRoute(PROFILE, apiRequest('PUT', 'http://localhost/api/profile.php', { cookie, body }));

beforeAll(async () => {
  siteA = (await createSite()).id;
  siteB = (await createSite({ hosts: ['texts-b.test'], isDefault: false })).id;
  moderator = await signedInStaff('moderator');
  siteBModerator = await signedInStaff('moderator', { siteIds: [siteB] });
}, 60_000);

describe("the member's edit", () => {
  it('marks a changed name or about text for review; other fields and unchanged text do not', async () => {
    const m = await chatMember(siteA, { name: 'Erin' });
    expect((await profileRow(m.profileId)).textChangedAt).toBeNull();
    expect((await edit(m.cookie, { name: 'Erin', city: 'Utrecht' })).status).toBe(200);
    expect((await profileRow(m.profileId)).textChangedAt).toBeNull();
    expect((await edit(m.cookie, { about: 'I like long walks.' })).status).toBe(200);
    const first = (await profileRow(m.profileId)).textChangedAt;
    expect(first).not.toBeNull();
    expect((await edit(m.cookie, { name: 'Erina' })).status).toBe(200);
    expect((await profileRow(m.profileId)).textChangedAt!.getTime()).toBeGreaterThanOrEqual(first!.getTime());
  });

  it('the queue lists changed texts oldest first, only of the moderator’s sites, members only', async () => {
    const older = await exampleChangedText(siteA, 'older');
    const newer = await exampleChangedText(siteA, 'newer');
    await exampleChangedText(siteB, 'other site');
    const fiona = await fictionalProfile('Fiona');
    await (await getDb()).update(profiles).set({ textChangedAt: new Date() }).where(eq(profiles.id, fiona.id));
    const all = await textQueue(null, 1);
    const ids = all.profiles.map((p) => p.profileId);
    expect(ids.indexOf(older.profileId)).toBeLessThan(ids.indexOf(newer.profileId));
    expect(ids).not.toContain(fiona.id);
    const onlyB = await textQueue([siteB], 1);
    expect(onlyB.profiles.map((p) => p.siteId)).toEqual([siteB]);
    expect(onlyB.profiles[0].about).toBe('other site');
  });
});

describe('decisions', () => {
  it('approve: the text stays, the mark goes, audited, no mail', async () => {
    const t = await exampleChangedText(siteA, 'Hello there');
    const res = await decide(moderator, { decision: 'approve', profileId: t.profileId, seen: t.seen });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = await profileRow(t.profileId);
    expect(row).toMatchObject({ about: 'Hello there', textChangedAt: null });
    expect(await lastAudit()).toMatchObject({
      staffId: moderator.id,
      action: 'profile_text.approve',
      targetType: 'profile',
      targetId: String(t.profileId),
      siteId: siteA,
      before: { about: 'Hello there' },
      after: { about: 'Hello there' },
    });
    expect(await lastMailTo(t.email)).toBeUndefined();
  });

  it('clear_about: the about text goes and the member is mailed why in French', async () => {
    const t = await exampleChangedText(siteA, 'Appelle-moi au 0612345678');
    await (await getDb()).update(users).set({ language: 'fr_FR' }).where(eq(users.id, t.userId));
    const res = await decide(moderator, { decision: 'clear_about', profileId: t.profileId, seen: t.seen, reason: 'contact_info' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await profileRow(t.profileId)).toMatchObject({ about: '', textChangedAt: null });
    const mail = await lastMailTo(t.email);
    expect(mail.subject).toBe('Votre texte de profil sur Heartline a été retiré');
    expect(mail.text).toContain('coordonnées ou publicité');
    expect(await lastAudit()).toMatchObject({
      action: 'profile_text.clear_about',
      before: { about: 'Appelle-moi au 0612345678' },
      after: { about: '', reason: 'contact_info', mailed: 'fr' },
    });
  });

  it('rename: a valid new name, mailed in English with the note', async () => {
    const t = await exampleChangedText(siteA, 'fine');
    const res = await decide(moderator, { decision: 'rename', profileId: t.profileId, seen: t.seen, name: 'Sam', reason: 'other', note: 'Names cannot be web addresses.' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await profileRow(t.profileId)).name).toBe('Sam');
    const mail = await lastMailTo(t.email);
    expect(mail.subject).toBe('Your profile name on Heartline was changed');
    expect(mail.text).toContain('We changed the name on your profile: other – Names cannot be web addresses.');
  });

  it('refuses a newer edit than the one seen, a decided text, another site, unknown and bad input, changing nothing', async () => {
    const t = await exampleChangedText(siteA, 'original');
    const stale = new Date(new Date(t.seen).getTime() - 5_000).toISOString();
    const fiona = await fictionalProfile('Fifi');
    const settled = await exampleChangedText(siteA, 'settled');
    await (await getDb()).update(profiles).set({ textChangedAt: null }).where(eq(profiles.id, settled.profileId));
    const before = await auditCount();
    for (const [who, body, status, code] of [
      [moderator, { decision: 'approve', profileId: t.profileId, seen: stale }, 409, 'text_changed_again'],
      [moderator, { decision: 'clear_about', profileId: t.profileId, seen: stale, reason: 'offensive' }, 409, 'text_changed_again'],
      [moderator, { decision: 'approve', profileId: settled.profileId, seen: settled.seen }, 409, 'text_not_pending'],
      [siteBModerator, { decision: 'approve', profileId: t.profileId, seen: t.seen }, 403, 'staff_forbidden_site'],
      [moderator, { decision: 'approve', profileId: 99_999_999, seen: t.seen }, 404, 'profile_not_found'],
      [moderator, { decision: 'approve', profileId: fiona.id, seen: t.seen }, 404, 'profile_not_found'],
      [moderator, { decision: 'rename', profileId: t.profileId, seen: t.seen, name: '@bad', reason: 'offensive' }, 422, 'invalid_input'],
      [moderator, { decision: 'rename', profileId: t.profileId, seen: t.seen, name: 'Ok Name', reason: 'nope' }, 422, 'invalid_input'],
      [moderator, { decision: 'clear_about', profileId: t.profileId, seen: t.seen, reason: 'other' }, 422, 'reason_note_required'],
      [moderator, { decision: 'approve', profileId: t.profileId, seen: 'yesterday' }, 422, 'invalid_input'],
      [moderator, { decision: 'approve', profileId: t.profileId }, 422, 'invalid_input'],
    ] as const) {
      const res = await decide(who, body);
      expect([res.status, res.json.error], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await profileRow(t.profileId)).toMatchObject({ about: 'original', textChangedAt: new Date(t.seen) });
    expect(await auditCount()).toBe(before);
  });
});
