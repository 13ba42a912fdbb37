// GET /api/auto-like.php: who gets an automatic like, from whom (preference, country, photo,
// blocks, existing likes), the rate limits (also under parallel calls) and bad requests.
import { and, eq, sql } from 'drizzle-orm';
import { GET } from '@/app/api/auto-like.php/route';
import { GET as LIST } from '@/app/api/likes.php/route';
import { getDb } from '@/lib/server/db/client';
import { blocks, likes, matches, photos, profiles, users } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;
const HOUR = 3_600_000;

async function member(
  profile: Partial<typeof profiles.$inferInsert> = {},
  user: { status?: string; signupAgoMs?: number } = {},
) {
  const m = await createMember({
    siteId: site.id,
    status: user.status ?? 'confirmed',
    withProfile: { name: 'Max', gender: 'male', interest: 'women', country: 'NL', ...profile },
  });
  const db = await getDb();
  await db
    .update(users)
    .set({ signupDate: new Date(Date.now() - (user.signupAgoMs ?? HOUR)) })
    .where(eq(users.id, m.user.id));
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

/** A fictional profile (no owner) with an active main photo unless `photo` is false. */
async function fictional(values: Partial<typeof profiles.$inferInsert> = {}, photo = true) {
  const db = await getDb();
  const [row] = await db
    .insert(profiles)
    .values({
      name: 'Eva',
      gender: 'female',
      birthDate: '1995-03-02',
      country: 'NL',
      isFictional: true,
      ...values,
    })
    .returning();
  if (photo) {
    const [p] = await db
      .insert(photos)
      .values({
        profileId: row.id,
        filename: `f${row.id}.jpg`,
        thumbFilename: `t${row.id}.jpg`,
        status: 'active',
        width: 9,
        height: 9,
      })
      .returning();
    await db.update(profiles).set({ mainPhotoId: p.id }).where(eq(profiles.id, row.id));
  }
  return row.id;
}

const autoLike = (
  cookie: string | null,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
) =>
  callRoute(
    GET,
    apiRequest('GET', 'http://localhost/api/auto-like.php', { cookie: cookie ?? undefined, headers }),
  );

async function autoLikesOf(profileId: number) {
  return (await getDb())
    .select()
    .from(likes)
    .where(and(eq(likes.likedId, profileId), eq(likes.source, 'auto')))
    .orderBy(likes.createdAt);
}

/** Moves the member's auto-likes back in time, as if they had been made `ms` earlier. */
async function ageAutoLikes(profileId: number, ms: number) {
  await (
    await getDb()
  )
    .update(likes)
    .set({ createdAt: sql`${likes.createdAt} - ${`${ms} milliseconds`}::interval` })
    .where(and(eq(likes.likedId, profileId), eq(likes.source, 'auto')));
}

async function resetCandidates() {
  const db = await getDb();
  await db.delete(likes);
  await db.delete(blocks);
  await db.delete(matches);
  await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.isFictional, true));
}

beforeAll(async () => {
  site = await createSite();
});

beforeEach(resetCandidates);

describe('GET /api/auto-like.php', () => {
  it('makes a fitting fictional profile like the member: a real like with source auto, shown in liked_by', async () => {
    const me = await member();
    const eva = await fictional({ name: 'Eva' });
    await fictional({ gender: 'male' });
    await fictional({ country: 'DE' });
    await fictional({}, false);
    const res = await autoLike(me.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: eva, name: 'Eva', main_image: `/media/t${eva}.jpg` });
    expect((await autoLikesOf(me.profileId)).map((l) => [l.likerId, l.isNew])).toEqual([[eva, true]]);
    const list = await callRoute(
      LIST,
      apiRequest('GET', 'http://localhost/api/likes.php', { cookie: me.cookie }),
    );
    expect(list.json.liked_by).toEqual([{ id: eva, like_new: true }]);
  });

  it('follows the preference: men → male, both → either, none → the other gender', async () => {
    const man = await fictional({ gender: 'male', name: 'Bob' });
    const seeker = await member({ gender: 'female', interest: 'men' });
    expect((await autoLike(seeker.cookie)).json.id).toBe(man);

    await resetCandidates();
    await (await getDb()).update(profiles).set({ status: 'active' }).where(eq(profiles.id, man));
    const both = await member({ gender: 'female', interest: 'both' });
    expect((await autoLike(both.cookie)).json.id).toBe(man);

    await resetCandidates();
    await (await getDb()).update(profiles).set({ status: 'active' }).where(eq(profiles.id, man));
    const none = await member({ gender: 'male', interest: null });
    expect((await autoLike(none.cookie)).status).toBe(204);
  });

  it('never picks a blocked profile (either way) or one that already likes the member', async () => {
    const me = await member();
    const blockedMe = await fictional();
    const iBlocked = await fictional();
    const likesMe = await fictional();
    const db = await getDb();
    await db.insert(blocks).values([
      { blockerId: blockedMe, blockedId: me.profileId },
      { blockerId: me.profileId, blockedId: iBlocked },
    ]);
    await db.insert(likes).values({ likerId: likesMe, likedId: me.profileId });
    for (let i = 0; i < 5; i++) expect((await autoLike(me.cookie)).status).toBe(204);
    expect(await autoLikesOf(me.profileId)).toHaveLength(0);
  });

  it('is a match when the member had liked that profile before', async () => {
    const me = await member();
    const eva = await fictional();
    await (await getDb()).insert(likes).values({ likerId: me.profileId, likedId: eva });
    expect((await autoLike(me.cookie)).json.id).toBe(eva);
    const rows = await (await getDb()).select().from(matches);
    expect(rows).toEqual([
      expect.objectContaining({
        profileA: Math.min(me.profileId, eva),
        profileB: Math.max(me.profileId, eva),
      }),
    ]);
  });

  it('waits 6 hours between auto-likes and gives at most 3 per 24 hours', async () => {
    const me = await member();
    for (let i = 0; i < 6; i++) await fictional();
    expect((await autoLike(me.cookie)).status).toBe(200);
    expect((await autoLike(me.cookie)).status).toBe(204);
    await ageAutoLikes(me.profileId, 5 * HOUR);
    expect((await autoLike(me.cookie)).status).toBe(204);
    await ageAutoLikes(me.profileId, 1 * HOUR + 1000);
    expect((await autoLike(me.cookie)).status).toBe(200);
    await ageAutoLikes(me.profileId, 6 * HOUR + 1000);
    expect((await autoLike(me.cookie)).status).toBe(200);
    // Three within 24 hours (at -12 h, -6 h, now), however long the gap since the last one.
    await ageAutoLikes(me.profileId, 6 * HOUR + 1000);
    expect((await autoLike(me.cookie)).status).toBe(204);
    expect(await autoLikesOf(me.profileId)).toHaveLength(3);
    // Once the oldest is more than 24 hours old, one more is due.
    await ageAutoLikes(me.profileId, 6 * HOUR);
    expect((await autoLike(me.cookie)).status).toBe(200);
  });

  it('gives exactly one auto-like to parallel calls', async () => {
    const me = await member();
    for (let i = 0; i < 8; i++) await fictional();
    const answers = await Promise.all(Array.from({ length: 8 }, () => autoLike(me.cookie)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await autoLikesOf(me.profileId)).toHaveLength(1);
  });

  it('gives none in the first 2 minutes, to unconfirmed members, or to disabled profiles', async () => {
    await fictional();
    const fresh = await member({}, { signupAgoMs: 60_000 });
    expect((await autoLike(fresh.cookie)).status).toBe(204);
    const unconfirmed = await member({}, { status: 'not_confirmed' });
    expect((await autoLike(unconfirmed.cookie)).status).toBe(204);
    const disabled = await member({ status: 'disabled' });
    expect((await autoLike(disabled.cookie)).status).toBe(204);
    const [row] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(likes);
    expect(Number(row.n)).toBe(0);
    // After 2 minutes it may come.
    const later = await member({}, { signupAgoMs: 3 * 60_000 });
    expect((await autoLike(later.cookie)).status).toBe(200);
  });

  it('refuses visitors and cross-origin requests without writing anything', async () => {
    await fictional();
    const me = await member();
    const anon = await autoLike(null);
    expect(anon.status).toBe(403);
    expect(anon.json.auth_required).toBe(true);
    const cross = await autoLike(me.cookie, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(cross.json.error).toBe('cross_origin');
    expect(await autoLikesOf(me.profileId)).toHaveLength(0);
  });
});
