// The polls' 304 that our server answers without Next (lib/server/http/poll-fast-path.ts): for a
// member's session (remembered, or looked up and remembered again) and an unchanged marker it
// gives the same ETag as the route, with the API's security headers; in every other case (a
// change, a logout, an expired session, a banned member, another site, a request of another
// shape) it answers nothing and Next's route decides. PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { GET as CHATS } from '@/app/api/chats.php/route';
import { GET as LIKES } from '@/app/api/likes.php/route';
import { GET as USER } from '@/app/api/user.php/route';
import { GET as LOGOUT } from '@/app/api/logout.php/route';
import { getDb } from '@/lib/server/db/client';
import { memberChanges, sessions, users } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/accounts/session-token';
import { clearSessionCache, rememberedMember } from '@/lib/server/http/session-cache';
import { getSite } from '@/lib/server/sites/service';
import { notModified, POLLED_ANSWERS, type PollRequest } from '@/lib/server/http/poll-fast-path';
import { API_CSP, SECURITY_HEADERS } from '@/lib/server/http/security-headers';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { chatMember } from './support/chat';

const ROUTES = { '/api/chats.php': CHATS, '/api/likes.php': LIKES, '/api/user.php': USER } as const;
type Path = keyof typeof ROUTES;

const viaRoute = (path: Path, cookie: string, etag?: string, host = 'localhost') =>
  callRoute(
    ROUTES[path],
    apiRequest('GET', `http://${host}${path}`, { cookie, headers: etag ? { 'if-none-match': etag } : {} }),
  );
const poll = (path: string, cookie: string, etag: string, extra: Partial<PollRequest> = {}) =>
  notModified({
    method: 'GET',
    url: path,
    headers: { host: 'localhost', cookie, 'if-none-match': etag },
    ...extra,
  });

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite({ hosts: ['localhost'] })).id;
  await createSite({ hosts: ['other.test'], isDefault: false, name: 'Other' });
});
beforeEach(() => clearSessionCache());

describe('the polls fast path', () => {
  it('names exactly the routes that are polled', () => {
    expect(Object.keys(POLLED_ANSWERS).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES) as Path[])(
    '%s: a remembered session with an unchanged marker gets the route own ETag and the API headers',
    async (path) => {
      const m = await chatMember(siteId);
      const first = await viaRoute(path, m.cookie);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      // The route's own 304 for the same request, for comparison.
      expect((await viaRoute(path, m.cookie, etag)).status).toBe(304);

      const headers = await poll(path, m.cookie, etag);
      expect(headers).not.toBeNull();
      expect(headers!.ETag).toBe(etag);
      expect(headers!['Cache-Control']).toBe('private, no-cache');
      expect(headers!['Content-Security-Policy']).toBe(API_CSP);
      for (const { key, value } of SECURITY_HEADERS) expect(headers![key]).toBe(value);
    },
  );

  it('a change of the list ends the 304: Next builds the new answer with a new tag', async () => {
    const m = await chatMember(siteId);
    const etag = (await viaRoute('/api/chats.php', m.cookie)).headers.get('etag')!;
    expect(await poll('/api/chats.php', m.cookie, etag)).not.toBeNull();
    await (
      await getDb()
    )
      .update(memberChanges)
      .set({ chats: sql`${memberChanges.chats} + 1` })
      .where(eq(memberChanges.userId, m.user.id));
    expect(await poll('/api/chats.php', m.cookie, etag)).toBeNull();
    const next = await viaRoute('/api/chats.php', m.cookie, etag);
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(etag);
    // The other lists did not change: their 304s stand.
    const likes = (await viaRoute('/api/likes.php', m.cookie)).headers.get('etag')!;
    expect(await poll('/api/likes.php', m.cookie, likes)).not.toBeNull();
  });

  it('after a logout the session is not answered here, and the route refuses it', async () => {
    const m = await chatMember(siteId);
    const etag = (await viaRoute('/api/user.php', m.cookie)).headers.get('etag')!;
    expect(await poll('/api/user.php', m.cookie, etag)).not.toBeNull();
    const out = await callRoute(
      LOGOUT,
      apiRequest('GET', 'http://localhost/api/logout.php', {
        cookie: m.cookie,
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(out.status).toBe(200);
    expect(await poll('/api/user.php', m.cookie, etag)).toBeNull();
    expect((await viaRoute('/api/user.php', m.cookie, etag)).status).toBe(403);
  });

  it('a session not remembered (new, or past the cache bound) is looked up here and remembered again', async () => {
    const m = await chatMember(siteId);
    const etag = (await viaRoute('/api/chats.php', m.cookie)).headers.get('etag')!;
    clearSessionCache();
    const tokenHash = hashToken(m.cookie.replace(/^hl_session=/, ''));
    const site = await getSite('localhost');
    expect(rememberedMember(tokenHash, site)).toBeNull();
    const headers = await poll('/api/chats.php', m.cookie, etag);
    expect(headers?.ETag).toBe(etag);
    expect(rememberedMember(tokenHash, site)).toEqual({ userId: m.user.id, profileId: m.profileId });
    // Looked up, a changed tag still goes to Next.
    clearSessionCache();
    expect(await poll('/api/chats.php', m.cookie, '"m-other"')).toBeNull();
  });

  it('another site and a session cookie sent twice go to Next', async () => {
    const m = await chatMember(siteId);
    const etag = (await viaRoute('/api/chats.php', m.cookie)).headers.get('etag')!;
    expect(
      await poll('/api/chats.php', m.cookie, etag, {
        headers: { host: 'other.test', cookie: m.cookie, 'if-none-match': etag },
      }),
    ).toBeNull();
    const twice = `${m.cookie}; ${m.cookie}`;
    expect(await poll('/api/chats.php', twice, etag)).toBeNull();
  });

  it('an expired session and a banned member are not answered here once the cache lets them go', async () => {
    const expired = await chatMember(siteId);
    const banned = await chatMember(siteId);
    const tags = await Promise.all(
      [expired, banned].map(async (m) => (await viaRoute('/api/likes.php', m.cookie)).headers.get('etag')!),
    );
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    await db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.user.id));
    // Nothing announces either (the cache's bound, 30 s, ends them): past it, as here.
    clearSessionCache();
    expect(await poll('/api/likes.php', expired.cookie, tags[0])).toBeNull();
    const ended = await viaRoute('/api/likes.php', expired.cookie, tags[0]);
    expect(ended.status).toBe(403);
    expect(ended.json).toMatchObject({ auth_required: true });
    expect(ended.json).not.toMatchObject({ error: 'account_banned' });
    expect(await poll('/api/likes.php', banned.cookie, tags[1])).toBeNull();
    const refused = await viaRoute('/api/likes.php', banned.cookie, tags[1]);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: 'account_banned' });
  });

  it('answers only an exact GET of a polled path with If-None-Match and its own tag', async () => {
    const m = await chatMember(siteId);
    const etag = (await viaRoute('/api/chats.php', m.cookie)).headers.get('etag')!;
    expect(await poll('/api/chats.php', m.cookie, etag)).not.toBeNull();
    expect(await poll('/api/chats.php', m.cookie, '"other"')).toBeNull();
    expect(await poll('/api/chats.php?x=1', m.cookie, etag)).toBeNull();
    expect(await poll('/api/chat.php', m.cookie, etag)).toBeNull();
    expect(await poll('/api/chats.php', m.cookie, etag, { method: 'POST' })).toBeNull();
    expect(await poll('/api/chats.php', 'hl_session=not a token', etag)).toBeNull();
    expect(
      await notModified({
        method: 'GET',
        url: '/api/chats.php',
        headers: { host: 'localhost', cookie: m.cookie },
      }),
    ).toBeNull();
  });
});
