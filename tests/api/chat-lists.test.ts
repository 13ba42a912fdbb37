// GET /api/chats.php, GET/PUT/DELETE /api/chat.php, GET /api/gifts.php: the list with unread
// counts and last messages, 304 on an unchanged ETag, paging, mark read, delete (by id and by
// profile), blocks hiding a chat, and the new-message notice with its throttle.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as GIFTS } from '@/app/api/gifts.php/route';
import { getDb } from '@/lib/server/db/client';
import { blocks, conversationMembers, outbox, sessions, users } from '@/lib/server/db/schema';
import { chatEventsReady, onMessage, type ChatEvent } from '@/lib/server/chat/events';
import { apiRequest, callRoute, createSite } from '../setup/fixtures';
import { addGift, chatMember, chats, markRead, page, remove, send, text } from './support/chat';

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});

describe('GET /api/chats.php and the unread count', () => {
  it('lists both sides with unread counts, last message and 304; PUT marks read', async () => {
    const ann = await chatMember(siteId, { credits: 50, paid: true, name: 'Ann' });
    const ben = await chatMember(siteId, { name: 'Ben' });
    const events: ChatEvent[] = [];
    const off = onMessage((e) => events.push(e));
    await chatEventsReady();
    const first = await text(ann.cookie, { profile_id: ben.profileId }, 'one');
    await text(ann.cookie, { profile_id: ben.profileId }, 'two');
    const gift = await addGift('lists-rose', 10);
    await send(ann.cookie, { profile_id: ben.profileId, kind: 'gift', gift_id: gift.id });
    // On PostgreSQL the events come back through LISTEN/NOTIFY, a moment after the commit.
    await vi.waitFor(() => expect(events.filter((e) => e.type === 'message')).toHaveLength(3), {
      timeout: 5000,
    });
    off();
    expect(events[0]).toMatchObject({
      conversationId: first.json.conversation_id,
      toProfileId: ben.profileId,
    });

    const list = await chats(ben.cookie);
    expect(list.status).toBe(200);
    expect(list.json.chats).toEqual([
      {
        conversation: { id: first.json.conversation_id },
        profile: { id: ann.profileId, name: 'Ann', main_image: null, premium: true, is_fictional: false },
        num_unread_messages: 3,
        last_message: expect.objectContaining({ kind: 'gift', body: 'lists-rose', mine: false }),
      },
    ]);
    const etag = list.headers.get('etag')!;
    expect((await chats(ben.cookie, { 'if-none-match': etag })).status).toBe(304);

    const read = await markRead(ben.cookie, first.json.conversation_id);
    expect(read.status).toBe(200);
    const after = await chats(ben.cookie, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.json.chats[0].num_unread_messages).toBe(0);
    expect((await chats(ann.cookie)).json.chats[0].last_message.mine).toBe(true);
    // Not a member: 404; bad id: 422.
    const carl = await chatMember(siteId);
    expect((await markRead(carl.cookie, first.json.conversation_id)).status).toBe(404);
    expect((await markRead(carl.cookie, 'x')).status).toBe(422);
  });

  it('lists every chat newest first, with the last message as the conversation shows it', async () => {
    const dan = await chatMember(siteId, { credits: 50, paid: true, name: 'Dan' });
    const partners = [
      await chatMember(siteId, { name: 'Eve' }),
      await chatMember(siteId, { name: 'Fay' }),
      await chatMember(siteId, { name: 'Gus' }),
    ];
    const sent = [];
    for (const p of partners)
      sent.push(await text(dan.cookie, { profile_id: p.profileId }, `hi ${p.profileId}`));
    // Eve answers last: her chat moves to the top, with her message as the last one.
    await text(partners[0].cookie, { conversation_id: sent[0].json.conversation_id }, 'hello Dan');

    const list = (await chats(dan.cookie)).json.chats;
    expect(list.map((c: { profile: { name: string } }) => c.profile.name)).toEqual(['Eve', 'Gus', 'Fay']);
    for (const chat of list) {
      const shown = (await page(dan.cookie, `id=${chat.conversation.id}`)).json.messages.at(-1);
      expect(chat.last_message).toEqual({
        kind: 'text',
        body: shown.body,
        created_at: shown.created_at,
        mine: shown.mine,
      });
      expect(chat.last_message.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(list[0].last_message).toMatchObject({ body: 'hello Dan', mine: false });
    expect(list[0].num_unread_messages).toBe(1);
    expect(list[1]).toMatchObject({ num_unread_messages: 0, last_message: { mine: true } });
  });

  it('pages messages oldest → newest with has_more and before=', async () => {
    const ann = await chatMember(siteId, { credits: 50, paid: true });
    const ben = await chatMember(siteId);
    let conv = 0;
    for (let i = 1; i <= 5; i++)
      conv = (await text(ann.cookie, { profile_id: ben.profileId }, `m${i}`)).json.conversation_id;
    const p1 = await page(ben.cookie, `id=${conv}&limit=3`);
    expect(p1.json.messages.map((m: { body: string }) => m.body)).toEqual(['m3', 'm4', 'm5']);
    expect(p1.json.has_more).toBe(true);
    expect(p1.json.messages[0]).toMatchObject({ mine: false, client_key: null, credits_spent: 0 });
    const p2 = await page(ben.cookie, `id=${conv}&limit=3&before=${p1.json.messages[0].id}`);
    expect(p2.json.messages.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2']);
    expect(p2.json.has_more).toBe(false);
    const carl = await chatMember(siteId);
    expect((await page(carl.cookie, `id=${conv}`)).status).toBe(404);
    expect((await page(ben.cookie, 'id=abc')).status).toBe(422);
    expect((await page(ben.cookie, `id=${conv}&limit=1000`)).status).toBe(422);
  });

  it('a block hides the chat from both lists', async () => {
    const ann = await chatMember(siteId, { credits: 5, paid: true });
    const ben = await chatMember(siteId);
    await text(ann.cookie, { profile_id: ben.profileId });
    await (await getDb()).insert(blocks).values({ blockerId: ben.profileId, blockedId: ann.profileId });
    expect((await chats(ann.cookie)).json.chats).toEqual([]);
    expect((await chats(ben.cookie)).json.chats).toEqual([]);
  });
});

describe('DELETE /api/chat.php', () => {
  it('hides by id for this member only; a new message shows it again; by profile; 404 and 422', async () => {
    const ann = await chatMember(siteId, { credits: 50, paid: true });
    const ben = await chatMember(siteId, { credits: 50, paid: true });
    const conv = (await text(ann.cookie, { profile_id: ben.profileId })).json.conversation_id;
    const del = await remove(ann.cookie, `id=${conv}`);
    expect(del.json).toEqual({ deleted: [conv] });
    expect((await chats(ann.cookie)).json.chats).toEqual([]);
    expect((await chats(ben.cookie)).json.chats).toHaveLength(1);
    await text(ben.cookie, { conversation_id: conv });
    expect((await chats(ann.cookie)).json.chats).toHaveLength(1);
    expect((await remove(ann.cookie, `profile_id=${ben.profileId}`)).json).toEqual({ deleted: [conv] });
    expect((await chats(ann.cookie)).json.chats).toEqual([]);
    const carl = await chatMember(siteId);
    expect((await remove(carl.cookie, `id=${conv}`)).status).toBe(404);
    expect((await remove(carl.cookie, '')).status).toBe(422);
    expect((await remove(carl.cookie, `id=${conv}&profile_id=1`)).status).toBe(422);
    expect((await chats(ben.cookie)).json.chats).toHaveLength(1);
  });
});

describe('GET /api/gifts.php', () => {
  it('lists active gifts only', async () => {
    await addGift('g-active', 10);
    await addGift('g-off', 10, false);
    const m = await chatMember(siteId);
    const res = await callRoute(
      GIFTS,
      apiRequest('GET', 'http://localhost/api/gifts.php', { cookie: m.cookie }),
    );
    const slugs = res.json.gifts.map((g: { slug: string }) => g.slug);
    expect(slugs).toContain('g-active');
    expect(slugs).not.toContain('g-off');
  });
});

describe('new-message notices', () => {
  async function mails(to: string) {
    return (await getDb()).select().from(outbox).where(eq(outbox.recipient, to));
  }
  it('mails an offline member once per conversation per period, not an online one', async () => {
    const ann = await chatMember(siteId, { credits: 50, paid: true });
    const ben = await chatMember(siteId);
    const db = await getDb();
    // Ben was last seen an hour ago: offline.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db.update(users).set({ lastSeenAt: hourAgo }).where(eq(users.id, ben.user.id));
    await db.update(sessions).set({ lastSeenAt: hourAgo }).where(eq(sessions.userId, ben.user.id));
    const conv = (await text(ann.cookie, { profile_id: ben.profileId })).json.conversation_id;
    await text(ann.cookie, { profile_id: ben.profileId });
    expect(await mails(ben.user.email)).toHaveLength(1);
    // After the period another one may go.
    await db
      .update(conversationMembers)
      .set({ lastNoticeAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(conversationMembers.conversationId, conv));
    await text(ann.cookie, { profile_id: ben.profileId });
    expect(await mails(ben.user.email)).toHaveLength(2);
    // Ann logged in a moment ago (last_seen_at is recent): online, so no mail for her.
    await text(ben.cookie, { conversation_id: conv });
    expect(await mails(ann.user.email)).toHaveLength(0);
  });

  it('respects the member’s notification settings', async () => {
    const ann = await chatMember(siteId, { credits: 50, paid: true });
    const ben = await chatMember(siteId);
    const db = await getDb();
    await db
      .update(users)
      .set({ lastSeenAt: new Date(0), notificationSettings: { messages: false, likes: true, news: false } })
      .where(eq(users.id, ben.user.id));
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(0) })
      .where(eq(sessions.userId, ben.user.id));
    await text(ann.cookie, { profile_id: ben.profileId });
    expect(await mails(ben.user.email)).toHaveLength(0);
  });
});
