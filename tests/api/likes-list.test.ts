// GET /api/likes.php: shape, cdn prefix, order and cap, hidden profiles (disabled, other site,
// blocked), 304 until a like arrives or like_new changes, like-seen, and the index plan.
import { and, eq, sql } from 'drizzle-orm';
import { GET } from '@/app/api/likes.php/route';
import { POST as LIKE } from '@/app/api/like.php/route';
import { POST as SEEN } from '@/app/api/like-seen.php/route';
import { getDb } from '@/lib/server/db/client';
import { blocks, likes, matches, photos, profiles, users } from '@/lib/server/db/schema';
import { LIKES_LIST_MAX } from '@/lib/schemas/likes';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;
const CDN = 'https://cdn.example.test/m/';

async function member(profile: Partial<typeof profiles.$inferInsert> = {}) {
  const m = await createMember({ siteId: site.id, withProfile: { name: 'Pia', ...profile } });
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

async function profile(values: Partial<typeof profiles.$inferInsert> = {}, photo?: 'active' | 'pending') {
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
        filename: `full-${row.id}.jpg`,
        thumbFilename: `thumb-${row.id}.jpg`,
        status: photo,
        width: 800,
        height: 600,
      })
      .returning();
    await db.update(profiles).set({ mainPhotoId: p.id }).where(eq(profiles.id, row.id));
  }
  return row.id;
}

async function likeRow(likerId: number, likedId: number, at?: Date) {
  await (await getDb()).insert(likes).values({ likerId, likedId, ...(at ? { createdAt: at } : {}) });
}

const list = (cookie: string | null, etag?: string) =>
  callRoute(
    GET,
    apiRequest('GET', 'http://localhost/api/likes.php', {
      cookie: cookie ?? undefined,
      headers: etag ? { 'if-none-match': etag } : {},
    }),
  );
const seen = (cookie: string, body: unknown) =>
  callRoute(SEEN, apiRequest('POST', 'http://localhost/api/like-seen.php', { cookie, body }));

beforeAll(async () => {
  site = await createSite({ cdnPrefix: CDN });
});

describe('GET /api/likes.php', () => {
  it('lists received (liked_by with like_new), sent and matches, newest first, with cdn-prefixed thumbnails', async () => {
    const me = await member();
    const older = await profile({ name: 'Ada', city: 'Utrecht' }, 'active');
    const newer = await profile({ name: 'Bo' }, 'pending');
    const liked = await profile({ name: 'Cor' });
    const t0 = Date.now() - 60_000;
    await likeRow(older, me.profileId, new Date(t0));
    await likeRow(newer, me.profileId, new Date(t0 + 1000));
    await likeRow(me.profileId, liked, new Date(t0 + 2000));
    await likeRow(me.profileId, older, new Date(t0 + 3000));
    await (
      await getDb()
    )
      .insert(matches)
      .values({ profileA: Math.min(me.profileId, older), profileB: Math.max(me.profileId, older) });

    const res = await list(me.cookie);
    expect(res.status).toBe(200);
    expect(res.json.liked_by).toEqual([
      { id: newer, like_new: true },
      { id: older, like_new: true },
    ]);
    expect(res.json.sent).toEqual([older, liked]);
    expect(res.json.matches).toEqual([older]);
    const byId = Object.fromEntries(res.json.profiles.map((p: { id: number }) => [p.id, p]));
    expect(Object.keys(byId).map(Number).sort()).toEqual([older, newer, liked].sort());
    expect(byId[older]).toEqual({
      id: older,
      name: 'Ada',
      age: expect.any(Number),
      country: 'NL',
      city: 'Utrecht',
      is_fictional: true,
      premium: false,
      main_image: `${CDN}thumb-${older}.jpg`,
    });
    // A pending main photo is not shown, and no full-size file name ever is.
    expect(byId[newer].main_image).toBeNull();
    expect(JSON.stringify(res.json)).not.toContain('full-');
  });

  it('marks premium members (the gold badge)', async () => {
    const me = await member();
    const rich = await member({ name: 'Rich' });
    await (await getDb()).update(users).set({ paidUser: true }).where(eq(users.id, rich.user.id));
    await likeRow(rich.profileId, me.profileId);
    const res = await list(me.cookie);
    expect(res.json.profiles).toEqual([
      expect.objectContaining({ id: rich.profileId, premium: true, is_fictional: false }),
    ]);
  });

  it('leaves out disabled, other-site and blocked profiles (either way)', async () => {
    const me = await member();
    const other = await createSite({ hosts: ['other.test'], isDefault: false });
    const visible = await profile();
    const disabled = await profile({ status: 'disabled' });
    const foreign = await profile({ siteId: other.id });
    const blockedMe = await profile();
    const iBlocked = await profile();
    for (const id of [visible, disabled, foreign, blockedMe, iBlocked]) {
      await likeRow(id, me.profileId);
      await likeRow(me.profileId, id);
    }
    await (await getDb()).insert(blocks).values([
      { blockerId: blockedMe, blockedId: me.profileId },
      { blockerId: me.profileId, blockedId: iBlocked },
    ]);
    const res = await list(me.cookie);
    expect(res.json.liked_by.map((l: { id: number }) => l.id)).toEqual([visible]);
    expect(res.json.sent).toEqual([visible]);
    expect(res.json.profiles.map((p: { id: number }) => p.id)).toEqual([visible]);
  });

  it('answers 304 while nothing changed; a new like and a cleared like_new change the ETag', async () => {
    const me = await member();
    const a = await member({ name: 'Ann' });
    const first = await list(me.cookie);
    const tag = first.headers.get('etag')!;
    expect(tag).toBeTruthy();
    const again = await list(me.cookie, tag);
    expect(again.status).toBe(304);
    expect(again.json).toBeNull();

    const liked = await callRoute(
      LIKE,
      apiRequest('POST', 'http://localhost/api/like.php', {
        cookie: a.cookie,
        body: { profile_id: me.profileId },
      }),
    );
    expect(liked.status).toBe(200);
    const afterLike = await list(me.cookie, tag);
    expect(afterLike.status).toBe(200);
    expect(afterLike.json.liked_by).toEqual([{ id: a.profileId, like_new: true }]);
    const tag2 = afterLike.headers.get('etag')!;
    expect(tag2).not.toBe(tag);
    expect((await list(me.cookie, tag2)).status).toBe(304);

    expect((await seen(me.cookie, { profile_id: a.profileId })).json).toEqual({ seen: true });
    const afterSeen = await list(me.cookie, tag2);
    expect(afterSeen.status).toBe(200);
    expect(afterSeen.json.liked_by).toEqual([{ id: a.profileId, like_new: false }]);
    // Seeing it again is harmless and changes nothing.
    expect((await seen(me.cookie, { profile_id: a.profileId })).status).toBe(200);
    expect((await list(me.cookie, afterSeen.headers.get('etag')!)).status).toBe(304);
  });

  it("like-seen refuses bad input and touches only the viewer's own received like", async () => {
    const me = await member();
    const a = await member();
    const b = await member();
    await likeRow(a.profileId, b.profileId);
    for (const body of [{}, { profile_id: 'x' }, { profile_id: 0 }])
      expect((await seen(me.cookie, body)).status).toBe(422);
    // me "sees" a's like, but a liked b, not me: b's like_new stays.
    await seen(me.cookie, { profile_id: a.profileId });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, a.profileId), eq(likes.likedId, b.profileId)));
    expect(row.isNew).toBe(true);
    expect((await seen('hl_session=nope', { profile_id: a.profileId })).status).toBe(403);
  });

  it(`caps each list at the newest ${LIKES_LIST_MAX}`, async () => {
    const me = await member();
    const db = await getDb();
    const ids = (
      await db
        .insert(profiles)
        .values(
          Array.from({ length: LIKES_LIST_MAX + 5 }, (_, i) => ({
            name: `P${i}`,
            gender: 'female',
            birthDate: '1990-01-01',
            country: 'NL',
          })),
        )
        .returning({ id: profiles.id })
    ).map((r) => r.id);
    const t0 = Date.now() - 3_600_000;
    await db
      .insert(likes)
      .values(
        ids.map((id, i) => ({ likerId: id, likedId: me.profileId, createdAt: new Date(t0 + i * 1000) })),
      );
    const res = await list(me.cookie);
    expect(res.json.liked_by).toHaveLength(LIKES_LIST_MAX);
    expect(res.json.liked_by[0].id).toBe(ids[ids.length - 1]);
    expect(res.json.liked_by.map((l: { id: number }) => l.id)).not.toContain(ids[0]);
  });

  it('answers visitors 403 auth_required and members without a profile empty lists', async () => {
    const anon = await list(null);
    expect(anon.status).toBe(403);
    expect(anon.json.auth_required).toBe(true);
    const m = await createMember({ siteId: site.id });
    const res = await list(await loginAs(m.user.email, m.password));
    expect(res.json).toEqual({ profiles: [], liked_by: [], sent: [], matches: [] });
  });

  it('reads the received and sent lists through their (member, created_at) indexes', async () => {
    const db = await getDb();
    await db.execute(sql`analyze`);
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = async (q: string) =>
        ((await db.execute(sql.raw(`explain ${q}`))) as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join('\n');
      expect(await plan('select * from likes where liked_id = 1 order by created_at desc limit 200')).toMatch(
        /likes_liked_idx/,
      );
      expect(await plan('select * from likes where liker_id = 1 order by created_at desc limit 200')).toMatch(
        /likes_liker_created_idx/,
      );
      expect(
        await plan('select * from matches where profile_a = 1 order by created_at desc limit 200'),
      ).toMatch(/matches_a_created_idx/);
      expect(
        await plan('select * from matches where profile_b = 1 order by created_at desc limit 200'),
      ).toMatch(/matches_b_created_idx/);
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });
});
