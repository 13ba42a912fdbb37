// GET /api/member.php: the profile overview per viewer — photos (non-premium viewers never receive
// the full-size or sharp thumbnail names of locked photos), the gold badge, visible fields and
// notes, fictional flag, like state and like_new clearing, similar profiles, and the 404 cases.
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/member.php/route';
import { getDb } from '@/lib/server/db/client';
import { likes } from '@/lib/server/db/schema';
import { uploadsDir } from '@/lib/server/photos/storage';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { block, like } from './support/discovery';
import { addPhotos, bornYearsAgo, makePremium, otherProfile, setProfile } from './support/search';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

const view = (id: number | string, cookie?: string, host = 'localhost') =>
  callRoute(GET, apiRequest('GET', `http://${host}/api/member.php?id=${id}`, { cookie }));

async function member(profile: Record<string, unknown> = {}, premium = false) {
  const m = await createMember({ siteId: site.id, withProfile: profile });
  if (premium) await makePremium(m.user.id);
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

describe('photos per viewer', () => {
  let owner: Awaited<ReturnType<typeof member>>;
  let files: { filename: string; thumbFilename: string; id: number }[];

  beforeAll(async () => {
    site = await createSite({
      config: {
        visibleProfileFields: ['hair_color', 'relationship_status', 'hobbies'],
        visibleProfileNotes: ['about'],
      },
    });
    owner = await member(
      {
        name: 'Olga',
        gender: 'female',
        hairColor: 'red',
        eyeColor: 'green',
        relationshipStatus: 'single',
        hobbies: ['wine', 'hiking'],
        about: 'Hello there',
      },
      true,
    );
    files = await addPhotos(owner.profileId, 3);
    // A pending photo is never shown to anyone else, premium or not.
    files.push(...(await addPhotos(owner.profileId, 1, 'pending')));
  });

  const lockedNames = () => files.slice(1).flatMap((f) => [f.filename, f.thumbFilename]);

  it.each([
    ['a visitor', async () => undefined],
    ['a free member', async () => (await member()).cookie],
  ])('%s gets the main photo and blurred locks, never the other files', async (_who, cookieFor) => {
    const res = await view(owner.profileId, await cookieFor());
    expect(res.status).toBe(200);
    const { profile } = res.json;
    expect(profile.photos).toHaveLength(3);
    expect(profile.photos[0]).toMatchObject({
      id: files[0].id,
      locked: false,
      main: true,
      filename: files[0].filename,
    });
    expect(profile.photos.slice(1).every((p: { locked: boolean }) => p.locked)).toBe(true);
    expect(profile.locked_photos).toBe(2);
    const body = JSON.stringify(res.json);
    for (const name of lockedNames()) expect(body).not.toContain(name);
    // Every stored file name of this profile that appears anywhere is the main photo's.
    const mentioned = body.match(/[a-z]+-\d+-\d+-secret(full|thumb)\.jpg/g) ?? [];
    expect(new Set(mentioned)).toEqual(new Set([files[0].filename, files[0].thumbFilename]));
    // The blurred thumbnail is a separate, real file, not a copy of the sharp one.
    const blurred = profile.photos[1].thumb_blurred as string;
    expect(blurred).toMatch(/^bl-[A-Za-z0-9_-]{32}\.jpg$/);
    const [a, b] = await Promise.all([
      fs.readFile(path.join(uploadsDir(), blurred)),
      fs.readFile(path.join(uploadsDir(), files[1].thumbFilename)),
    ]);
    expect(a.equals(b)).toBe(false);
  });

  it('a premium viewer gets every active photo full size, still no pending one', async () => {
    const premium = await member({}, true);
    const res = await view(owner.profileId, premium.cookie);
    const { profile } = res.json;
    expect(profile.photos.map((p: { id: number }) => p.id)).toEqual(files.slice(0, 3).map((f) => f.id));
    expect(profile.photos.every((p: { locked: boolean }) => !p.locked)).toBe(true);
    expect(profile.locked_photos).toBe(0);
    expect(JSON.stringify(res.json)).toContain(files[2].filename);
    expect(JSON.stringify(res.json)).not.toContain(files[3].filename);
  });

  it('the gold badge, the visible fields and notes of the site, hobbies', async () => {
    const { profile } = (await view(owner.profileId)).json;
    expect(profile.premium).toBe(true);
    expect(profile.is_fictional).toBe(false);
    expect(profile.attributes).toEqual([
      { key: 'hair_color', value: 'red' },
      { key: 'relationship_status', value: 'single' },
    ]);
    expect(profile.hobbies).toEqual(['wine', 'hiking']);
    expect(profile.notes).toEqual([{ key: 'about', text: 'Hello there' }]);
  });

  it('a free owner has no badge; a fictional profile says so', async () => {
    const free = await member();
    expect((await view(free.profileId)).json.profile.premium).toBe(false);
    const fictional = await otherProfile({ name: 'Fiona' });
    const { profile } = (await view(fictional.id)).json;
    expect(profile).toMatchObject({ is_fictional: true, premium: false, main_image: null, photos: [] });
  });
});

describe('404 cases', () => {
  it('missing, disabled, other site, bad id', async () => {
    const viewer = await member();
    expect((await view(999999, viewer.cookie)).json.error).toBe('profile_not_found');
    const disabled = await otherProfile({ status: 'disabled' });
    const res = await view(disabled.id, viewer.cookie);
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('profile_not_found');
    const other = await createSite({ hosts: ['other.test'], isDefault: false });
    const elsewhere = await createMember({ siteId: other.id, withProfile: true });
    expect((await view(elsewhere.profile!.id, viewer.cookie)).status).toBe(404);
    expect((await view('abc', viewer.cookie)).status).toBe(422);
    expect((await view(0, viewer.cookie)).status).toBe(422);
    expect((await view('99999999999', viewer.cookie)).status).toBe(422);
  });

  it('a profile that blocked the viewer is a 404 naming the blocker; the blocker still sees the other', async () => {
    const blocker = await member({ name: 'Bianca' });
    const blocked = await member({ name: 'Bob' });
    await block(blocker.profileId, blocked.profileId);
    const res = await view(blocker.profileId, blocked.cookie);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'blocked', name: 'Bianca' });
    const mine = await view(blocked.profileId, blocker.cookie);
    expect(mine.status).toBe(200);
    expect(mine.json.blocked_by_me).toBe(true);
    // A visitor is nobody's blocked member.
    expect((await view(blocker.profileId)).status).toBe(200);
  });
});

describe('like state and like_new', () => {
  it('opening a profile that liked the viewer clears like_new once', async () => {
    const viewer = await member();
    const liker = await otherProfile({ name: 'Lia' });
    await like(liker.id, viewer.profileId);
    const first = await view(liker.id, viewer.cookie);
    expect(first.json.like).toMatchObject({ liked: false, liked_by: true, like_new: true, match: false });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, liker.id), eq(likes.likedId, viewer.profileId)));
    expect(row.isNew).toBe(false);
    expect((await view(liker.id, viewer.cookie)).json.like.like_new).toBe(false);
  });

  it('a visitor has no like state; a member viewing their own profile gets own: true', async () => {
    const someone = await member();
    expect((await view(someone.profileId)).json.like).toEqual({
      liked: false,
      liked_by: false,
      like_new: false,
      match: false,
    });
    expect((await view(someone.profileId, someone.cookie)).json.own).toBe(true);
  });
});

describe('similar profiles', () => {
  it('same gender and country, age within ±5 years, without the profile, the viewer or blocks', async () => {
    const viewer = await member({ gender: 'female', country: 'NL', birthDate: bornYearsAgo(30) });
    const base = await otherProfile({
      name: 'Base',
      gender: 'female',
      country: 'NL',
      birthDate: bornYearsAgo(30),
    });
    const near = await otherProfile({
      name: 'Near',
      gender: 'female',
      country: 'NL',
      birthDate: bornYearsAgo(34),
    });
    const edge = await otherProfile({
      name: 'Edge',
      gender: 'female',
      country: 'NL',
      birthDate: bornYearsAgo(25, 20),
    });
    const old = await otherProfile({
      name: 'Old',
      gender: 'female',
      country: 'NL',
      birthDate: bornYearsAgo(37),
    });
    const man = await otherProfile({
      name: 'Man',
      gender: 'male',
      country: 'NL',
      birthDate: bornYearsAgo(30),
    });
    const abroad = await otherProfile({
      name: 'Abroad',
      gender: 'female',
      country: 'BE',
      birthDate: bornYearsAgo(30),
    });
    const blocked = await otherProfile({
      name: 'Blocked',
      gender: 'female',
      country: 'NL',
      birthDate: bornYearsAgo(31),
    });
    await block(viewer.profileId, blocked.id);
    const similar = (await view(base.id, viewer.cookie)).json.similar.map((p: { id: number }) => p.id);
    expect(similar).toEqual(expect.arrayContaining([near.id, edge.id]));
    for (const id of [base.id, old.id, man.id, abroad.id, blocked.id, viewer.profileId])
      expect(similar).not.toContain(id);
    await setProfile(near.id, { status: 'disabled' });
    expect((await view(base.id, viewer.cookie)).json.similar.map((p: { id: number }) => p.id)).not.toContain(
      near.id,
    );
  });
});
