// /api/swipe.php: the deck's rules (preference both ways, blocks, no repeats, no self, passes
// remembered for 30 days), likes through the likes service (match when mutual), the daily quota
// of 4 (UTC day; parallel requests on PostgreSQL), and bad input that changes nothing.
import { eq } from 'drizzle-orm';
import { GET, POST } from '@/app/api/swipe.php/route';
import { DELETE as UNLIKE } from '@/app/api/like.php/route';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { swipe } from '@/lib/server/matching/swipe';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import {
  activeAgo,
  ageSwipes,
  block,
  createCandidate,
  createSwiper,
  like,
  likesOf,
  matchCount,
  swipesOf,
} from './support/discovery';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

const deck = (cookie: string | null) =>
  callRoute(GET, apiRequest('GET', 'http://localhost/api/swipe.php', { cookie: cookie ?? undefined }));
const post = (cookie: string, body: unknown, headers?: Record<string, string>) =>
  callRoute(POST, apiRequest('POST', 'http://localhost/api/swipe.php', { cookie, body, headers }));
const ids = (res: { json: { profiles: { id: number }[] } }) => res.json.profiles.map((p) => p.id);

beforeAll(async () => {
  site = await createSite();
});

describe('GET /api/swipe.php: the deck', () => {
  it('suggests only profiles that fit the preference both ways, never self, blocked or hidden ones', async () => {
    const me = await createSwiper(site.id);
    const other = await createSite({ name: 'Other', hosts: ['other.test'], isDefault: false });
    const fits = await createCandidate({ lastActiveAt: activeAgo(1) });
    const both = await createCandidate({ interest: 'both', lastActiveAt: activeAgo(2) });
    const noInterest = await createCandidate({ interest: null, lastActiveAt: activeAgo(3) });
    const member = await createCandidate({ siteId: site.id, isFictional: false, lastActiveAt: activeAgo(4) });
    const excluded = [
      await createCandidate({ gender: 'male', interest: 'women' }), // not my preference
      await createCandidate({ interest: 'women' }), // not looking for men
      await createCandidate({ status: 'disabled' }),
      await createCandidate({ photo: null }),
      await createCandidate({ photo: 'pending' }),
      await createCandidate({ siteId: other.id, isFictional: false }), // another site's member
      await createCandidate({ birthDate: '1960-01-01' }), // far outside the age band
      await createCandidate({ country: 'US', region: 'CA' }), // not near
    ];
    const blockedByMe = await createCandidate();
    const blockedMe = await createCandidate();
    const liked = await createCandidate();
    await block(me.profileId, blockedByMe.id);
    await block(blockedMe.id, me.profileId);
    await like(me.profileId, liked.id);

    const res = await deck(me.cookie);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([fits.id, both.id, noInterest.id, member.id]);
    for (const p of [...excluded, blockedByMe, blockedMe, liked]) expect(ids(res)).not.toContain(p.id);
    expect(ids(res)).not.toContain(me.profileId);
    expect(res.json).toMatchObject({ likes_left: 4, limit: 4 });
    expect(res.json.profiles[0]).toMatchObject({
      id: fits.id,
      is_fictional: true,
      main_image: { thumb_filename: expect.any(String) },
    });
    // Resets at the next UTC midnight.
    const resets = new Date(res.json.resets_at);
    expect(resets.getUTCHours() + resets.getUTCMinutes() + resets.getUTCSeconds()).toBe(0);
    expect(resets.getTime() - Date.now()).toBeGreaterThan(0);
    expect(resets.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });

  it('refuses visitors and members without a profile', async () => {
    expect((await deck(null)).status).toBe(403);
  });
});

describe('POST /api/swipe.php', () => {
  it('remembers a pass for 30 days: the profile leaves the deck and comes back after', async () => {
    const me = await createSwiper(site.id, { country: 'PT', region: '11' });
    const a = await createCandidate({ country: 'PT', region: '11', lastActiveAt: activeAgo(1) });
    const b = await createCandidate({ country: 'PT', region: '11', lastActiveAt: activeAgo(2) });
    expect(ids(await deck(me.cookie))).toEqual([a.id, b.id]);

    const res = await post(me.cookie, { profile_id: a.id, decision: 'pass' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ profile_id: a.id, decision: 'pass', match: false, likes_left: 4 });
    expect(ids(await deck(me.cookie))).toEqual([b.id]);
    expect(await likesOf(me.profileId)).toHaveLength(0);

    await ageSwipes(me.profileId, 31 * 24);
    expect(ids(await deck(me.cookie))).toEqual([a.id, b.id]);
  });

  it('likes through the likes service with source swipe; a mutual like is one match', async () => {
    const me = await createSwiper(site.id, { country: 'FI', region: '18' });
    const fan = await createCandidate({ country: 'FI', region: '18' });
    const plain = await createCandidate({ country: 'FI', region: '18' });
    await like(fan.id, me.profileId);

    const first = await post(me.cookie, { profile_id: plain.id, decision: 'like' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ decision: 'like', match: false, profile: null, likes_left: 3 });
    const second = await post(me.cookie, { profile_id: fan.id, decision: 'like' });
    expect(second.json).toMatchObject({
      match: true,
      likes_left: 2,
      profile: { id: fan.id, name: fan.name },
    });
    expect(await matchCount(me.profileId, fan.id)).toBe(1);
    expect((await likesOf(me.profileId)).map((l) => l.source)).toEqual(['swipe', 'swipe']);
    // Liked profiles never come back.
    expect(ids(await deck(me.cookie))).toEqual([]);
  });

  it('allows 4 likes per day, then 429 with the reset time; passes stay unlimited; unliking gives none back', async () => {
    const me = await createSwiper(site.id, { country: 'AT', region: '9' });
    const cands = [];
    for (let i = 0; i < 8; i++) cands.push(await createCandidate({ country: 'AT', region: '9' }));
    for (const c of cands.slice(0, 4))
      expect((await post(me.cookie, { profile_id: c.id, decision: 'like' })).status).toBe(200);

    const refused = await post(me.cookie, { profile_id: cands[4].id, decision: 'like' });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'swipe_limit', limit: 4 });
    expect(new Date(refused.json.resets_at).toISOString()).toBe(refused.json.resets_at);
    expect((await likesOf(me.profileId)).map((l) => l.likedId)).not.toContain(cands[4].id);
    expect((await deck(me.cookie)).json.likes_left).toBe(0);

    for (const c of cands.slice(4))
      expect((await post(me.cookie, { profile_id: c.id, decision: 'pass' })).status).toBe(200);

    // Taking a swipe like back does not return it to the quota.
    const unliked = await callRoute(
      UNLIKE,
      apiRequest('DELETE', `http://localhost/api/like.php?profile_id=${cands[0].id}`, { cookie: me.cookie }),
    );
    expect(unliked.status).toBe(200);
    expect((await deck(me.cookie)).json.likes_left).toBe(0);

    // Yesterday's likes do not count today.
    await ageSwipes(me.profileId, 24);
    expect((await deck(me.cookie)).json.likes_left).toBe(4);
  });

  it('counts by UTC day: 23:59 uses the old day, 00:00 starts a new one', async () => {
    const me = await createSwiper(site.id, { country: 'CH', region: 'ZH' });
    const [user] = await (await getDb()).select().from(users).where(eq(users.id, me.user.id));
    const cands = [];
    for (let i = 0; i < 6; i++) cands.push(await createCandidate({ country: 'CH', region: 'ZH' }));
    const late = new Date('2030-03-01T23:59:00Z');
    for (const c of cands.slice(0, 4)) await swipe(site, user, c.id, 'like', late);
    await expect(swipe(site, user, cands[4].id, 'like', late)).rejects.toMatchObject({
      code: 'swipe_limit',
      status: 429,
      details: { resets_at: '2030-03-02T00:00:00.000Z' },
    });
    const next = await swipe(site, user, cands[4].id, 'like', new Date('2030-03-02T00:00:00Z'));
    expect(next).toMatchObject({ likes_left: 3, resets_at: '2030-03-03T00:00:00.000Z' });
  });

  it('lets exactly the likes left through when requests arrive in parallel', async () => {
    const me = await createSwiper(site.id, { country: 'NL', region: 'UT' });
    const cands = [];
    for (let i = 0; i < 17; i++) cands.push(await createCandidate({ country: 'NL', region: 'UT' }));
    // 4 left; 10 parallel likes of different profiles.
    const results = await Promise.all(
      cands.slice(0, 10).map((c) => post(me.cookie, { profile_id: c.id, decision: 'like' })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
    expect(await likesOf(me.profileId)).toHaveLength(4);
    expect((await swipesOf(me.profileId)).filter((s) => s.decision === 'like')).toHaveLength(4);

    // Another day, 3 used, 1 left: 1 of 4 parallel (profiles not liked before).
    await ageSwipes(me.profileId, 48);
    for (const c of cands.slice(10, 13))
      expect((await post(me.cookie, { profile_id: c.id, decision: 'like' })).status).toBe(200);
    const again = await Promise.all(
      cands.slice(13, 17).map((c) => post(me.cookie, { profile_id: c.id, decision: 'like' })),
    );
    expect(again.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const me = await createSwiper(site.id, { country: 'GB', region: 'LND' });
    const target = await createCandidate({ country: 'GB', region: 'LND' });
    const blocker = await createCandidate({ country: 'GB', region: 'LND', name: 'Greta' });
    const hidden = await createCandidate({ country: 'GB', region: 'LND', status: 'disabled' });
    await block(blocker.id, me.profileId);

    const cases: [unknown, number, string][] = [
      [{ profile_id: target.id, decision: 'love' }, 422, 'invalid_input'],
      [{ profile_id: target.id }, 422, 'invalid_input'],
      [{ profile_id: 'x', decision: 'like' }, 422, 'invalid_input'],
      [{ profile_id: target.id, decision: 'like', extra: 1 }, 422, 'invalid_input'],
      [{ profile_id: me.profileId, decision: 'like' }, 422, 'swipe_self'],
      [{ profile_id: me.profileId, decision: 'pass' }, 422, 'swipe_self'],
      [{ profile_id: 999_999, decision: 'like' }, 404, 'profile_not_found'],
      [{ profile_id: 999_999, decision: 'pass' }, 404, 'profile_not_found'],
      [{ profile_id: hidden.id, decision: 'like' }, 404, 'profile_not_found'],
      [{ profile_id: hidden.id, decision: 'pass' }, 404, 'profile_not_found'],
      [{ profile_id: blocker.id, decision: 'like' }, 403, 'blocked'],
      [{ profile_id: blocker.id, decision: 'pass' }, 403, 'blocked'],
    ];
    for (const [body, status, error] of cases) {
      const res = await post(me.cookie, body);
      expect([res.status, res.json.error], JSON.stringify(body)).toEqual([status, error]);
    }
    expect((await post(me.cookie, 'not json')).status).toBe(400);
    const cross = await post(
      me.cookie,
      { profile_id: target.id, decision: 'like' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
    const visitor = await callRoute(
      POST,
      apiRequest('POST', 'http://localhost/api/swipe.php', {
        body: { profile_id: target.id, decision: 'like' },
      }),
    );
    expect(visitor.json).toMatchObject({ error: 'auth_required', auth_required: true });

    expect(await likesOf(me.profileId)).toHaveLength(0);
    expect(await swipesOf(me.profileId)).toHaveLength(0);
    expect((await deck(me.cookie)).json.likes_left).toBe(4);
  });
});
