// How a poll reads the member's change marker: an unchanged poll answers 304 without building the
// list; a member without a marker row gets the answer built and hashed, never a 304 from nothing;
// a remembered session's poll without If-None-Match reads the marker in the list's own statement;
// on PGlite the marker is kept in memory (lib/server/http/marker-cache.ts) and dropped by every
// write. What moves the marker: poll-markers.test.ts.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { MarkerCache, markerCache } from '@/lib/server/http/marker-cache';
import { memberChanges } from '@/lib/server/db/schema';
import { listChats, listChatsVersioned } from '@/lib/server/chat/service';
import { likesFor, likesVersioned } from '@/lib/server/likes/lists';
import { toUserDto } from '@/lib/server/accounts/service';
import { createSite } from '../setup/fixtures';
import { chatMember, text } from './support/chat';
import { ANSWERS, expectWarm, get, pair, tagsOf } from './support/polls';

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

describe('an unchanged poll', () => {
  it('answers 304 without building the list or the user', async () => {
    const { ann } = await pair(site.id);
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
    const { ann } = await pair(site.id);
    const db = await getDb();
    await db.delete(memberChanges).where(eq(memberChanges.userId, ann.user.id));
    const first = await get('chats', ann.cookie);
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).not.toMatch(/^"m/);
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
    const { ann } = await pair(site.id);
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
    const { ann } = await pair(site.id);
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
    const { ann, ben } = await pair(site.id);
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
    const { ann, ben } = await pair(site.id);
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
    const { ann, ben } = await pair(site.id);
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
