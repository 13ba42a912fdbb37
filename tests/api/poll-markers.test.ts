// The polled answers (chats.php, likes.php, user.php) take their ETag from the member's change
// marker (member_changes, bumped by triggers): every kind of change moves the ETag of every
// answer it changes, for both members; an unchanged poll answers 304 without building the list;
// a member without a marker row gets the answer built and hashed, never a 304 from nothing.
// On PGlite the markers are kept in memory (lib/server/http/marker-cache.ts): every change below
// is made while the member's marker is in that memory, so each proves the drop too.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as LIKES } from '@/app/api/likes.php/route';
import { POST as LIKE } from '@/app/api/like.php/route';
import { POST as SEEN } from '@/app/api/like-seen.php/route';
import { POST as BLOCK, DELETE as UNBLOCK } from '@/app/api/block.php/route';
import { GET as USER } from '@/app/api/user.php/route';
import { dbKind, getDb } from '@/lib/server/db/client';
import { MarkerCache, markerCache } from '@/lib/server/http/marker-cache';
import { memberChanges, profiles, users } from '@/lib/server/db/schema';
import { grantCredits } from '@/lib/server/credits/service';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { deleteAccount } from '@/lib/server/deletion/service';
import { listChats, listChatsVersioned } from '@/lib/server/chat/service';
import { likesFor, likesVersioned } from '@/lib/server/likes/lists';
import { toUserDto } from '@/lib/server/accounts/service';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { addPhoto, chatMember, chats, markRead, remove, text, type ChatMember } from './support/chat';

// The list builders, wrapped so the test sees whether a poll built its answer.
vi.mock('@/lib/server/chat/service', async (original) => {
  const m = await original<typeof import('@/lib/server/chat/service')>();
  return { ...m, listChats: vi.fn(m.listChats), listChatsVersioned: vi.fn(m.listChatsVersioned) };
});
vi.mock('@/lib/server/likes/lists', async (original) => {
  const m = await original<typeof import('@/lib/server/likes/lists')>();
  return { ...m, likesFor: vi.fn(m.likesFor), likesVersioned: vi.fn(m.likesVersioned) };
});
vi.mock('@/lib/server/accounts/service', async (original) => {
  const m = await original<typeof import('@/lib/server/accounts/service')>();
  return { ...m, toUserDto: vi.fn(m.toUserDto) };
});

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;
beforeAll(async () => {
  site = await createSite();
});
beforeEach(() => vi.mocked(listChats).mockClear());

type Answer = 'chats' | 'likes' | 'user';
const ANSWERS: Answer[] = ['chats', 'likes', 'user'];

const get = (answer: Answer, cookie: string, etag?: string) => {
  const headers = etag ? { 'if-none-match': etag } : undefined;
  if (answer === 'chats') return chats(cookie, headers);
  const handler = answer === 'likes' ? LIKES : USER;
  return callRoute(handler, apiRequest('GET', `http://localhost/api/${answer}.php`, { cookie, headers }));
};

type Tags = Record<Answer, string>;

/** On PGlite: the member's marker is in memory (an unchanged poll would read no row). */
async function expectWarm(m: ChatMember) {
  const cache = await markerCache();
  if ((await dbKind()) === 'pglite') expect(cache?.get(m.user.id)).toBeDefined();
  else expect(cache).toBeNull();
}
/** An answer that must move, or with "?" one that may (e.g. credits, when a message was free). */
type Expect = Answer | `${Answer}?`;

// A marker's tag is "m" and a 27-character SHA-1 (poll-etag.ts); a tag hashed from the answer is
// the 27 characters alone, which start with "m" one time in 64, so the length tells them apart.
const MARKER_TAG = /^"m[\w-]{27}"$/;

/** Each answer's ETag, checked to answer 304 while nothing changes. */
async function tagsOf(m: ChatMember): Promise<Tags> {
  const tags = {} as Tags;
  for (const answer of ANSWERS) {
    const res = await get(answer, m.cookie);
    expect(res.status).toBe(200);
    tags[answer] = res.headers.get('etag')!;
    expect(tags[answer]).toMatch(MARKER_TAG);
    expect((await get(answer, m.cookie, tags[answer])).status).toBe(304);
  }
  return tags;
}

/**
 * Runs `change` and checks that exactly the named answers of each member moved: a poll with the
 * old ETag answers 200 with the new data, and the unnamed answers still answer 304.
 */
async function expectChanged(
  members: [ChatMember, Expect[]][],
  change: () => Promise<unknown>,
  check?: () => Promise<void>,
) {
  const before = await Promise.all(members.map(([m]) => tagsOf(m)));
  // One more unchanged poll each, right before the change: the markers are in memory (PGlite).
  for (const [i, [m]] of members.entries()) {
    for (const answer of ANSWERS) expect((await get(answer, m.cookie, before[i][answer])).status).toBe(304);
    await expectWarm(m);
  }
  await change();
  for (const [i, [m, changed]] of members.entries()) {
    for (const answer of ANSWERS) {
      if (changed.includes(`${answer}?`)) continue;
      const res = await get(answer, m.cookie, before[i][answer]);
      expect({ member: m.profileId, answer, status: res.status }).toEqual({
        member: m.profileId,
        answer,
        status: changed.includes(answer) ? 200 : 304,
      });
    }
  }
  await check?.();
}

const like = (m: ChatMember, profileId: number) =>
  callRoute(
    LIKE,
    apiRequest('POST', 'http://localhost/api/like.php', {
      cookie: m.cookie,
      body: { profile_id: profileId },
    }),
  );

/** Ann and Ben with a conversation and Ann's like of Ben: each shows in the other's lists. */
async function pair() {
  const ann = await chatMember(site.id, { name: 'Ann', credits: 100 });
  const ben = await chatMember(site.id, { name: 'Ben', credits: 100 });
  expect((await text(ann.cookie, { profile_id: ben.profileId }, 'hi')).status).toBe(200);
  expect((await like(ann, ben.profileId)).status).toBe(200);
  return { ann, ben };
}

describe('the change marker moves the ETag of every answer a change alters', () => {
  it('a message: both chats lists (and the sender’s user.php when it cost credits)', async () => {
    const { ann, ben } = await pair();
    await expectChanged(
      [
        [ann, ['chats', 'user?']],
        [ben, ['chats']],
      ],
      () => text(ann.cookie, { profile_id: ben.profileId }, 'again'),
    );
  });

  it('reading: the reader’s chats list', async () => {
    const { ann, ben } = await pair();
    const id = (await chats(ben.cookie)).json.chats[0].conversation.id;
    await expectChanged(
      [
        [ann, []],
        [ben, ['chats']],
      ],
      () => markRead(ben.cookie, id),
    );
  });

  it('deleting a conversation: the deleter’s chats list', async () => {
    const { ann, ben } = await pair();
    await expectChanged(
      [
        [ann, []],
        [ben, ['chats']],
      ],
      () => remove(ben.cookie, `profile_id=${ann.profileId}`),
    );
  });

  it('a like, like seen and a match: the likes lists concerned', async () => {
    const { ann, ben } = await pair();
    const cat = await chatMember(site.id, { name: 'Cat' });
    await expectChanged(
      [
        [ann, ['likes']],
        [cat, ['likes']],
      ],
      () => like(cat, ann.profileId),
      async () => {
        await expectChanged(
          [
            [ann, ['likes']],
            [cat, []],
          ],
          () =>
            callRoute(
              SEEN,
              apiRequest('POST', 'http://localhost/api/like-seen.php', {
                cookie: ann.cookie,
                body: { profile_id: cat.profileId },
              }),
            ),
        );
      },
    );
    // Ben likes Ann back: a match, in both likes lists.
    await expectChanged(
      [
        [ann, ['likes']],
        [ben, ['likes']],
      ],
      () => like(ben, ann.profileId),
      async () => {
        expect((await get('likes', ben.cookie)).json.matches).toEqual([ann.profileId]);
      },
    );
  });

  it('a block and its lifting: both members’ chats and likes lists', async () => {
    const { ann, ben } = await pair();
    const blockBen = () =>
      callRoute(
        BLOCK,
        apiRequest('POST', 'http://localhost/api/block.php', {
          cookie: ann.cookie,
          body: { profile_id: ben.profileId },
        }),
      );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['chats', 'likes']],
      ],
      blockBen,
      async () => {
        expect((await chats(ben.cookie)).json.chats).toEqual([]);
      },
    );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['chats', 'likes']],
      ],
      () =>
        callRoute(
          UNBLOCK,
          apiRequest('DELETE', `http://localhost/api/block.php?profile_id=${ben.profileId}`, {
            cookie: ann.cookie,
          }),
        ),
    );
  });

  it('a photo approved as main photo: the owner’s user.php and the partner’s lists', async () => {
    const { ann, ben } = await pair();
    const photo = await addPhoto(ben.profileId, 'pending');
    const db = await getDb();
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['user']],
      ],
      () => db.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.id, ben.profileId)),
    );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['user']],
      ],
      () => approvePendingPhotos([photo.id]),
      async () => {
        expect((await chats(ann.cookie)).json.chats[0].profile.main_image).toBe(
          `/media/${photo.thumbFilename}`,
        );
      },
    );
  });

  it('credits and premium: user.php; premium also the partner’s lists (the badge)', async () => {
    const { ann, ben } = await pair();
    const db = await getDb();
    await expectChanged(
      [
        [ann, []],
        [ben, ['user']],
      ],
      () => grantCredits(db, { userId: ben.user.id, delta: 5, reason: 'adjustment' }),
    );
    await expectChanged(
      [
        [ann, ['chats', 'likes']],
        [ben, ['user']],
      ],
      () => db.update(users).set({ paidUser: true }).where(eq(users.id, ben.user.id)),
    );
  });

  it('a partner’s account deletion and a disabled profile: the other member’s lists', async () => {
    const { ann, ben } = await pair();
    const cat = await chatMember(site.id, { name: 'Cat', credits: 10 });
    expect((await text(cat.cookie, { profile_id: ann.profileId }, 'yo')).status).toBe(200);
    await expectChanged(
      [[ann, ['chats', 'likes']]],
      () => deleteAccount(site, ben.user, { password: ben.password, decline_offer: true }, '127.0.0.1'),
      async () =>
        expect(
          (await chats(ann.cookie)).json.chats.map((c: { profile: { id: number } }) => c.profile.id),
        ).toEqual([cat.profileId]),
    );
    const db = await getDb();
    await expectChanged([[ann, ['chats', 'likes']]], () =>
      db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, cat.profileId)),
    );
  });

  it('activity that no answer shows (last_active_at, the session touch) moves nothing', async () => {
    const { ann, ben } = await pair();
    const db = await getDb();
    await expectChanged(
      [
        [ann, []],
        [ben, []],
      ],
      async () => {
        await db.update(profiles).set({ lastActiveAt: new Date() }).where(eq(profiles.id, ben.profileId));
        await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, ben.user.id));
      },
    );
  });
});

describe('an unchanged poll', () => {
  it('answers 304 without building the list or the user', async () => {
    const { ann } = await pair();
    const tags = await tagsOf(ann);
    const builders = [listChats, listChatsVersioned, likesFor, likesVersioned, toUserDto];
    for (const builder of builders) vi.mocked(builder).mockClear();
    for (const answer of ANSWERS) expect((await get(answer, ann.cookie, tags[answer])).status).toBe(304);
    for (const builder of builders) expect(builder).not.toHaveBeenCalled();
    // Another member's ETag is not this member's.
    const ben = await chatMember(site.id, { name: 'Ben' });
    expect((await get('chats', ben.cookie, tags.chats)).status).toBe(200);
    expect(listChats).toHaveBeenCalledTimes(1);
  });

  it('without a marker row is built and hashed (no 304 from nothing), and gets a row', async () => {
    const { ann } = await pair();
    const db = await getDb();
    await db.delete(memberChanges).where(eq(memberChanges.userId, ann.user.id));
    const first = await get('chats', ann.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toMatch(MARKER_TAG);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    const rows = await db.select().from(memberChanges).where(eq(memberChanges.userId, ann.user.id));
    expect(rows).toHaveLength(1);
    const second = await get('chats', ann.cookie, first.headers.get('etag')!);
    expect(second.status).toBe(200);
    expect((await get('chats', ann.cookie, second.headers.get('etag')!)).status).toBe(304);
  });
});

/** The database client under drizzle (PGlite, or node-postgres' pool): what a spy counts queries on. */
const client = async () =>
  ((await getDb()) as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;

describe('a poll without If-None-Match of a session the instance remembers', () => {
  it('is one statement, the lists with their marker, tagged as the 304 path tags them', async () => {
    const { ann } = await pair();
    const tags = await tagsOf(ann);
    const query = vi.spyOn(await client(), 'query');
    try {
      for (const answer of ['chats', 'likes'] as const) {
        query.mockClear();
        const res = await get(answer, ann.cookie);
        expect(res.status).toBe(200);
        expect(res.headers.get('etag')).toBe(tags[answer]);
        expect(query).toHaveBeenCalledTimes(1);
      }
    } finally {
      query.mockRestore();
    }
    // The marker read with the list moves with the list.
    await text(
      ann.cookie,
      { profile_id: (await chatMember(site.id, { name: 'Cid', credits: 10 })).profileId },
      'hey',
    );
    const moved = await get('chats', ann.cookie);
    expect(moved.headers.get('etag')).not.toBe(tags.chats);
    expect((await get('chats', ann.cookie, moved.headers.get('etag')!)).status).toBe(304);
  });

  it('with nothing listed (no row carries the marker) still gets the marker’s tag', async () => {
    const cid = await chatMember(site.id, { name: 'Cid' });
    const tags = await tagsOf(cid);
    for (const answer of ['chats', 'likes'] as const) {
      const res = await get(answer, cid.cookie);
      expect(res.json).toMatchObject(answer === 'chats' ? { chats: [] } : { profiles: [] });
      expect(res.headers.get('etag')).toBe(tags[answer]);
    }
  });
});

// PGlite keeps the markers in memory (marker-cache.ts); PostgreSQL reads them every time.
describe.runIf(!process.env.DATABASE_URL)('on PGlite, the marker in memory', () => {
  it('answers an unchanged poll 304 without a query', async () => {
    const { ann } = await pair();
    const tags = await tagsOf(ann);
    const query = vi.spyOn(await client(), 'query');
    try {
      for (const answer of ANSWERS) expect((await get(answer, ann.cookie, tags[answer])).status).toBe(304);
      expect(query).not.toHaveBeenCalled();
      // The same poll after the marker left memory reads it again (what the spy sees).
      (await markerCache())!.drop(ann.user.id);
      expect((await get('chats', ann.cookie, tags.chats)).status).toBe(304);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it('a write by SQL outside the app (triggers only) drops the marker', async () => {
    const { ann, ben } = await pair();
    const db = await getDb();
    const cache = (await markerCache())!;
    let tags = await tagsOf(ann);
    await db.execute(sql`update member_changes set likes = likes + 1 where user_id = ${ann.user.id}`);
    expect(cache.get(ann.user.id)).toBeUndefined();
    expect((await get('likes', ann.cookie, tags.likes)).status).toBe(200);
    // Through the triggers of 0011: Ben's name shows in Ann's chats list.
    tags = await tagsOf(ann);
    await expectWarm(ann);
    await db.execute(sql`update profiles set name = 'Benjamin' where id = ${ben.profileId}`);
    expect(cache.get(ann.user.id)).toBeUndefined();
    expect((await get('chats', ann.cookie, tags.chats)).status).toBe(200);
    // A deleted row too: no 304 from a marker the table no longer has.
    tags = await tagsOf(ann);
    await db.execute(sql`delete from member_changes where user_id = ${ann.user.id}`);
    expect(cache.get(ann.user.id)).toBeUndefined();
    expect((await get('chats', ann.cookie, tags.chats)).status).toBe(200);
  });

  it('a poll whose marker read straddles a commit does not keep the old marker', async () => {
    const { ann, ben } = await pair();
    const tags = await tagsOf(ben);
    const cache = (await markerCache())!;
    cache.drop(ben.user.id);
    // The poll reads Ben's marker from the database; its store is held back until after a
    // message to Ben has committed (and dropped the entry), as if the commit came in between.
    const late: (() => void)[] = [];
    const store = vi.spyOn(cache, 'store').mockImplementationOnce((...args) => {
      late.push(() => MarkerCache.prototype.store.apply(cache, args));
    });
    try {
      expect((await get('chats', ben.cookie, tags.chats)).status).toBe(304);
      expect(late).toHaveLength(1);
      expect((await text(ann.cookie, { profile_id: ben.profileId }, 'again')).status).toBe(200);
      late[0]();
    } finally {
      store.mockRestore();
    }
    expect(cache.get(ben.user.id)).toBeUndefined();
    expect((await get('chats', ben.cookie, tags.chats)).status).toBe(200);
  });

  it('polls and writes interleaved: every poll after the last write sees it', async () => {
    const { ann, ben } = await pair();
    let tag = (await get('chats', ben.cookie)).headers.get('etag')!;
    for (let i = 0; i < 5; i++) {
      // Polls and a message all in flight together; whatever order PGlite runs them in…
      const polls = Array.from({ length: 4 }, () => get('chats', ben.cookie, tag));
      const sent = text(ann.cookie, { profile_id: ben.profileId }, `m${i}`);
      await Promise.all([...polls, sent]);
      // …a poll after the message has committed never answers 304 to the tag from before it.
      const res = await get('chats', ben.cookie, tag);
      expect(res.status).toBe(200);
      tag = res.headers.get('etag')!;
    }
  });
});
