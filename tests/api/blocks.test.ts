// /api/block.php and assertNotBlocked: block and unblock, likes and the match removed with the
// block, idempotency, refusals that change nothing, and the block honoured by every D1 endpoint
// (search, profile view, similar profiles) and by actions through assertNotBlocked (like).
import { and, eq, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE, POST } from '@/app/api/block.php/route';
import { GET as SEARCH } from '@/app/api/search.php/route';
import { GET as MEMBER } from '@/app/api/member.php/route';
import { POST as LIKE } from '@/app/api/like.php/route';
import { getDb } from '@/lib/server/db/client';
import { blocks, likes, matches } from '@/lib/server/db/schema';
import { assertNotBlocked, isBlockedEitherWay } from '@/lib/server/blocks/service';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { like } from './support/discovery';
import { otherProfile } from './support/search';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

async function member(name: string) {
  const m = await createMember({ siteId: site.id, withProfile: { name, gender: 'female' } });
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

const blockReq = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  callRoute(POST, apiRequest('POST', 'http://localhost/api/block.php', { cookie, body, headers }));
const unblockReq = (cookie: string, id: unknown) =>
  callRoute(DELETE, apiRequest('DELETE', `http://localhost/api/block.php?profile_id=${id}`, { cookie }));

async function blockCount() {
  const [row] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(blocks);
  return Number(row.n);
}

async function pairRows(a: number, b: number) {
  const db = await getDb();
  const l = await db
    .select()
    .from(likes)
    .where(
      or(and(eq(likes.likerId, a), eq(likes.likedId, b)), and(eq(likes.likerId, b), eq(likes.likedId, a))),
    );
  const m = await db
    .select()
    .from(matches)
    .where(and(eq(matches.profileA, Math.min(a, b)), eq(matches.profileB, Math.max(a, b))));
  return { likes: l.length, matches: m.length };
}

beforeAll(async () => {
  site = await createSite();
});

describe('POST /api/block.php', () => {
  it('blocks, removes likes both ways and the match, and is idempotent', async () => {
    const ann = await member('Ann');
    const ben = await member('Ben');
    await like(ann.profileId, ben.profileId);
    await like(ben.profileId, ann.profileId);
    await (await getDb()).insert(matches).values({
      profileA: Math.min(ann.profileId, ben.profileId),
      profileB: Math.max(ann.profileId, ben.profileId),
    });
    // Someone else's likes are untouched.
    const cleo = await member('Cleo');
    await like(cleo.profileId, ben.profileId);
    expect(await pairRows(ann.profileId, ben.profileId)).toEqual({ likes: 2, matches: 1 });

    const res = await blockReq(ann.cookie, { profile_id: ben.profileId });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ profile_id: ben.profileId, blocked: true });
    expect(await pairRows(ann.profileId, ben.profileId)).toEqual({ likes: 0, matches: 0 });
    expect(await pairRows(cleo.profileId, ben.profileId)).toEqual({ likes: 1, matches: 0 });
    const before = await blockCount();
    expect((await blockReq(ann.cookie, { profile_id: ben.profileId })).status).toBe(200);
    expect(await blockCount()).toBe(before);
    expect(await isBlockedEitherWay(await getDb(), ben.profileId, ann.profileId)).toBe(true);
  });

  it('refuses bad input, itself, missing and disabled profiles, visitors and other origins — changing nothing', async () => {
    const ann = await member('Ann2');
    const disabled = await otherProfile({ status: 'disabled' });
    const before = await blockCount();
    const cases: [Promise<{ status: number; json: { error: string } }>, number, string][] = [
      [blockReq(ann.cookie, { profile_id: 'x' }), 422, 'invalid_input'],
      [blockReq(ann.cookie, { profile_id: -1 }), 422, 'invalid_input'],
      [blockReq(ann.cookie, { profile_id: 99_999_999_999 }), 422, 'invalid_input'],
      [blockReq(ann.cookie, { profile_id: 5, extra: true }), 422, 'invalid_input'],
      [blockReq(ann.cookie, {}), 422, 'invalid_input'],
      [blockReq(ann.cookie, { profile_id: ann.profileId }), 422, 'block_self'],
      [blockReq(ann.cookie, { profile_id: 987654 }), 404, 'profile_not_found'],
      [blockReq(ann.cookie, { profile_id: disabled.id }), 404, 'profile_not_found'],
      [blockReq(undefined, { profile_id: disabled.id }), 403, 'auth_required'],
      [
        blockReq(ann.cookie, { profile_id: disabled.id }, { 'sec-fetch-site': 'cross-site' }),
        403,
        'cross_origin',
      ],
    ];
    for (const [pending, status, error] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expect(res.json.error).toBe(error);
    }
    expect(await blockCount()).toBe(before);
  });

  it('a member may block back someone who blocked them', async () => {
    const a = await member('A');
    const b = await member('B');
    expect((await blockReq(a.cookie, { profile_id: b.profileId })).status).toBe(200);
    expect((await blockReq(b.cookie, { profile_id: a.profileId })).status).toBe(200);
    await expect(assertNotBlocked(await getDb(), a.profileId, b.profileId)).rejects.toMatchObject({
      code: 'blocked',
    });
  });
});

describe('DELETE /api/block.php', () => {
  it('lifts only the own block, idempotently; likes do not come back', async () => {
    const ann = await member('Ann3');
    const ben = await member('Ben3');
    await like(ann.profileId, ben.profileId);
    await blockReq(ann.cookie, { profile_id: ben.profileId });
    // Ben cannot lift Ann's block.
    expect((await unblockReq(ben.cookie, ann.profileId)).status).toBe(200);
    expect(await isBlockedEitherWay(await getDb(), ann.profileId, ben.profileId)).toBe(true);
    const res = await unblockReq(ann.cookie, ben.profileId);
    expect(res.json).toEqual({ profile_id: ben.profileId, blocked: false });
    expect(await isBlockedEitherWay(await getDb(), ann.profileId, ben.profileId)).toBe(false);
    expect((await unblockReq(ann.cookie, ben.profileId)).status).toBe(200);
    expect(await pairRows(ann.profileId, ben.profileId)).toEqual({ likes: 0, matches: 0 });
    expect((await unblockReq(ann.cookie, 'abc')).status).toBe(422);
  });
});

describe('assertNotBlocked', () => {
  it('names the blocker to the blocked member and the target to the blocker', async () => {
    const db = await getDb();
    const a = await member('Alma');
    const b = await member('Bert');
    await expect(assertNotBlocked(db, a.profileId, b.profileId)).resolves.toBeUndefined();
    await blockReq(a.cookie, { profile_id: b.profileId });
    await expect(assertNotBlocked(db, b.profileId, a.profileId)).rejects.toMatchObject({
      code: 'blocked',
      status: 403,
      details: { name: 'Alma' },
    });
    await expect(assertNotBlocked(db, a.profileId, b.profileId)).rejects.toMatchObject({
      code: 'you_blocked',
      status: 403,
      details: { name: 'Bert' },
    });
    await expect(assertNotBlocked(db, null, a.profileId)).resolves.toBeUndefined();
  });
});

describe('every endpoint honours a block', () => {
  it('search, profile view, similar profiles and like', async () => {
    const blocker = await member('Blocker');
    const blocked = await member('Blocked');
    const similarBase = await otherProfile({ gender: 'female', country: 'NL', birthDate: '1990-05-17' });
    await blockReq(blocker.cookie, { profile_id: blocked.profileId });

    const search = async (cookie: string) =>
      (
        await callRoute(
          SEARCH,
          apiRequest('GET', 'http://localhost/api/search.php?gender=female', { cookie }),
        )
      ).json.profiles.map((p: { id: number }) => p.id);
    expect(await search(blocked.cookie)).not.toContain(blocker.profileId);
    expect(await search(blocker.cookie)).not.toContain(blocked.profileId);

    const view = (id: number, cookie: string) =>
      callRoute(MEMBER, apiRequest('GET', `http://localhost/api/member.php?id=${id}`, { cookie }));
    expect((await view(blocker.profileId, blocked.cookie)).json).toEqual({
      error: 'blocked',
      name: 'Blocker',
    });
    const similar = (await view(similarBase.id, blocked.cookie)).json.similar.map(
      (p: { id: number }) => p.id,
    );
    expect(similar).not.toContain(blocker.profileId);

    const liked = await callRoute(
      LIKE,
      apiRequest('POST', 'http://localhost/api/like.php', {
        cookie: blocked.cookie,
        body: { profile_id: blocker.profileId },
      }),
    );
    expect(liked.status).toBe(403);
    expect(liked.json).toEqual({ error: 'blocked', name: 'Blocker' });
    const back = await callRoute(
      LIKE,
      apiRequest('POST', 'http://localhost/api/like.php', {
        cookie: blocker.cookie,
        body: { profile_id: blocked.profileId },
      }),
    );
    expect(back.json.error).toBe('you_blocked');
  });
});
