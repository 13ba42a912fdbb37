// The console's photo queue (issue 15, Moderator): pending photos oldest first for the moderator's
// sites, seen by staff through /media, approved (has_photo, main photo, change marker) or rejected
// with a reason mailed to the member in the member's language; every decision audited; the
// `npm run photos:approve` command runs the same rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { POST } from '@/app/api/admin/photos/route';
import { POST as UPLOAD } from '@/app/api/photos.php/route';
import { GET as MEDIA } from '@/app/media/[...path]/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, memberChanges, outbox, photos, profiles } from '@/lib/server/db/schema';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { photoQueue } from '@/lib/server/photos/moderation';
import { callRoute, createSite } from '../../setup/fixtures';
import { addPhoto, chatMember, type ChatMember } from '../support/chat';
import { makeImage, photoRequest } from '../support/photos';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';

let siteA: number;
let siteB: number;
let moderator: TestStaff;
let siteBModerator: TestStaff;
let ann: ChatMember;
let bob: ChatMember;

const decide = (who: TestStaff, body: unknown) => asStaff(POST, who, 'POST', '/api/admin/photos', { body });
const photoRow = async (id: number) => (await (await getDb()).select().from(photos).where(eq(photos.id, id)))[0];
const profileRow = async (id: number) => (await (await getDb()).select().from(profiles).where(eq(profiles.id, id)))[0];
const media = (name: string, cookie?: string) =>
  MEDIA(new Request(`http://localhost/media/${name}`, { headers: cookie ? { cookie } : {} }), {
    params: Promise.resolve({ path: [name] }),
  });

async function upload(m: ChatMember) {
  const res = await callRoute(UPLOAD, photoRequest(m.cookie, await makeImage('png', 500, 500)));
  expect(res.status).toBe(201);
  return res.json.photo as { id: number; filename: string; thumb_filename: string };
}

beforeAll(async () => {
  siteA = (await createSite()).id;
  siteB = (await createSite({ hosts: ['photos-b.test'], isDefault: false })).id;
  moderator = await signedInStaff('moderator');
  siteBModerator = await signedInStaff('moderator', { siteIds: [siteB] });
  ann = await chatMember(siteA, { name: 'Ann' });
  bob = await chatMember(siteA, { name: 'Bob' });
  const db = await getDb();
  // Ann reads German: her mails are in German whatever language the moderator uses.
  await db.execute(`update users set language = 'de_DE' where id = ${ann.user.id}`);
}, 60_000);

describe('the photo queue', () => {
  it('lists pending photos oldest first, only of the moderator’s sites; an approved photo becomes the main one of a profile without', async () => {
    const first = await addPhoto(ann.profileId, 'pending');
    const second = await addPhoto(bob.profileId, 'pending');
    await addPhoto(bob.profileId, 'active');
    const all = await photoQueue(null, 1);
    const ids = all.photos.map((p) => p.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.photos.every((p) => p.siteId === siteA)).toBe(true);
    expect(all.photos.find((p) => p.id === first.id)).toMatchObject({ name: 'Ann', userId: ann.user.id, profileId: ann.profileId });
    expect((await photoQueue([siteB], 1)).photos).toEqual([]);
    await approvePendingPhotos([first.id, second.id]);
    expect((await profileRow(ann.profileId)).mainPhotoId).toBe(first.id);
    expect((await profileRow(ann.profileId)).hasPhoto).toBe(true);
  });

  it('serves a pending file to a moderator of its site, not to one of another site', async () => {
    const photo = await upload(bob);
    expect((await media(photo.thumb_filename)).status).toBe(404);
    const seen = await media(photo.thumb_filename, moderator.cookie);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect((await media(photo.filename, siteBModerator.cookie)).status).toBe(404);
    expect((await media(photo.filename, 'hl_staff=forged')).status).toBe(404);
  });
});

describe('approve', () => {
  it('makes the photo active: main photo, has_photo, the owner’s change marker, one audit row', async () => {
    const dora = await chatMember(siteA, { name: 'Dora' });
    const photo = await upload(dora);
    const db = await getDb();
    const markerBefore = (await db.select().from(memberChanges).where(eq(memberChanges.userId, dora.user.id)))[0]?.account ?? 0;
    expect((await profileRow(dora.profileId)).hasPhoto).toBe(false);
    const res = await decide(moderator, { decision: 'approve', id: photo.id });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toEqual({ id: photo.id, status: 'active' });
    const row = await photoRow(photo.id);
    expect(row.status).toBe('active');
    expect(row.reviewedAt).not.toBeNull();
    const profile = await profileRow(dora.profileId);
    expect(profile.mainPhotoId).toBe(photo.id);
    expect(profile.hasPhoto).toBe(true);
    const markerAfter = (await db.select().from(memberChanges).where(eq(memberChanges.userId, dora.user.id)))[0].account;
    expect(Number(markerAfter)).toBeGreaterThan(Number(markerBefore));
    expect(await lastAudit()).toMatchObject({
      staffId: moderator.id,
      role: 'moderator',
      action: 'photo.approve',
      targetType: 'photo',
      targetId: String(photo.id),
      siteId: siteA,
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    expect((await media(photo.filename)).status).toBe(200);
  });

  it('refuses a decided photo (409), an unknown one (404), another site’s (403) and bad input (422), changing nothing', async () => {
    const decided = await addPhoto(ann.profileId, 'active');
    const pending = await addPhoto(bob.profileId, 'pending');
    const before = await auditCount();
    for (const [who, body, status, code] of [
      [moderator, { decision: 'approve', id: decided.id }, 409, 'photo_not_pending'],
      [moderator, { decision: 'reject', id: decided.id, reason: 'explicit' }, 409, 'photo_not_pending'],
      [moderator, { decision: 'approve', id: 99_999_999 }, 404, 'photo_not_found'],
      [siteBModerator, { decision: 'approve', id: pending.id }, 403, 'staff_forbidden_site'],
      [siteBModerator, { decision: 'reject', id: pending.id, reason: 'explicit' }, 403, 'staff_forbidden_site'],
      [moderator, { decision: 'reject', id: pending.id }, 422, 'invalid_input'],
      [moderator, { decision: 'reject', id: pending.id, reason: 'ugly' }, 422, 'invalid_input'],
      [moderator, { decision: 'reject', id: pending.id, reason: 'other' }, 422, 'reason_note_required'],
      [moderator, { decision: 'reject', id: pending.id, reason: 'other', note: 'x'.repeat(301) }, 422, 'invalid_input'],
      [moderator, { decision: 'delete', id: pending.id }, 422, 'invalid_input'],
      [moderator, { decision: 'approve', id: -1 }, 422, 'invalid_input'],
      [moderator, { decision: 'approve', id: '1' }, 422, 'invalid_input'],
    ] as const) {
      const res = await decide(who, body);
      expect([res.status, res.json.error], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await photoRow(pending.id)).status).toBe('pending');
    expect(await auditCount()).toBe(before);
  });

  it('npm run photos:approve shares the rule: approves, audits as the command line, skips non-pending', async () => {
    const a = await addPhoto(bob.profileId, 'pending');
    const b = await addPhoto(bob.profileId, 'rejected');
    expect(await approvePendingPhotos([a.id, b.id])).toEqual([a.id]);
    expect((await photoRow(a.id)).status).toBe('active');
    expect((await photoRow(b.id)).status).toBe('rejected');
    expect(await lastAudit()).toMatchObject({ staffId: null, role: 'cli', action: 'photo.approve', targetId: String(a.id) });
  });
});

describe('reject', () => {
  it('sets status, reason and review time, mails the member in her language, audits, in one go', async () => {
    const photo = await addPhoto(ann.profileId, 'pending');
    const res = await decide(moderator, { decision: 'reject', id: photo.id, reason: 'not_own', note: 'Bitte ein eigenes Foto.' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = await photoRow(photo.id);
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'not_own: Bitte ein eigenes Foto.' });
    expect(row.reviewedAt).not.toBeNull();
    const [mail] = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, ann.user.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('Dein Foto auf Heartline wurde nicht freigegeben');
    expect(mail.text).toContain('Dein Foto wurde nicht freigegeben: es ist kein Foto von dir – Bitte ein eigenes Foto.');
    expect(await lastAudit()).toMatchObject({
      action: 'photo.reject',
      targetId: String(photo.id),
      after: { status: 'rejected', reason: 'not_own: Bitte ein eigenes Foto.', mailed: 'de' },
    });
    expect((await media(row.filename, 'x=1')).status).toBe(404);
  });

  it('a rejected main photo gives way to the oldest active photo; the site language is used when the member has none', async () => {
    const db = await getDb();
    const carl = await chatMember(siteA, { name: 'Carl' });
    const active = await addPhoto(carl.profileId, 'active');
    const pending = await addPhoto(carl.profileId, 'pending');
    await db.update(profiles).set({ mainPhotoId: pending.id }).where(eq(profiles.id, carl.profileId));
    const res = await decide(moderator, { decision: 'reject', id: pending.id, reason: 'explicit' });
    expect(res.status).toBe(200);
    expect((await profileRow(carl.profileId)).mainPhotoId).toBe(active.id);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, carl.user.email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('Your photo on Heartline was not approved');
    expect(mail.text).toContain('Your photo was not approved: nudity or sexual content.');
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, String(pending.id)));
    expect(entries.map((e) => e.action)).toEqual(['photo.reject']);
  });
});
