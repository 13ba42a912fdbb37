// POST /api/chat.php: every sending rule, each refusal with its code and nothing changed, the
// ledger (balance = ledger sum), retries charged once, free-member limits, blocks, unconfirmed
// partners, image and gift messages.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { blocks, users } from '@/lib/server/db/schema';
import { createSite } from '../setup/fixtures';
import {
  addGift,
  addPhoto,
  balanceAndLedger,
  chatMember,
  fictionalProfile,
  messageCount,
  send,
  text,
} from './support/chat';

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});

describe('text messages and credits', () => {
  it('a premium member pays message_credits per text, through the ledger', async () => {
    const ann = await chatMember(siteId, { credits: 3, paid: true });
    const ben = await chatMember(siteId);
    const res = await text(ann.cookie, { profile_id: ben.profileId }, '  Hi Ben  ');
    expect(res.status).toBe(200);
    expect(res.json.balance).toBe(2);
    expect(res.json.message).toMatchObject({ kind: 'text', body: 'Hi Ben', mine: true, credits_spent: 1 });
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 2, ledger: 2 });
    // Replying into the same conversation by id.
    const again = await text(ann.cookie, { conversation_id: res.json.conversation_id });
    expect(again.json.conversation_id).toBe(res.json.conversation_id);
  });

  it('a premium member with 0 credits gets 402 insufficient_credits and nothing is stored', async () => {
    const ann = await chatMember(siteId, { paid: true });
    const ben = await chatMember(siteId);
    const res = await text(ann.cookie, { profile_id: ben.profileId });
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ error: 'insufficient_credits', needed: 1, balance: 0 });
    expect(await messageCount(ann.profileId)).toBe(0);
  });

  it('a retried send with the same client key is stored and charged once', async () => {
    const ann = await chatMember(siteId, { credits: 5, paid: true });
    const ben = await chatMember(siteId);
    const body = { profile_id: ben.profileId, kind: 'text', body: 'once', client_key: 'k-1' };
    const a = await send(ann.cookie, body);
    const b = await send(ann.cookie, body);
    const c = await send(ann.cookie, { ...body, client_key: undefined }, { 'idempotency-key': 'k-1' });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.json.message.id).toBe(a.json.message.id);
    expect(c.json.message.id).toBe(a.json.message.id);
    expect(await messageCount(ann.profileId)).toBe(1);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 4, ledger: 4 });
  });

  it('free members: free messages cost 0, then credits; without credits 402 credits_required', async () => {
    const ann = await chatMember(siteId, { credits: 1 });
    const ben = await chatMember(siteId);
    for (let i = 0; i < 3; i++) {
      const r = await text(ann.cookie, { profile_id: ben.profileId }, `free ${i}`);
      expect(r.json.message.credits_spent).toBe(0);
    }
    const paid = await text(ann.cookie, { profile_id: ben.profileId }, 'paid');
    expect(paid.json).toMatchObject({ balance: 0, message: { credits_spent: 1 } });
    const refused = await text(ann.cookie, { profile_id: ben.profileId }, 'no');
    expect(refused.status).toBe(402);
    expect(refused.json.error).toBe('credits_required');
    expect(await messageCount(ann.profileId)).toBe(4);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('free members start at most free_conversations conversations (402 conversation_limit); replies are fine', async () => {
    const ann = await chatMember(siteId, { credits: 20 });
    const [b, c, d] = [await chatMember(siteId), await chatMember(siteId), await chatMember(siteId)];
    expect((await text(ann.cookie, { profile_id: b.profileId })).status).toBe(200);
    expect((await text(ann.cookie, { profile_id: c.profileId })).status).toBe(200);
    const third = await text(ann.cookie, { profile_id: d.profileId });
    expect(third.status).toBe(402);
    expect(third.json).toMatchObject({ error: 'conversation_limit', limit: 2 });
    // d writes first: ann answering does not start a conversation.
    expect((await text(d.cookie, { profile_id: ann.profileId })).status).toBe(200);
    expect((await text(ann.cookie, { profile_id: d.profileId })).status).toBe(200);
  });
});

describe('refusals change nothing', () => {
  it('bad input: 422 with its code', async () => {
    const ann = await chatMember(siteId, { credits: 5, paid: true });
    const ben = await chatMember(siteId);
    const to = { profile_id: ben.profileId };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...to, kind: 'text', body: '   ' }, 422, 'message_empty'],
      [{ ...to, kind: 'text', body: 'x'.repeat(501) }, 422, 'message_too_long'],
      [{ ...to, kind: 'text' }, 422, 'message_empty'],
      [{ kind: 'text', body: 'no target' }, 422, 'invalid_input'],
      [{ ...to, conversation_id: 1, kind: 'text', body: 'both' }, 422, 'invalid_input'],
      [{ ...to, kind: 'video', body: 'x' }, 422, 'invalid_input'],
      [{ ...to, kind: 'image' }, 422, 'invalid_input'],
      [{ ...to, kind: 'gift' }, 422, 'invalid_input'],
      [{ ...to, kind: 'gift', gift_id: 1, body: 'caption' }, 422, 'invalid_input'],
      [{ ...to, kind: 'text', body: 'x', extra: 1 }, 422, 'invalid_input'],
      [{ profile_id: -1, kind: 'text', body: 'x' }, 422, 'invalid_input'],
      [{ profile_id: ann.profileId, kind: 'text', body: 'me' }, 422, 'chat_self'],
      [{ profile_id: 999999, kind: 'text', body: 'x' }, 404, 'profile_not_found'],
      [{ conversation_id: 999999, kind: 'text', body: 'x' }, 404, 'conversation_not_found'],
    ];
    for (const [body, status, error] of cases) {
      const r = await send(ann.cookie, body);
      expect([r.status, r.json.error], JSON.stringify(body)).toEqual([status, error]);
    }
    const noKey = await send(ann.cookie, { ...to, kind: 'text', body: 'x', client_key: '' });
    expect(noKey.status).toBe(422);
    expect(await messageCount(ann.profileId)).toBe(0);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 5, ledger: 5 });
  });

  it('someone else’s conversation is 404 conversation_not_found', async () => {
    const [a, b, c] = [
      await chatMember(siteId, { credits: 5, paid: true }),
      await chatMember(siteId),
      await chatMember(siteId, { credits: 5, paid: true }),
    ];
    const r = await text(a.cookie, { profile_id: b.profileId });
    const stranger = await text(c.cookie, { conversation_id: r.json.conversation_id });
    expect([stranger.status, stranger.json.error]).toEqual([404, 'conversation_not_found']);
  });

  it('blocks either way: 403 blocked / you_blocked', async () => {
    const ann = await chatMember(siteId, { credits: 5, paid: true, name: 'Ann' });
    const ben = await chatMember(siteId, { credits: 5, paid: true, name: 'Ben' });
    await (await getDb()).insert(blocks).values({ blockerId: ben.profileId, blockedId: ann.profileId });
    const a = await text(ann.cookie, { profile_id: ben.profileId });
    expect(a.json).toMatchObject({ error: 'blocked', name: 'Ben' });
    const b = await text(ben.cookie, { profile_id: ann.profileId });
    expect(b.json).toMatchObject({ error: 'you_blocked', name: 'Ann' });
    expect([a.status, b.status]).toEqual([403, 403]);
    expect(await messageCount(ann.profileId)).toBe(0);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 5, ledger: 5 });
  });

  it('an unconfirmed member can write; the partner cannot reply until they confirm', async () => {
    const newbie = await chatMember(siteId, { status: 'not_confirmed', name: 'Nina' });
    const ben = await chatMember(siteId, { credits: 5, paid: true });
    const first = await text(newbie.cookie, { profile_id: ben.profileId });
    expect(first.status).toBe(200);
    const reply = await text(ben.cookie, { conversation_id: first.json.conversation_id });
    expect(reply.status).toBe(403);
    expect(reply.json).toMatchObject({ error: 'partner_unconfirmed', name: 'Nina' });
    expect(await balanceAndLedger(ben.user.id)).toEqual({ balance: 5, ledger: 5 });
    await (await getDb()).update(users).set({ status: 'confirmed' }).where(eq(users.id, newbie.user.id));
    expect((await text(ben.cookie, { conversation_id: first.json.conversation_id })).status).toBe(200);
  });
});

describe('image and gift messages', () => {
  it('an image costs photo_credits and must be one of the sender’s own, approved photos', async () => {
    const ann = await chatMember(siteId, { credits: 5, paid: true });
    const ben = await chatMember(siteId);
    const own = await addPhoto(ann.profileId);
    const pending = await addPhoto(ann.profileId, 'pending');
    const rejected = await addPhoto(ann.profileId, 'rejected');
    const theirs = await addPhoto(ben.profileId);
    for (const id of [rejected.id, theirs.id]) {
      const r = await send(ann.cookie, { profile_id: ben.profileId, kind: 'image', photo_id: id });
      expect([r.status, r.json.error]).toEqual([404, 'photo_not_found']);
    }
    // Issue 9: a photo still waiting for moderation cannot be sent; nothing is written or charged.
    const before = await messageCount(ann.profileId);
    const p = await send(ann.cookie, { profile_id: ben.profileId, kind: 'image', photo_id: pending.id });
    expect([p.status, p.json.error]).toEqual([409, 'photo_pending']);
    expect(await messageCount(ann.profileId)).toBe(before);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 5, ledger: 5 });
    const ok = await send(ann.cookie, { profile_id: ben.profileId, kind: 'image', photo_id: own.id });
    expect(ok.status).toBe(200);
    expect(ok.json.message.image.url).toBe(`/media/${own.filename}`);
    expect(ok.json.balance).toBe(4);
  });

  it('a gift costs its own price (gift_credits when it has none); inactive gifts are refused', async () => {
    const ann = await chatMember(siteId, { credits: 30, paid: true });
    const fiona = await fictionalProfile();
    const rose = await addGift('rose-t', 10);
    const free = await addGift('free-t', 0);
    const old = await addGift('old-t', 1, false);
    const r1 = await send(ann.cookie, { profile_id: fiona.id, kind: 'gift', gift_id: rose.id });
    expect(r1.json).toMatchObject({
      balance: 20,
      message: { kind: 'gift', gift: { slug: 'rose-t', credits: 10 } },
    });
    const r2 = await send(ann.cookie, { profile_id: fiona.id, kind: 'gift', gift_id: free.id });
    expect(r2.json.balance).toBe(15);
    const r3 = await send(ann.cookie, { profile_id: fiona.id, kind: 'gift', gift_id: old.id });
    expect([r3.status, r3.json.error]).toEqual([404, 'gift_not_found']);
    const r4 = await send(ann.cookie, { profile_id: fiona.id, kind: 'gift', gift_id: rose.id });
    const r5 = await send(ann.cookie, { profile_id: fiona.id, kind: 'gift', gift_id: rose.id });
    expect([r4.status, r5.status, r5.json.error]).toEqual([200, 402, 'insufficient_credits']);
    expect(await balanceAndLedger(ann.user.id)).toEqual({ balance: 5, ledger: 5 });
  });

  it('a free member’s image and gift always cost credits (free messages are text only)', async () => {
    const ann = await chatMember(siteId);
    const ben = await chatMember(siteId);
    const photo = await addPhoto(ann.profileId);
    const r = await send(ann.cookie, { profile_id: ben.profileId, kind: 'image', photo_id: photo.id });
    expect([r.status, r.json.error]).toEqual([402, 'credits_required']);
  });
});
