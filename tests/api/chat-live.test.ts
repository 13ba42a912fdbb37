// Live delivery: GET /api/chat-events.php (server-sent events) and POST /api/typing.php.
import { POST as TYPING } from '@/app/api/typing.php/route';
import { blocks } from '@/lib/server/db/schema';
import { getDb } from '@/lib/server/db/client';
import { chatEventStream } from '@/lib/server/chat/live-stream';
import { closeChatEvents, emitChatEvent, isChatEvent } from '@/lib/server/chat/events';
import { resetTypingThrottle } from '@/lib/server/chat/live';
import { getSite } from '@/lib/server/sites/service';
import { userForToken } from '@/lib/server/accounts/service';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { chatMember, markRead, text, type ChatMember } from './support/chat';
import { EventReader, openStream } from './support/event-stream';

let siteId: number;
let anna: ChatMember;
let ben: ChatMember;
let carl: ChatMember;
let conversationId: number;

const typing = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  callRoute(TYPING, apiRequest('POST', 'http://localhost/api/typing.php', { cookie, body, headers }));

const open: { controller: AbortController }[] = [];
async function stream(m: ChatMember) {
  const s = await openStream(m.cookie);
  open.push(s);
  expect(s.reader).not.toBeNull();
  await s.reader!.next('ready');
  return s;
}

beforeAll(async () => {
  siteId = (await createSite()).id;
  anna = await chatMember(siteId, { name: 'Anna', credits: 50, paid: true });
  ben = await chatMember(siteId, { name: 'Ben', credits: 50, paid: true });
  carl = await chatMember(siteId, { name: 'Carl', credits: 50, paid: true });
  const first = await text(anna.cookie, { profile_id: ben.profileId }, 'first');
  expect(first.status).toBe(200);
  conversationId = first.json.conversation_id ?? first.json.message.conversation_id;
});

beforeEach(() => resetTypingThrottle());
// On PostgreSQL the bus holds a LISTEN connection.
afterAll(() => closeChatEvents());
afterEach(() => {
  while (open.length) open.pop()!.controller.abort();
});

describe('GET /api/chat-events.php', () => {
  it('refuses visitors with auth_required', async () => {
    const s = await openStream(undefined);
    expect(s.res.status).toBe(403);
    expect(await s.res.json()).toMatchObject({ error: 'auth_required', auth_required: true });
  });

  it('is an uncached event stream that starts with a retry hint and a ready event', async () => {
    const { res, reader } = await stream(ben);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-cache');
    expect(reader!.raw).toMatch(/^retry: \d+\n/);
    expect(reader!.named('ready')[0].data).toEqual({ profile_id: ben.profileId });
  });

  it("delivers the partner's new message at once, only to the partner", async () => {
    const b = await stream(ben);
    const a = await stream(anna);
    const c = await stream(carl);
    const started = Date.now();
    const sent = await text(anna.cookie, { conversation_id: conversationId }, 'are you there?');
    expect(sent.status).toBe(200);
    // On PostgreSQL the notice of the setup's first message may still be on its way: look for this one.
    const isSent = (e: { data: unknown }) =>
      (e.data as { message: { id: number } }).message.id === sent.json.message.id;
    await b.reader!.until(() => b.reader!.named('message').some(isSent), 1_000, 'the sent message');
    const got = b.reader!.named('message').find(isSent)!;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(got.data).toMatchObject({
      conversation_id: conversationId,
      message: {
        id: sent.json.message.id,
        body: 'are you there?',
        kind: 'text',
        mine: false,
        sender_id: anna.profileId,
      },
    });
    // The sender's view fields never leak to the partner.
    expect((got.data as { message: { client_key: unknown } }).message.client_key).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(a.reader!.named('message').filter(isSent)).toHaveLength(0);
    expect(c.reader!.named('message')).toHaveLength(0);
  });

  it('passes the read notice to the sender when the partner opens the conversation', async () => {
    await text(anna.cookie, { conversation_id: conversationId }, 'unread one');
    const a = await stream(anna);
    expect((await markRead(ben.cookie, conversationId)).status).toBe(200);
    const got = await a.reader!.next('read');
    expect(got.data).toEqual({ conversation_id: conversationId, profile_id: ben.profileId });
  });

  it('ignores events addressed to nobody on the stream and malformed bus payloads', async () => {
    const b = await stream(ben);
    emitChatEvent({
      type: 'typing',
      conversationId: 999,
      toProfileId: carl.profileId,
      fromProfileId: anna.profileId,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(b.reader!.named('typing')).toHaveLength(0);
    expect(isChatEvent({ type: 'message', conversationId: 1, toProfileId: 2, fromProfileId: 3 })).toBe(false);
    expect(isChatEvent({ type: 'drop', conversationId: 1, toProfileId: 2, fromProfileId: 3 })).toBe(false);
    expect(isChatEvent({ type: 'typing', conversationId: '1', toProfileId: 2, fromProfileId: 3 })).toBe(
      false,
    );
  });

  it('sends a heartbeat comment and closes cleanly when the client leaves or the time is up', async () => {
    const site = await getSite('localhost');
    // A real session: a stream whose session is gone ends at once.
    const session = (await userForToken(site, ben.cookie.split('=')[1]))!;
    const controller = new AbortController();
    const res = await chatEventStream(
      site,
      session,
      {
        signal: controller.signal,
        heartbeatMs: 20,
        maxMs: 60_000,
      },
    );
    const reader = new EventReader(res);
    await reader.until(() => reader.raw.includes(': ping\n\n'), 1_000, 'heartbeat');
    controller.abort();
    await reader.until(() => reader.done, 1_000, 'end of stream');

    const short = new EventReader(
      await chatEventStream(
        site,
        session,
        { signal: new AbortController().signal, maxMs: 30 },
      ),
    );
    await short.until(() => short.done, 1_000, 'end after max lifetime');
    expect(short.named('ready')).toHaveLength(1);
  });
});

describe('POST /api/typing.php', () => {
  it('reaches the partner as a typing event within a second', async () => {
    const b = await stream(ben);
    const res = await typing(anna.cookie, { conversation_id: conversationId });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: true });
    const got = await b.reader!.next('typing', 1_000);
    expect(got.data).toEqual({ conversation_id: conversationId, profile_id: anna.profileId });
  });

  it('is throttled: a second notice within 2 s sends nothing', async () => {
    const b = await stream(ben);
    expect((await typing(anna.cookie, { conversation_id: conversationId })).json).toEqual({ sent: true });
    expect((await typing(anna.cookie, { conversation_id: conversationId })).json).toEqual({ sent: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(b.reader!.named('typing')).toHaveLength(1);
  });

  it('refuses non-members (404), visitors (403), cross-site posts (403) and bad input (422), sending nothing', async () => {
    const b = await stream(ben);
    const nonMember = await typing(carl.cookie, { conversation_id: conversationId });
    expect(nonMember.status).toBe(404);
    expect(nonMember.json.error).toBe('conversation_not_found');
    const visitor = await typing(undefined, { conversation_id: conversationId });
    expect(visitor.status).toBe(403);
    expect(visitor.json.auth_required).toBe(true);
    const cross = await typing(
      anna.cookie,
      { conversation_id: conversationId },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
    for (const body of [
      {},
      { conversation_id: 'x' },
      { conversation_id: -1 },
      { conversation_id: conversationId, extra: 1 },
    ]) {
      const res = await typing(anna.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    const notJson = await typing(anna.cookie, 'conversation_id=1');
    expect(notJson.status).toBe(400);
    await new Promise((r) => setTimeout(r, 50));
    expect(b.reader!.named('typing')).toHaveLength(0);
  });

  it('sends nothing across a block', async () => {
    const db = await getDb();
    await db.insert(blocks).values({ blockerId: ben.profileId, blockedId: anna.profileId });
    const b = await stream(ben);
    const res = await typing(anna.cookie, { conversation_id: conversationId });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('blocked');
    await new Promise((r) => setTimeout(r, 50));
    expect(b.reader!.named('typing')).toHaveLength(0);
  });
});
