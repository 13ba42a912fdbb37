// Blocks and existing conversations (issue 9 item 11): a block either way closes the
// conversation for both members, as sending already was — reading (GET /api/chat.php), marking
// read (PUT, no `read` event to the blocker), typing, the chats list, the live stream, and the
// operator's replies as a fictional profile. Nothing is deleted: lifting the block brings the
// conversation back with its history.
import { and, eq } from 'drizzle-orm';
import { POST as BLOCK, DELETE as UNBLOCK } from '@/app/api/block.php/route';
import { POST as TYPING } from '@/app/api/typing.php/route';
import { getDb } from '@/lib/server/db/client';
import { conversationMembers } from '@/lib/server/db/schema';
import { closeChatEvents } from '@/lib/server/chat/events';
import { replyAsFictional } from '@/lib/server/chat/operator';
import { AppError } from '@/lib/server/http/errors';
import { resetTypingThrottle } from '@/lib/server/chat/live';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { chatMember, chats, fictionalProfile, markRead, page, text, type ChatMember } from './support/chat';
import { openStream } from './support/event-stream';

let siteId: number;

const block = (m: ChatMember, profileId: number) =>
  callRoute(
    BLOCK,
    apiRequest('POST', 'http://localhost/api/block.php', {
      cookie: m.cookie,
      body: { profile_id: profileId },
    }),
  );
const unblock = (m: ChatMember, profileId: number) =>
  callRoute(
    UNBLOCK,
    apiRequest('DELETE', `http://localhost/api/block.php?profile_id=${profileId}`, { cookie: m.cookie }),
  );
const typing = (m: ChatMember, conversationId: number) =>
  callRoute(
    TYPING,
    apiRequest('POST', 'http://localhost/api/typing.php', {
      cookie: m.cookie,
      body: { conversation_id: conversationId },
    }),
  );

async function unreadOf(conversationId: number, profileId: number) {
  const [row] = await (
    await getDb()
  )
    .select({ n: conversationMembers.unreadCount })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.profileId, profileId),
      ),
    );
  return row.n;
}

const open: { controller: AbortController }[] = [];
async function stream(m: ChatMember) {
  const s = await openStream(m.cookie);
  open.push(s);
  await s.reader!.next('ready');
  return s;
}

/** Two members with a conversation: `a` wrote twice, so `b` has 2 unread. */
async function pair() {
  const a = await chatMember(siteId, { name: 'Alma', credits: 50, paid: true });
  const b = await chatMember(siteId, { name: 'Bert', credits: 50, paid: true });
  const first = await text(a.cookie, { profile_id: b.profileId }, 'hello');
  expect(first.status).toBe(200);
  const conversationId: number = first.json.conversation_id;
  expect((await text(a.cookie, { conversation_id: conversationId }, 'are you there?')).status).toBe(200);
  return { a, b, conversationId };
}

beforeAll(async () => {
  siteId = (await createSite()).id;
});
beforeEach(() => resetTypingThrottle());
afterEach(() => {
  while (open.length) open.pop()!.controller.abort();
});
afterAll(() => closeChatEvents());

describe.each([
  ['the writer blocks the reader', 'a'],
  ['the reader blocks the writer', 'b'],
] as const)('a block in an existing conversation (%s)', (_label, blockerKey) => {
  it('closes reading, marking read and typing to both sides; the list hides it; unblocking brings it back', async () => {
    const { a, b, conversationId } = await pair();
    const blocker = blockerKey === 'a' ? a : b;
    const blocked = blockerKey === 'a' ? b : a;
    expect((await block(blocker, blocked.profileId)).status).toBe(200);

    // Reading: the blocked member is told who blocked them, the blocker whom they blocked.
    const theirs = await page(blocked.cookie, `id=${conversationId}`);
    expect([theirs.status, theirs.json]).toEqual([403, { error: 'blocked', name: blocker.profile!.name }]);
    const mine = await page(blocker.cookie, `id=${conversationId}`);
    expect([mine.status, mine.json]).toEqual([403, { error: 'you_blocked', name: blocked.profile!.name }]);
    expect(JSON.stringify(theirs.json)).not.toContain('hello');

    // Marking read is refused both ways and changes nothing; no `read` event reaches the partner.
    const streamA = await stream(a);
    for (const m of [blocked, blocker]) {
      const r = await markRead(m.cookie, conversationId);
      expect(r.status).toBe(403);
    }
    expect(await unreadOf(conversationId, b.profileId)).toBe(2);
    for (const m of [blocked, blocker]) expect((await typing(m, conversationId)).status).toBe(403);

    // The list shows the conversation to neither side.
    for (const m of [a, b]) {
      const list = await chats(m.cookie);
      expect(list.status).toBe(200);
      expect(list.json.chats.map((c: { conversation: { id: number } }) => c.conversation.id)).not.toContain(
        conversationId,
      );
    }

    // A later event from someone else arrives; nothing from the refused calls came before it.
    const carl = await chatMember(siteId, { name: 'Carl', credits: 5, paid: true });
    const later = await text(carl.cookie, { profile_id: a.profileId }, 'later');
    await streamA.reader!.until(
      () =>
        streamA
          .reader!.named('message')
          .some(
            (e) => (e.data as { conversation_id: number }).conversation_id === later.json.conversation_id,
          ),
      2_000,
      "carl's message",
    );
    expect(streamA.reader!.named('read')).toHaveLength(0);
    expect(streamA.reader!.named('typing')).toHaveLength(0);

    // Lifting the block: history, list entry and marking read are back.
    expect((await unblock(blocker, blocked.profileId)).status).toBe(200);
    const back = await page(b.cookie, `id=${conversationId}`);
    expect(back.status).toBe(200);
    expect(back.json.messages.map((m: { body: string }) => m.body)).toEqual(['hello', 'are you there?']);
    expect((await markRead(b.cookie, conversationId)).status).toBe(200);
    expect(await unreadOf(conversationId, b.profileId)).toBe(0);
    const read = await streamA.reader!.next('read', 2_000);
    expect(read.data).toEqual({ conversation_id: conversationId, profile_id: b.profileId });
  });
});

it('the operator cannot reply as a fictional profile across a block', async () => {
  const member = await chatMember(siteId, { name: 'Mia', credits: 50, paid: true });
  const fiona = await fictionalProfile('Fiona');
  const first = await text(member.cookie, { profile_id: fiona.id }, 'hi Fiona');
  expect(first.status).toBe(200);
  expect((await block(member, fiona.id)).status).toBe(200);
  const err = await replyAsFictional(first.json.conversation_id, 'hi back').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('blocked');
  expect(await unreadOf(first.json.conversation_id, member.profileId)).toBe(0);
});
