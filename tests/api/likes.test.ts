// /api/like.php and the likes service: like and unlike, idempotency, self-like, blocked and
// disabled profiles, bad input, and exactly one match when both like at the same moment (run on
// PostgreSQL too: `node scripts/with-postgres.mjs npx vitest run --project api tests/api/likes.test.ts`).
import { and, eq, or, sql } from 'drizzle-orm';
import { DELETE, POST } from '@/app/api/like.php/route';
import { POST as SEEN } from '@/app/api/like-seen.php/route';
import { getDb, dbKind } from '@/lib/server/db/client';
import { blocks, likes, matches, profiles } from '@/lib/server/db/schema';
import { likeProfile, likeState } from '@/lib/server/likes/service';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

async function member(profile: Partial<typeof profiles.$inferInsert> = {}) {
  const m = await createMember({ siteId: site.id, withProfile: { name: 'Pia', ...profile } });
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

/** A profile without an account (like the seeded fictional ones). */
async function otherProfile(values: Partial<typeof profiles.$inferInsert> = {}) {
  const [row] = await (
    await getDb()
  )
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
  return row.id;
}

const like = (cookie: string | null, body: unknown) =>
  callRoute(POST, apiRequest('POST', 'http://localhost/api/like.php', { cookie: cookie ?? undefined, body }));
const unlike = (cookie: string, id: unknown) =>
  callRoute(DELETE, apiRequest('DELETE', `http://localhost/api/like.php?profile_id=${id}`, { cookie }));

async function likeRows(a: number, b: number) {
  return (await getDb())
    .select()
    .from(likes)
    .where(
      or(and(eq(likes.likerId, a), eq(likes.likedId, b)), and(eq(likes.likerId, b), eq(likes.likedId, a))),
    );
}

async function matchRows(a: number, b: number) {
  return (await getDb())
    .select()
    .from(matches)
    .where(and(eq(matches.profileA, Math.min(a, b)), eq(matches.profileB, Math.max(a, b))));
}

async function countAll(table: typeof likes | typeof matches) {
  const [row] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row.n);
}

beforeAll(async () => {
  site = await createSite();
});

describe('POST /api/like.php', () => {
  it('likes once (idempotent), without a match until the other likes back, then exactly one match', async () => {
    const a = await member();
    const b = await member({ gender: 'female' });
    const first = await like(a.cookie, { profile_id: b.profileId });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      liked: true,
      match: false,
      profile: { id: b.profileId, name: 'Pia' },
    });
    const again = await like(a.cookie, { profile_id: b.profileId });
    expect(again.json).toMatchObject({ liked: true, match: false });
    expect(await likeRows(a.profileId, b.profileId)).toHaveLength(1);
    expect((await likeRows(a.profileId, b.profileId))[0]).toMatchObject({ source: 'like', isNew: true });

    const back = await like(b.cookie, { profile_id: a.profileId });
    expect(back.json).toMatchObject({ liked: true, match: true, profile: { id: a.profileId } });
    expect(await matchRows(a.profileId, b.profileId)).toHaveLength(1);
    // Liking again after the match keeps one match row and reports it.
    expect((await like(a.cookie, { profile_id: b.profileId })).json.match).toBe(true);
    expect(await matchRows(a.profileId, b.profileId)).toHaveLength(1);
  });

  it('does not renew like_new when the same like is sent again', async () => {
    const a = await member();
    const b = await member();
    await like(a.cookie, { profile_id: b.profileId });
    const seen = await callRoute(
      SEEN,
      apiRequest('POST', 'http://localhost/api/like-seen.php', {
        cookie: b.cookie,
        body: { profile_id: a.profileId },
      }),
    );
    expect(seen.json).toEqual({ seen: true });
    await like(a.cookie, { profile_id: b.profileId });
    expect((await likeRows(a.profileId, b.profileId))[0].isNew).toBe(false);
  });

  it('refuses a self-like with 422 and stores nothing', async () => {
    const a = await member();
    const before = await countAll(likes);
    const res = await like(a.cookie, { profile_id: a.profileId });
    expect(res.status).toBe(422);
    expect(res.json.error).toBe('like_self');
    expect(await countAll(likes)).toBe(before);
  });

  it('answers 404 for missing, disabled and other-site profiles', async () => {
    const a = await member();
    const disabled = await otherProfile({ status: 'disabled' });
    const other = await createSite({ hosts: ['other.test'], isDefault: false });
    const foreign = await otherProfile({ siteId: other.id });
    const before = await countAll(likes);
    for (const id of [999_999, disabled, foreign]) {
      const res = await like(a.cookie, { profile_id: id });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe('profile_not_found');
    }
    expect(await countAll(likes)).toBe(before);
  });

  it('refuses a profile that blocked the member (403 blocked with the name) and one the member blocked', async () => {
    const a = await member();
    const blocker = await otherProfile({ name: 'Bea' });
    const blocked = await otherProfile({ name: 'Cas' });
    const db = await getDb();
    await db.insert(blocks).values([
      { blockerId: blocker, blockedId: a.profileId },
      { blockerId: a.profileId, blockedId: blocked },
    ]);
    const res = await like(a.cookie, { profile_id: blocker });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'blocked', name: 'Bea' });
    const mine = await like(a.cookie, { profile_id: blocked });
    expect(mine.status).toBe(403);
    expect(mine.json.error).toBe('you_blocked');
    expect(await likeRows(a.profileId, blocker)).toHaveLength(0);
    expect(await likeRows(a.profileId, blocked)).toHaveLength(0);
  });

  it('refuses bad input with 422, logged-out callers with 403, cross-origin posts, and changes nothing', async () => {
    const a = await member();
    const before = await countAll(likes);
    for (const body of [
      {},
      { profile_id: 'x' },
      { profile_id: -1 },
      { profile_id: 1.5 },
      { profile_id: 1, extra: 1 },
    ]) {
      expect((await like(a.cookie, body)).status).toBe(422);
    }
    expect((await like(a.cookie, '{bad')).status).toBe(400);
    const b = await otherProfile();
    const anon = await like(null, { profile_id: b });
    expect(anon.status).toBe(403);
    expect(anon.json.auth_required).toBe(true);
    const cross = await callRoute(
      POST,
      apiRequest('POST', 'http://localhost/api/like.php', {
        cookie: a.cookie,
        body: { profile_id: b },
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(cross.status).toBe(403);
    expect(await countAll(likes)).toBe(before);
  });

  it('answers 404 profile_missing for a member without a profile', async () => {
    const m = await createMember({ siteId: site.id });
    const cookie = await loginAs(m.user.email, m.password);
    const res = await like(cookie, { profile_id: await otherProfile() });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('profile_missing');
  });
});

describe('DELETE /api/like.php', () => {
  it('takes the like and the match back, idempotently', async () => {
    const a = await member();
    const b = await member();
    await like(a.cookie, { profile_id: b.profileId });
    await like(b.cookie, { profile_id: a.profileId });
    expect(await matchRows(a.profileId, b.profileId)).toHaveLength(1);
    const res = await unlike(a.cookie, b.profileId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ liked: false, match: false, profile: { id: b.profileId } });
    expect(await matchRows(a.profileId, b.profileId)).toHaveLength(0);
    const rows = await likeRows(a.profileId, b.profileId);
    expect(rows.map((r) => [r.likerId, r.likedId])).toEqual([[b.profileId, a.profileId]]);
    expect((await unlike(a.cookie, b.profileId)).status).toBe(200);
    // Liking again makes the match again.
    expect((await like(a.cookie, { profile_id: b.profileId })).json.match).toBe(true);
  });

  it('answers 404 for an unknown profile and 422 for a bad id', async () => {
    const a = await member();
    expect((await unlike(a.cookie, 999_999)).status).toBe(404);
    expect((await unlike(a.cookie, 'abc')).status).toBe(422);
    expect((await unlike(a.cookie, a.profileId)).status).toBe(422);
  });
});

describe('likeState', () => {
  it('reports liked, liked_by (and whether new) and match for the pair', async () => {
    const a = await member();
    const b = await member();
    const db = await getDb();
    expect(await likeState(db, a.profileId, b.profileId)).toEqual({
      liked: false,
      liked_by: false,
      like_new: false,
      match: false,
    });
    await like(b.cookie, { profile_id: a.profileId });
    expect(await likeState(db, a.profileId, b.profileId)).toEqual({
      liked: false,
      liked_by: true,
      like_new: true,
      match: false,
    });
    await like(a.cookie, { profile_id: b.profileId });
    expect(await likeState(db, a.profileId, b.profileId)).toMatchObject({
      liked: true,
      liked_by: true,
      match: true,
    });
    expect(await likeState(db, null, b.profileId)).toMatchObject({ liked: false, match: false });
  });
});

describe('a match under concurrent likes', () => {
  it('writes exactly one match row when both like at the same moment (50 fresh pairs)', async () => {
    const db = await getDb();
    const pairs: [number, number][] = [];
    for (let i = 0; i < 50; i++)
      pairs.push([await otherProfile({ isFictional: false }), await otherProfile()]);
    const answers = await Promise.all(
      pairs.map(([a, b]) =>
        Promise.all([likeProfile(db, site, a, b, 'like'), likeProfile(db, site, b, a, 'swipe')]),
      ),
    );
    for (const [i, [a, b]] of pairs.entries()) {
      const [first, second] = answers[i];
      // At least one side sees the other's like, and the row exists exactly once.
      expect(first.match || second.match).toBe(true);
      expect(await matchRows(a, b)).toHaveLength(1);
      expect(await likeRows(a, b)).toHaveLength(2);
    }
    console.info(`concurrent likes checked on ${await dbKind()}`);
  });
});
