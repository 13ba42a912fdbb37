// GET /api/search.php ranks members with an approved main photo first, then by activity, then by
// id (issue 11, item 7), with exact keyset paging: the pages put together are the full ordered
// list, with ties in activity and every photo state, whatever the filters; a photo approved,
// rejected or deleted moves its profile at once (profiles.has_photo, kept by triggers).
import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/search.php/route';
import { getDb } from '@/lib/server/db/client';
import { photos, profiles } from '@/lib/server/db/schema';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { SEARCH_PAGE_SIZE } from '@/lib/schemas/search';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { addPhotos, otherProfile, setProfile } from './support/search';

type Query = Record<string, string>;
let cookie: string;

const search = (query: Query) =>
  callRoute(
    GET,
    apiRequest('GET', `http://localhost/api/search.php?${new URLSearchParams(query)}`, { cookie }),
  );

/** Every page of a search, following next_cursor. */
async function allPages(query: Query) {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const res = await search(cursor ? { ...query, cursor } : query);
    expect(res.status).toBe(200);
    pages.push(res.json.profiles.map((p: { id: number }) => p.id));
    cursor = res.json.next_cursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** Profiles whose main photo is approved (status active), from the tables themselves. */
async function withApprovedMain(): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(eq(photos.status, 'active'));
  return new Set(rows.map((r) => r.id));
}

/** The expected order, computed here: an approved main photo first, then activity, then id. */
async function expectedOrder(where: (p: typeof profiles.$inferSelect) => boolean): Promise<number[]> {
  const rows = (await (await getDb()).select().from(profiles)).filter((p) => p.userId === null && where(p));
  const approved = await withApprovedMain();
  const photo = (p: (typeof rows)[number]) => (approved.has(p.id) ? 1 : 0);
  return rows
    .sort((a, b) => photo(b) - photo(a) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime() || b.id - a.id)
    .map((p) => p.id);
}

// Photo states, in turn: an approved main photo (twice as often), one awaiting approval, a
// rejected one, none, and an approved photo that is not the main one (main cleared).
const STATES = ['approved', 'approved', 'pending', 'rejected', 'none', 'notMain'] as const;
const COUNT = 66;
// Seven moments only: many profiles share their activity, across photo states.
const BASE = Date.UTC(2030, 0, 1, 12);

beforeAll(async () => {
  const site = await createSite();
  const me = await createMember({ siteId: site.id, withProfile: { gender: 'male', country: 'NL' } });
  cookie = await loginAs(me.user.email, me.password);
  for (let i = 0; i < COUNT; i++) {
    const p = await otherProfile({
      name: `Rank${i}`,
      gender: i % 4 === 0 ? 'male' : 'female',
      country: i % 3 === 0 ? 'BE' : 'NL',
      region: i % 3 === 0 ? 'VLG' : i % 2 === 0 ? 'NH' : 'ZH',
      lastActiveAt: new Date(BASE - (i % 7) * 60_000),
    });
    const state = STATES[i % STATES.length];
    if (state === 'approved') await addPhotos(p.id, 1, 'active');
    if (state === 'pending') await addPhotos(p.id, 1, 'pending');
    if (state === 'rejected') await addPhotos(p.id, 1, 'rejected');
    if (state === 'notMain') {
      await addPhotos(p.id, 1, 'active');
      await setProfile(p.id, { mainPhotoId: null });
    }
  }
}, 120_000);

describe('search ranking and paging', () => {
  it('keeps has_photo equal to "the main photo is approved" for every state', async () => {
    const db = await getDb();
    const rows = await db.select().from(profiles).where(eq(profiles.isFictional, true));
    const approved = await withApprovedMain();
    expect(rows).toHaveLength(COUNT);
    expect(approved.size).toBe((COUNT / STATES.length) * 2);
    for (const r of rows) expect(r.hasPhoto, r.name).toBe(approved.has(r.id));
  });

  it.each<[string, Query, (p: typeof profiles.$inferSelect) => boolean]>([
    ['no filter', {}, () => true],
    ['gender', { gender: 'female' }, (p) => p.gender === 'female'],
    ['country', { country: 'NL' }, (p) => p.country === 'NL'],
    [
      'gender and country',
      { gender: 'female', country: 'NL' },
      (p) => p.gender === 'female' && p.country === 'NL',
    ],
    ['country and region', { country: 'NL', region: 'NH' }, (p) => p.country === 'NL' && p.region === 'NH'],
  ])(
    '%s: the pages put together are the full ordered list, no duplicates, no gaps',
    async (_name, query, where) => {
      const pages = await allPages(query);
      const expected = await expectedOrder(where);
      expect(pages.flat()).toEqual(expected);
      expect(new Set(pages.flat()).size).toBe(expected.length);
      for (const page of pages.slice(0, -1)) expect(page).toHaveLength(SEARCH_PAGE_SIZE);
    },
  );

  it('puts photos first across a page boundary (the segment ends inside page 1)', async () => {
    const pages = await allPages({});
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const db = await getDb();
    const withPhoto = new Set(
      (await db.select().from(profiles).where(eq(profiles.hasPhoto, true))).map((p) => p.id),
    );
    const flags = pages.flat().map((id) => withPhoto.has(id));
    // All true, then all false.
    expect(flags.indexOf(false)).toBe(withPhoto.size);
    expect(flags.slice(withPhoto.size).every((f) => !f)).toBe(true);
  });

  it('moves a profile when its main photo is approved, rejected or deleted', async () => {
    const db = await getDb();
    const byName = async (name: string) =>
      (await db.select().from(profiles).where(eq(profiles.name, name)))[0];
    const pending = await byName('Rank2'); // pending main photo
    const approved = await byName('Rank0');
    const approved2 = await byName('Rank1');
    expect([pending.hasPhoto, approved.hasPhoto, approved2.hasPhoto]).toEqual([false, true, true]);

    await approvePendingPhotos([pending.mainPhotoId!]);
    await db.update(photos).set({ status: 'rejected' }).where(eq(photos.id, approved.mainPhotoId!));
    await db.delete(photos).where(eq(photos.id, approved2.mainPhotoId!));

    expect((await byName('Rank2')).hasPhoto).toBe(true);
    expect((await byName('Rank0')).hasPhoto).toBe(false);
    expect(await byName('Rank1')).toMatchObject({ hasPhoto: false, mainPhotoId: null });
    // A write to has_photo itself is recomputed, not trusted.
    await setProfile(pending.id, { hasPhoto: false });
    expect((await byName('Rank2')).hasPhoto).toBe(true);
    // An activity update leaves it alone.
    await setProfile(pending.id, { lastActiveAt: new Date(BASE) });
    expect((await byName('Rank2')).hasPhoto).toBe(true);

    expect((await allPages({})).flat()).toEqual(await expectedOrder(() => true));
  });

  it('refuses a cursor of the activity-only order (before photos ranked first) with 422', async () => {
    const legacy = Buffer.from('2030-01-01T12:00:00.000000Z_5').toString('base64url');
    const res = await search({ cursor: legacy });
    expect([res.status, res.json.error]).toEqual([422, 'invalid_cursor']);
    for (const forged of ['p2_2030-01-01T12:00:00.000000Z_5', 'p1_2030-02-30T12:00:00.000000Z_5', 'p1_x_5']) {
      const bad = await search({ cursor: Buffer.from(forged).toString('base64url') });
      expect([bad.status, bad.json.error]).toEqual([422, 'invalid_cursor']);
    }
  });
});
