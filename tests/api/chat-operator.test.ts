// The operator queue and reply command (lib/server/chat/operator.ts behind npm run chat:reply)
// and the demo conversations seed step (idempotent).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { operatorQueue, replyAsFictional } from '@/lib/server/chat/operator';
import { chatEventsReady, onMessage, type ChatEvent } from '@/lib/server/chat/events';
import { seedDemoChats } from '@/lib/server/db/seed/chats';
import { DEMO_MEMBER, DEMO_MEMBER_2 } from '@/lib/server/db/seed/demo-accounts';
import { createMember, createSite } from '../setup/fixtures';
import { chatMember, chats, fictionalProfile, page, text } from './support/chat';

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});

describe('operator queue and reply', () => {
  it('lists members waiting for a fictional profile; a reply is free, unread +1, emits, leaves the queue', async () => {
    const ann = await chatMember(siteId, { name: 'Ann' });
    const fiona = await fictionalProfile('Fiona');
    const conv = (await text(ann.cookie, { profile_id: fiona.id }, 'Hi Fiona')).json.conversation_id;
    const queue = await operatorQueue(await getDb());
    expect(queue).toEqual([
      expect.objectContaining({
        conversationId: conv,
        fictionalId: fiona.id,
        memberName: 'Ann',
        lastBody: 'Hi Fiona',
      }),
    ]);
    const events: ChatEvent[] = [];
    const off = onMessage((e) => events.push(e));
    await chatEventsReady();
    await replyAsFictional(conv, '  Hi Ann!  ');
    // On PostgreSQL the event comes back through LISTEN/NOTIFY, a moment after the commit.
    await vi.waitFor(() =>
      expect(events).toEqual([
        expect.objectContaining({ type: 'message', conversationId: conv, toProfileId: ann.profileId }),
      ]),
    );
    off();
    expect(await operatorQueue(await getDb())).toEqual([]);
    const list = await chats(ann.cookie);
    expect(list.json.chats[0]).toMatchObject({
      num_unread_messages: 1,
      last_message: { body: 'Hi Ann!', mine: false },
    });
    const msgs = (await page(ann.cookie, `id=${conv}`)).json.messages;
    expect(msgs.at(-1)).toMatchObject({ sender_id: fiona.id, body: 'Hi Ann!' });
  });

  it('refuses an empty text, an unknown conversation and one between two members', async () => {
    const ann = await chatMember(siteId);
    const ben = await chatMember(siteId);
    const conv = (await text(ann.cookie, { profile_id: ben.profileId })).json.conversation_id;
    await expect(replyAsFictional(conv, 'x')).rejects.toMatchObject({ code: 'not_fictional' });
    await expect(replyAsFictional(999999, 'x')).rejects.toMatchObject({ code: 'conversation_not_found' });
    await expect(replyAsFictional(conv, '  ')).rejects.toMatchObject({ code: 'message_empty' });
  });
});

describe('demo conversations seed step', () => {
  it('gives the demo member conversations both ways once', async () => {
    const demo = await createMember({ siteId, email: DEMO_MEMBER.email, withProfile: { name: 'Alex' } });
    await createMember({
      siteId,
      email: DEMO_MEMBER_2.email,
      withProfile: { name: 'Sophie', gender: 'female' },
    });
    for (let i = 0; i < 3; i++) await fictionalProfile(`Seed${i}`);
    const db = await getDb();
    expect(await seedDemoChats(db)).toEqual({ seeded: true });
    expect(await seedDemoChats(db)).toEqual({ seeded: false });
    const { loginAs } = await import('../setup/fixtures');
    const cookie = await loginAs(demo.user.email, demo.password);
    const list = (await chats(cookie)).json.chats;
    expect(list).toHaveLength(4);
    expect(list.some((c: { last_message: { mine: boolean } }) => c.last_message.mine)).toBe(true);
    expect(list.some((c: { last_message: { mine: boolean } }) => !c.last_message.mine)).toBe(true);
    expect(list.reduce((n: number, c: { num_unread_messages: number }) => n + c.num_unread_messages, 0)).toBe(
      2,
    );
  });
});
