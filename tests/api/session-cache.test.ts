// The per-instance session cache of the polled answers (lib/server/http/session-cache.ts): an
// unchanged poll of a known session is answered 304 from the member's marker alone, without the
// session lookup; a change still answers 200; a session that ended (logout here, or a
// revocation published by another instance) never gets a 304 again. PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { GET as LOGOUT } from '@/app/api/logout.php/route';
import { GET as USER } from '@/app/api/user.php/route';
import { GET as LIKES } from '@/app/api/likes.php/route';
import { getDb } from '@/lib/server/db/client';
import { memberChanges, sessions } from '@/lib/server/db/schema';
import { lookupSession } from '@/lib/server/accounts/service';
import { emitSessionRevoked } from '@/lib/server/chat/events';
import { clearSessionCache, rememberedMember } from '@/lib/server/http/session-cache';
import { hashToken } from '@/lib/server/accounts/session-token';
import { getSite } from '@/lib/server/sites/service';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { chatMember, chats } from './support/chat';

vi.mock('@/lib/server/accounts/service', async (original) => {
  const m = await original<typeof import('@/lib/server/accounts/service')>();
  // route() resolves sessions through lookupSession (it also tells a banned member's session apart).
  return { ...m, lookupSession: vi.fn(m.lookupSession) };
});

const lookups = () => vi.mocked(lookupSession).mock.calls.length;
const user = (cookie: string, etag?: string) =>
  callRoute(USER, apiRequest('GET', 'http://localhost/api/user.php', { cookie, headers: etag ? { 'if-none-match': etag } : {} }));
const tokenOf = (cookie: string) => cookie.split('=')[1].split(';')[0];

const waitFor = async (check: () => Promise<boolean>, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});
beforeEach(() => clearSessionCache());

describe('session cache of the polled answers', () => {
  it('answers an unchanged poll 304 and a changed one 200 without the session lookup, as the full path would', async () => {
    const m = await chatMember(siteId);
    const first = await chats(m.cookie);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    const before = lookups();
    for (let i = 0; i < 3; i++) expect((await chats(m.cookie, { 'if-none-match': etag })).status).toBe(304);
    expect(lookups()).toBe(before);

    await (await getDb())
      .update(memberChanges)
      .set({ chats: sql`${memberChanges.chats} + 1` })
      .where(eq(memberChanges.userId, m.user.id));
    const changed = await chats(m.cookie, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(lookups()).toBe(before);
    // The same answer and tag as the full session lookup gives.
    clearSessionCache();
    const full = await chats(m.cookie);
    expect(lookups()).toBe(before + 1);
    expect(full.json).toEqual(changed.json);
    expect(full.headers.get('etag')).toBe(changed.headers.get('etag'));
  });

  it('likes.php from a remembered session: the same lists and tag as the full path', async () => {
    const m = await chatMember(siteId);
    const likes = (etag?: string) =>
      callRoute(LIKES, apiRequest('GET', 'http://localhost/api/likes.php', { cookie: m.cookie, headers: etag ? { 'if-none-match': etag } : {} }));
    const full = await likes();
    const before = lookups();
    const fromCache = await likes();
    expect(lookups()).toBe(before);
    expect(fromCache.status).toBe(200);
    expect(fromCache.json).toEqual(full.json);
    expect(fromCache.headers.get('etag')).toBe(full.headers.get('etag'));
    expect((await likes(full.headers.get('etag')!)).status).toBe(304);
  });

  it('a member without a profile is never answered from the remembered ids', async () => {
    const { user, password } = await createMember({ siteId });
    const cookie = await loginAs(user.email, password);
    const first = await chats(cookie);
    expect(first.status).toBe(200);
    const before = lookups();
    expect((await chats(cookie)).json).toEqual({ chats: [] });
    expect(lookups()).toBe(before + 1);
  });

  it('a logout on this instance ends the 304s at once: the next poll is refused', async () => {
    const m = await chatMember(siteId);
    const etag = (await user(m.cookie)).headers.get('etag')!;
    expect((await user(m.cookie, etag)).status).toBe(304);
    const out = await callRoute(
      LOGOUT,
      apiRequest('GET', 'http://localhost/api/logout.php', { cookie: m.cookie, headers: { 'sec-fetch-site': 'same-origin' } }),
    );
    expect(out.status).toBe(200);
    const after = await user(m.cookie, etag);
    expect(after.status).toBe(403);
    expect(after.json).toMatchObject({ auth_required: true });
  });

  it("another instance's revocation (the bus) ends the 304s of that member's sessions", async () => {
    const m = await chatMember(siteId);
    const etag = (await user(m.cookie)).headers.get('etag')!;
    expect((await user(m.cookie, etag)).status).toBe(304);
    // What a password change on another instance does: delete the sessions, then publish.
    await (await getDb()).delete(sessions).where(eq(sessions.userId, m.user.id));
    emitSessionRevoked({ userId: m.user.id, allSessions: true });
    await waitFor(async () => rememberedMember(hashToken(tokenOf(m.cookie)), await getSite('localhost')) === null);
    expect((await user(m.cookie, etag)).status).toBe(403);
  });

  it('remembers a session for one site only and for a short time', async () => {
    const m = await chatMember(siteId);
    expect((await user(m.cookie)).status).toBe(200);
    const hash = hashToken(tokenOf(m.cookie));
    const site = await getSite('localhost');
    const now = Date.now();
    expect(rememberedMember(hash, site, now)).toEqual({ userId: m.user.id, profileId: m.profileId });
    expect(rememberedMember(hash, { ...site, id: site.id + 1000 }, now)).toBeNull();
    expect((await user(m.cookie)).status).toBe(200);
    expect(rememberedMember(hash, site, now + 60_000)).toBeNull();
  });
});
