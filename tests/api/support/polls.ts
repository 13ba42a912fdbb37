// The polled answers of tests/api/poll-markers*.test.ts: each answer's poll, its ETag checked to
// stand while nothing changes, and two members who show in each other's lists.
import { expect } from 'vitest';
import { GET as LIKES } from '@/app/api/likes.php/route';
import { POST as LIKE } from '@/app/api/like.php/route';
import { GET as USER } from '@/app/api/user.php/route';
import { dbKind } from '@/lib/server/db/client';
import { markerCache } from '@/lib/server/http/marker-cache';
import { apiRequest, callRoute } from '../../setup/fixtures';
import { chatMember, chats, text, type ChatMember } from './chat';

export type Answer = 'chats' | 'likes' | 'user';
export const ANSWERS: Answer[] = ['chats', 'likes', 'user'];

export const get = (answer: Answer, cookie: string, etag?: string) => {
  const headers = etag ? { 'if-none-match': etag } : undefined;
  if (answer === 'chats') return chats(cookie, headers);
  const handler = answer === 'likes' ? LIKES : USER;
  return callRoute(handler, apiRequest('GET', `http://localhost/api/${answer}.php`, { cookie, headers }));
};

export type Tags = Record<Answer, string>;

/** On PGlite: the member's marker is in memory (an unchanged poll would read no row). */
export async function expectWarm(m: ChatMember) {
  const cache = await markerCache();
  if ((await dbKind()) === 'pglite') expect(cache?.get(m.user.id)).toBeDefined();
  else expect(cache).toBeNull();
}
/** Each answer's ETag, checked to answer 304 while nothing changes. */
export async function tagsOf(m: ChatMember): Promise<Tags> {
  const tags = {} as Tags;
  for (const answer of ANSWERS) {
    const res = await get(answer, m.cookie);
    expect(res.status).toBe(200);
    tags[answer] = res.headers.get('etag')!;
    expect(tags[answer]).toMatch(/^"m/);
    expect((await get(answer, m.cookie, tags[answer])).status).toBe(304);
  }
  return tags;
}

export const like = (m: ChatMember, profileId: number) =>
  callRoute(
    LIKE,
    apiRequest('POST', 'http://localhost/api/like.php', {
      cookie: m.cookie,
      body: { profile_id: profileId },
    }),
  );

/** Ann and Ben with a conversation and Ann's like of Ben: each shows in the other's lists. */
export async function pair(siteId: number) {
  const ann = await chatMember(siteId, { name: 'Ann', credits: 100 });
  const ben = await chatMember(siteId, { name: 'Ben', credits: 100 });
  expect((await text(ann.cookie, { profile_id: ben.profileId }, 'hi')).status).toBe(200);
  expect((await like(ann, ben.profileId)).status).toBe(200);
  return { ann, ben };
}
