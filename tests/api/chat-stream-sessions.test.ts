// The live stream (GET /api/chat-events.php) lives no longer than its session and its instance
// (issue 9 item 12, issue 16 item 6): logout, password change, password reset and account
// deletion end open streams at once; streams per session and per member are capped; draining
// ends every stream with a retry hint and refuses new ones. On PostgreSQL a revocation published
// through another connection ends a stream held here (the bus crosses instances):
// `node scripts/with-postgres.mjs npx vitest run --project api tests/api/chat-stream-sessions.test.ts`.
import { eq } from 'drizzle-orm';
import { GET as LOGOUT } from '@/app/api/logout.php/route';
import { PUT as CHANGE_PASSWORD } from '@/app/api/password.php/route';
import { PUT as COMPLETE_RESET } from '@/app/api/password-reset.php/route';
import { POST as DELETE_ACCOUNT } from '@/app/api/account-delete.php/route';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/accounts/session-token';
import { closeChatEvents, isSessionRevoked } from '@/lib/server/chat/events';
import { chatEventStream } from '@/lib/server/chat/live-stream';
import { userForToken } from '@/lib/server/accounts/service';
import { getSite } from '@/lib/server/sites/service';
import { PgChatTransport } from '@/lib/server/chat/events-pg';
import {
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  openStreamCount,
} from '@/lib/server/chat/stream-slots';
import { lifecycle } from '@/lib/server/lifecycle';
import { issueToken } from '@/lib/server/tokens/service';
import { apiRequest, callRoute, createSite, loginAs } from '../setup/fixtures';
import { chatMember, text, type ChatMember } from './support/chat';
import { EventReader, openStream } from './support/event-stream';

let siteId: number;
let sender: ChatMember;

const open: { controller: AbortController }[] = [];
async function stream(cookie: string) {
  const s = await openStream(cookie);
  open.push(s);
  expect(s.res.status).toBe(200);
  await s.reader!.next('ready');
  return s;
}
type Stream = Awaited<ReturnType<typeof stream>>;

const ended = (s: Stream, what: string) => s.reader!.until(() => s.reader!.done, 1_000, what);

/** The stream is still delivering: a new message from `sender` reaches it. */
async function stillDelivers(s: Stream, to: ChatMember) {
  const sent = await text(sender.cookie, { profile_id: to.profileId }, `still there ${Math.random()}`);
  expect(sent.status).toBe(200);
  await s.reader!.until(
    () =>
      s
        .reader!.named('message')
        .some((e) => (e.data as { message: { id: number } }).message.id === sent.json.message.id),
    1_000,
    'a message on the stream that should stay open',
  );
  expect(s.reader!.done).toBe(false);
}

async function secondSession(m: ChatMember) {
  return loginAs(m.user.email, m.password);
}

async function sessionIdOf(cookie: string): Promise<number> {
  const token = cookie.split('=')[1];
  const [row] = await (
    await getDb()
  )
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row.id;
}

beforeAll(async () => {
  siteId = (await createSite()).id;
  sender = await chatMember(siteId, { name: 'Sender', credits: 500, paid: true });
});
afterEach(() => {
  while (open.length) open.pop()!.controller.abort();
});
afterAll(() => closeChatEvents());

describe('ending a session ends its streams at once', () => {
  it('logout ends the open stream within a second; the reconnect is refused', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const s = await stream(ann.cookie);
    const started = Date.now();
    const out = await callRoute(
      LOGOUT,
      apiRequest('GET', 'http://localhost/api/logout.php', {
        cookie: ann.cookie,
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(out.status).toBe(200);
    await ended(s, 'the stream to end after logout');
    expect(Date.now() - started).toBeLessThan(1_000);
    const again = await openStream(ann.cookie);
    expect(again.res.status).toBe(403);
  });

  it('a stream whose session ended between its session check and its subscription ends too', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const site = await getSite('localhost');
    // The route checked the session...
    const session = await userForToken(site, ann.cookie.split('=')[1]);
    expect(session).not.toBeNull();
    // ...then the logout committed and published its revocation before the stream listened.
    const out = await callRoute(
      LOGOUT,
      apiRequest('GET', 'http://localhost/api/logout.php', {
        cookie: ann.cookie,
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    expect(out.status).toBe(200);
    const controller = new AbortController();
    open.push({ controller });
    const reader = new EventReader(await chatEventStream(site, session!, { signal: controller.signal }));
    await reader.until(() => reader.done, 1_000, 'the stream of an ended session to end');
  });

  it("logout leaves the member's other sessions' streams alone", async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const phone = await secondSession(ann);
    const here = await stream(ann.cookie);
    const there = await stream(phone);
    await callRoute(
      LOGOUT,
      apiRequest('GET', 'http://localhost/api/logout.php', {
        cookie: ann.cookie,
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    );
    await ended(here, 'the logged-out stream to end');
    await stillDelivers(there, ann);
  });

  it("password change ends the other sessions' streams and keeps this one", async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const phone = await secondSession(ann);
    const here = await stream(ann.cookie);
    const there = await stream(phone);
    const res = await callRoute(
      CHANGE_PASSWORD,
      apiRequest('PUT', 'http://localhost/api/password.php', {
        cookie: ann.cookie,
        body: { old_password: ann.password, password: 'a-new-password', password_confirm: 'a-new-password' },
      }),
    );
    expect(res.status).toBe(200);
    await ended(there, 'the other session’s stream to end');
    await stillDelivers(here, ann);
  });

  it('password reset ends every stream of the member', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const phone = await secondSession(ann);
    const a = await stream(ann.cookie);
    const b = await stream(phone);
    const { token } = await issueToken(await getDb(), {
      userId: ann.user.id,
      kind: 'password_reset',
      ttlMs: 60_000,
    });
    const res = await callRoute(
      COMPLETE_RESET,
      apiRequest('PUT', 'http://localhost/api/password-reset.php', {
        body: { token, password: 'a-new-password', password_confirm: 'a-new-password' },
      }),
    );
    expect(res.status).toBe(200);
    await ended(a, 'the first stream to end after the reset');
    await ended(b, 'the second stream to end after the reset');
  });

  it('account deletion ends every stream of the member', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const phone = await secondSession(ann);
    const a = await stream(ann.cookie);
    const b = await stream(phone);
    const res = await callRoute(
      DELETE_ACCOUNT,
      apiRequest('POST', 'http://localhost/api/account-delete.php', {
        cookie: ann.cookie,
        body: { password: ann.password, decline_offer: true },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ deleted: true });
    await ended(a, 'the first stream to end after deletion');
    await ended(b, 'the second stream to end after deletion');
  });

  it('only well-formed revocations travel on the bus', () => {
    const ok = { type: 'session_revoked', userId: 1, sessionId: 2, keepSessionId: null };
    expect(isSessionRevoked(ok)).toBe(true);
    expect(isSessionRevoked({ ...ok, sessionId: null, keepSessionId: 3 })).toBe(true);
    expect(isSessionRevoked({ ...ok, userId: '1' })).toBe(false);
    expect(isSessionRevoked({ ...ok, sessionId: 0 })).toBe(false);
    expect(isSessionRevoked({ ...ok, keepSessionId: undefined })).toBe(false);
    expect(isSessionRevoked({ ...ok, type: 'typing' })).toBe(false);
  });
});

describe('stream caps', () => {
  it(`accepts ${MAX_STREAMS_PER_SESSION} streams per session, then 429 too_many_streams; a closed one frees its slot`, async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await stream(ann.cookie));
    const refused = await openStream(ann.cookie);
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toEqual({ error: 'too_many_streams', max: MAX_STREAMS_PER_SESSION });
    // Another session of the same member still gets its own.
    await stream(await secondSession(ann));
    streams[0].controller.abort();
    await ended(streams[0], 'the aborted stream to end');
    await stream(ann.cookie);
  });

  it(`accepts ${MAX_STREAMS_PER_USER} streams per member over all sessions`, async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const before = openStreamCount();
    for (let s = 0; s < MAX_STREAMS_PER_USER / MAX_STREAMS_PER_SESSION; s++) {
      const cookie = s === 0 ? ann.cookie : await secondSession(ann);
      for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) await stream(cookie);
    }
    expect(openStreamCount()).toBe(before + MAX_STREAMS_PER_USER);
    const refused = await openStream(await secondSession(ann));
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toEqual({ error: 'too_many_streams', max: MAX_STREAMS_PER_USER });
  });
});

describe('draining (SIGTERM)', () => {
  afterEach(() => {
    lifecycle().draining = false;
  });

  it('ends every open stream with a final retry hint and refuses new ones with 503', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const a = await stream(ann.cookie);
    const b = await stream(await secondSession(ann));
    await lifecycle().beginDrain();
    for (const s of [a, b]) {
      await ended(s, 'the stream to end on drain');
      // The last thing on the wire tells EventSource when to come back (to another instance).
      expect(s.reader!.raw).toMatch(/retry: \d+\n: server restarting\n\n$/);
      const retry = Number(/retry: (\d+)\n: server restarting/.exec(s.reader!.raw)![1]);
      expect(retry).toBeGreaterThanOrEqual(1_000);
      expect(retry).toBeLessThanOrEqual(4_000);
    }
    const refused = await openStream(ann.cookie);
    expect(refused.res.status).toBe(503);
    expect(await refused.res.json()).toEqual({ error: 'server_draining' });
    // Nothing of the ended streams stays registered for the next drain.
    expect([...lifecycle().onDrain]).toHaveLength(0);
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('revocation between instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a revocation published through another connection ends the stream held by this instance', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const phone = await secondSession(ann);
    const here = await stream(ann.cookie);
    const kept = await stream(phone);
    // Another instance: its own connection, publishing on the same channel.
    const other = new PgChatTransport(url!, () => {});
    try {
      await other.start();
      await other.publish({
        type: 'session_revoked',
        userId: ann.user.id,
        sessionId: await sessionIdOf(ann.cookie),
        keepSessionId: null,
      });
      await ended(here, 'the stream to end on a revocation from another instance');
      await stillDelivers(kept, ann);
    } finally {
      await other.close();
    }
  });
});
