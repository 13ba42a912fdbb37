// /api/like.php answers nothing the profile view would not show (issue 9 item 2): DELETE used
// to answer name, age, city and thumbnail of any profile id. A profile the viewer may not see
// (disabled, deleted account, other site, blocking the viewer) is answered exactly like one
// that does not exist, and the request changes nothing.
import { and, eq } from 'drizzle-orm';
import { DELETE, POST } from '@/app/api/like.php/route';
import { getDb } from '@/lib/server/db/client';
import { blocks, likes, profiles, users } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';

let siteId: number;
let otherSiteId: number;

const SECRET = { name: 'Hiddenname', city: 'Secretville', birthDate: '1991-01-01' };

async function member(site = siteId, profile: Partial<typeof profiles.$inferInsert> = {}) {
  const m = await createMember({ siteId: site, withProfile: { ...SECRET, ...profile } });
  // Members of the other site log in there, never here: the tests act as this site's members.
  const cookie = site === siteId ? await loginAs(m.user.email, m.password) : '';
  return { ...m, profileId: m.profile!.id, cookie };
}

const like = (cookie: string, id: number) =>
  callRoute(POST, apiRequest('POST', 'http://localhost/api/like.php', { cookie, body: { profile_id: id } }));
const unlike = (cookie: string, id: number) =>
  callRoute(DELETE, apiRequest('DELETE', `http://localhost/api/like.php?profile_id=${id}`, { cookie }));

async function likeRow(liker: number, liked: number) {
  const db = await getDb();
  await db.insert(likes).values({ likerId: liker, likedId: liked, source: 'like' }).onConflictDoNothing();
}
async function likeExists(liker: number, liked: number) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(likes)
    .where(and(eq(likes.likerId, liker), eq(likes.likedId, liked)));
  return rows.length === 1;
}

/** The hidden targets, each liked by the viewer before it became hidden. */
async function hiddenTargets(viewer: { profileId: number }) {
  const db = await getDb();
  const disabled = await member(siteId, { status: 'disabled' });
  const deleted = await member();
  await db.update(users).set({ status: 'deleted' }).where(eq(users.id, deleted.user.id));
  await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, deleted.profileId));
  const otherSite = await member(otherSiteId);
  const blocking = await member();
  await db.insert(blocks).values({ blockerId: blocking.profileId, blockedId: viewer.profileId });
  const targets = { disabled, deleted, otherSite, blocking };
  for (const t of Object.values(targets)) await likeRow(viewer.profileId, t.profileId);
  return targets;
}

beforeAll(async () => {
  siteId = (await createSite()).id;
  otherSiteId = (await createSite({ hosts: ['other-likes.test'], isDefault: false })).id;
});

describe('DELETE /api/like.php for a profile the viewer may not see', () => {
  it('answers exactly as for a missing profile, leaks no field and keeps the like', async () => {
    const viewer = await member(siteId, { name: 'Viewer', city: 'Utrecht' });
    const missing = await unlike(viewer.cookie, 999_999);
    expect(missing.status).toBe(404);
    for (const [label, target] of Object.entries(await hiddenTargets(viewer))) {
      const res = await unlike(viewer.cookie, target.profileId);
      expect([res.status, res.json], label).toEqual([missing.status, missing.json]);
      const raw = JSON.stringify(res.json);
      for (const secret of ['Hiddenname', 'Secretville', 'main_image', 'age'])
        expect(raw, label).not.toContain(secret);
      // Refused, so nothing changed.
      expect(await likeExists(viewer.profileId, target.profileId), label).toBe(true);
    }
  });

  it('still answers with the card (and unlikes) for a visible profile and for one the viewer blocked', async () => {
    const viewer = await member(siteId, { name: 'Viewer' });
    const visible = await member();
    const blockedByMe = await member();
    await likeRow(viewer.profileId, visible.profileId);
    await likeRow(viewer.profileId, blockedByMe.profileId);
    await (
      await getDb()
    )
      .insert(blocks)
      .values({ blockerId: viewer.profileId, blockedId: blockedByMe.profileId });
    for (const target of [visible, blockedByMe]) {
      const res = await unlike(viewer.cookie, target.profileId);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ liked: false, profile: { id: target.profileId, name: 'Hiddenname' } });
      expect(await likeExists(viewer.profileId, target.profileId)).toBe(false);
    }
  });
});

describe('POST /api/like.php for a profile the viewer may not see', () => {
  it('refuses without any of its fields (only the blocker’s name, as the profile view shows it)', async () => {
    const viewer = await member(siteId, { name: 'Viewer' });
    const targets = await hiddenTargets(viewer);
    for (const [label, target] of Object.entries(targets)) {
      const res = await like(viewer.cookie, target.profileId);
      if (label === 'blocking')
        expect([res.status, res.json]).toEqual([403, { error: 'blocked', name: 'Hiddenname' }]);
      else expect([res.status, res.json], label).toEqual([404, { error: 'profile_not_found' }]);
      const raw = JSON.stringify(res.json);
      for (const secret of ['Secretville', 'main_image', 'age', 'city'])
        expect(raw, label).not.toContain(secret);
    }
  });
});
