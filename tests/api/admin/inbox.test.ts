// The console's operator inbox (issue 15): the queue (oldest wait first, per site and language,
// SLA minutes, claims), the conversation view, claims, replies as the fictional profile, notes,
// the live stream; operators never see e-mail addresses or payment data.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { GET as QUEUE } from '@/app/api/admin/inbox/route';
import { GET as CONVERSATION } from '@/app/api/admin/inbox/conversation/route';
import { DELETE as RELEASE, POST as CLAIM } from '@/app/api/admin/inbox/claim/route';
import { POST as REPLY } from '@/app/api/admin/inbox/reply/route';
import { PUT as NOTES } from '@/app/api/admin/inbox/notes/route';
import { GET as EVENTS } from '@/app/api/admin/inbox/events/route';
import { getDb } from '@/lib/server/db/client';
import { fictionalNotes, operatorClaims, orders } from '@/lib/server/db/schema';
import { chatEventsReady, onMessage, type ChatEvent } from '@/lib/server/chat/events';
import { claimConversation, CLAIM_MS, resetOperatorTyping } from '@/lib/server/admin/inbox/service';
import { apiRequest, callRoute, createMember, createSite } from '../../setup/fixtures';
import { POST as TYPING } from '@/app/api/typing.php/route';
import { chatMember, chats, fictionalProfile, page, text } from '../support/chat';
import { seedConversation } from '../support/inbox';
import { asStaff, auditCount, lastAudit, signedInStaff, type TestStaff } from '../support/admin';

let siteA: number;
let siteB: number;
let op1: TestStaff;
let op2: TestStaff;

beforeAll(async () => {
  siteA = (await createSite({ name: 'Site A' })).id;
  siteB = (await createSite({ name: 'Site B', hosts: ['inbox-b.localhost'], isDefault: false })).id;
  op1 = await signedInStaff('operator');
  op2 = await signedInStaff('operator');
}, 60_000);

const queue = (who: TestStaff, qs = '') => asStaff(QUEUE, who, 'GET', `/api/admin/inbox${qs}`);
const view = (who: TestStaff, id: number, qs = '') =>
  asStaff(CONVERSATION, who, 'GET', `/api/admin/inbox/conversation?id=${id}${qs}`);
const claim = (who: TestStaff, conversationId: number, typing?: boolean) =>
  asStaff(CLAIM, who, 'POST', '/api/admin/inbox/claim', { body: { conversationId, typing } });
const release = (who: TestStaff, conversationId: number) =>
  asStaff(RELEASE, who, 'DELETE', `/api/admin/inbox/claim?conversationId=${conversationId}`);
const reply = (who: TestStaff, conversationId: number, body: string) =>
  asStaff(REPLY, who, 'POST', '/api/admin/inbox/reply', { body: { conversationId, body } });

describe('inbox queue', () => {
  it('lists conversations whose newest message is a member’s, oldest wait first, per site and language, with waiting minutes', async () => {
    const fiona = await fictionalProfile('QFiona');
    const max = await fictionalProfile('QMax');
    const de = await createMember({ siteId: siteA, language: 'de', withProfile: { name: 'QDieter' } });
    const nl = await createMember({ siteId: siteB, language: 'nl', withProfile: { name: 'QNina' } });
    const en = await createMember({ siteId: siteA, language: null, withProfile: { name: 'QEmma' } });
    // Waiting 20 min (first unanswered message), newest 2 min ago.
    const c1 = await seedConversation(de.profile!.id, fiona.id, [
      { from: 'member', body: 'hi', minutesAgo: 30 },
      { from: 'fictional', body: 'hey', minutesAgo: 25 },
      { from: 'member', body: 'how are you', minutesAgo: 20 },
      { from: 'member', body: 'hello?', minutesAgo: 2 },
    ]);
    const c2 = await seedConversation(nl.profile!.id, max.id, [
      { from: 'member', body: 'hoi', minutesAgo: 40 },
    ]);
    const c3 = await seedConversation(en.profile!.id, max.id, [
      { from: 'member', body: 'yo', minutesAgo: 3 },
    ]);
    // Answered: not waiting.
    await seedConversation(en.profile!.id, fiona.id, [
      { from: 'member', body: 'hello', minutesAgo: 50 },
      { from: 'fictional', body: 'hi!', minutesAgo: 45 },
    ]);

    const all = await queue(op1);
    expect(all.status).toBe(200);
    const mine = all.json.items.filter((i: { conversationId: number }) =>
      [c1, c2, c3].includes(i.conversationId),
    );
    expect(mine.map((i: { conversationId: number }) => i.conversationId)).toEqual([c2, c1, c3]);
    expect(mine[0]).toMatchObject({
      site: { id: siteB, name: 'Site B' },
      language: 'nl',
      member: { name: 'QNina' },
      fictional: { name: 'QMax' },
      claim: null,
    });
    expect(mine[1]).toMatchObject({ language: 'de', last: { body: 'hello?' } });
    expect(mine[1].waitingMinutes).toBeGreaterThanOrEqual(19);
    expect(mine[1].waitingMinutes).toBeLessThanOrEqual(21);
    // A member without a language of their own has the site's domain language (en_GB).
    expect(mine[2].language).toBe('en');
    expect(all.json.languages).toEqual(expect.arrayContaining(['de', 'en', 'nl']));

    const bySite = (await queue(op1, `?site=${siteB}`)).json.items.map(
      (i: { conversationId: number }) => i.conversationId,
    );
    expect(bySite).toContain(c2);
    expect(bySite).not.toContain(c1);
    const byLang = (await queue(op1, '?language=de')).json.items.map(
      (i: { conversationId: number }) => i.conversationId,
    );
    expect(byLang).toContain(c1);
    expect(byLang).not.toContain(c2);
    expect(byLang).not.toContain(c3);
    expect((await queue(op1, '?language=xx')).status).toBe(422);
  });

  it('shows an operator limited to a site only that site’s members, and refuses the others’ conversations', async () => {
    const fiona = await fictionalProfile('SFiona');
    const a = await createMember({ siteId: siteA, withProfile: { name: 'SAnn' } });
    const b = await createMember({ siteId: siteB, withProfile: { name: 'SBen' } });
    const ca = await seedConversation(a.profile!.id, fiona.id, [
      { from: 'member', body: 'a', minutesAgo: 1 },
    ]);
    const cb = await seedConversation(b.profile!.id, fiona.id, [
      { from: 'member', body: 'b', minutesAgo: 1 },
    ]);
    const limited = await signedInStaff('operator', { siteIds: [siteB] });
    const ids = (await queue(limited)).json.items.map((i: { conversationId: number }) => i.conversationId);
    expect(ids).toContain(cb);
    expect(ids).not.toContain(ca);
    expect((await view(limited, ca)).status).toBe(403);
    expect((await claim(limited, ca)).json.error).toBe('staff_forbidden_site');
    expect((await view(limited, cb)).status).toBe(200);
  });
});

describe('no e-mail addresses or payment data for operators', () => {
  it('the queue, the conversation view and the claim answers carry neither', async () => {
    const email = `secret-${Date.now()}@private.example`;
    const m = await createMember({
      siteId: siteA,
      email,
      withProfile: { name: 'PPaula', city: 'Utrecht', about: 'I like hiking' },
    });
    const db = await getDb();
    // A paid order with a provider id: none of it may reach an operator.
    await db.insert(orders).values({
      userId: m.user.id,
      siteId: siteA,
      credits: 10,
      amountCents: 1234,
      currency: 'EUR',
      paymentMethod: 'ideal',
      provider: 'test',
      providerPaymentId: 'tr_secretpayment',
      status: 'paid',
    });
    const fiona = await fictionalProfile('PFiona');
    const conv = await seedConversation(m.profile!.id, fiona.id, [
      { from: 'member', body: 'hello there', minutesAgo: 1 },
    ]);
    const answers = [
      await queue(op1),
      await view(op1, conv),
      await claim(op1, conv),
      await release(op1, conv),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const raw = JSON.stringify(res.json);
      expect(raw).not.toContain(email);
      expect(raw).not.toMatch(
        /@private\.example|"email"|iban|amount|tr_secretpayment|paymentMethod|"orders?"|"credits"/i,
      );
    }
    expect(answers[1].json.member).toMatchObject({
      name: 'PPaula',
      city: 'Utrecht',
      about: 'I like hiking',
      age: expect.any(Number),
    });
    expect(Object.keys(answers[1].json.member).sort()).toEqual([
      'about',
      'age',
      'city',
      'country',
      'gender',
      'id',
      'name',
      'photo',
    ]);
  });
});

describe('claims and replies', () => {
  it('one operator claims; the other cannot claim or reply; the holder answers as the profile: free, live, unread +1, audited, claim ended', async () => {
    const ann = await chatMember(siteA, { name: 'CAnn' });
    const fiona = await fictionalProfile('CFiona');
    const conv = (await text(ann.cookie, { profile_id: fiona.id }, 'Hi Fiona')).json.conversation_id;

    const before = await auditCount();
    const first = await claim(op1, conv);
    expect(first.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'chat.claim',
      staffId: op1.id,
      targetType: 'conversation',
      targetId: String(conv),
      siteId: siteA,
    });
    // Renewing one's own claim is no new audit entry.
    expect((await claim(op1, conv)).status).toBe(200);
    expect(await auditCount()).toBe(before + 1);

    const taken = await claim(op2, conv);
    expect([taken.status, taken.json.error, taken.json.holder]).toEqual([
      409,
      'claimed_by_other',
      op1.email.split('@')[0],
    ]);
    const item = (await queue(op2)).json.items.find(
      (i: { conversationId: number }) => i.conversationId === conv,
    );
    expect(item.claim).toMatchObject({ staffId: op1.id, mine: false });
    const refused = await reply(op2, conv, 'I am not allowed');
    expect([refused.status, refused.json.error]).toEqual([409, 'claimed_by_other']);
    expect(await auditCount()).toBe(before + 1);

    const events: ChatEvent[] = [];
    const off = onMessage((e) => events.push(e));
    await chatEventsReady();
    const sent = await reply(op1, conv, '  Hi Ann, nice to meet you!  ');
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'message',
          conversationId: conv,
          toProfileId: ann.profileId,
          fromProfileId: fiona.id,
        }),
      ),
    );
    off();
    expect(await lastAudit()).toMatchObject({
      action: 'chat.reply',
      staffId: op1.id,
      targetId: String(conv),
      after: { messageId: sent.json.messageId, asProfileId: fiona.id, body: 'Hi Ann, nice to meet you!' },
    });

    // The member sees it, unread, from the fictional profile (icon data unchanged).
    const list = (await chats(ann.cookie)).json.chats;
    expect(list[0]).toMatchObject({
      num_unread_messages: 1,
      last_message: { body: 'Hi Ann, nice to meet you!', mine: false },
    });
    const msgs = (await page(ann.cookie, `id=${conv}`)).json;
    expect(msgs.messages.at(-1)).toMatchObject({ sender_id: fiona.id, credits_spent: 0 });
    // Answered: out of the queue, the claim ended, another reply needs a new claim.
    expect(
      (await queue(op1)).json.items.map((i: { conversationId: number }) => i.conversationId),
    ).not.toContain(conv);
    expect(
      await (await getDb()).select().from(operatorClaims).where(eq(operatorClaims.conversationId, conv)),
    ).toEqual([]);
    const again = await reply(op1, conv, 'one more');
    expect([again.status, again.json.error]).toEqual([409, 'claim_required']);
  });

  it('an expired claim can be taken by another operator; letting go is audited and frees it at once', async () => {
    const m = await createMember({ siteId: siteA, withProfile: { name: 'EEve' } });
    const fiona = await fictionalProfile('EFiona');
    const conv = await seedConversation(m.profile!.id, fiona.id, [
      { from: 'member', body: 'hey', minutesAgo: 1 },
    ]);
    const noAudit = async () => {};
    const t0 = new Date();
    await claimConversation({ id: op1.id, name: 'op1', siteIds: null }, conv, noAudit, {}, t0);
    await expect(
      claimConversation(
        { id: op2.id, name: 'op2', siteIds: null },
        conv,
        noAudit,
        {},
        new Date(t0.getTime() + CLAIM_MS - 1),
      ),
    ).rejects.toMatchObject({ code: 'claimed_by_other' });
    await claimConversation(
      { id: op2.id, name: 'op2', siteIds: null },
      conv,
      noAudit,
      {},
      new Date(t0.getTime() + CLAIM_MS),
    );
    const [row] = await (
      await getDb()
    )
      .select()
      .from(operatorClaims)
      .where(eq(operatorClaims.conversationId, conv));
    expect(row.staffId).toBe(op2.id);
    await (await getDb()).delete(operatorClaims).where(eq(operatorClaims.conversationId, conv));

    expect((await claim(op1, conv)).status).toBe(200);
    const before = await auditCount();
    const res = await release(op1, conv);
    expect(res.json).toEqual({ released: true });
    expect(await lastAudit()).toMatchObject({ action: 'chat.release', targetId: String(conv) });
    // Letting go of nothing changes nothing.
    expect((await release(op1, conv)).json).toEqual({ released: false });
    expect(await auditCount()).toBe(before + 1);
    expect((await claim(op2, conv)).status).toBe(200);
  });

  it('typing while holding the claim shows the member the profile typing (throttled); a reply without a claim or too long is refused', async () => {
    resetOperatorTyping();
    const ann = await chatMember(siteA, { name: 'TAnn' });
    const fiona = await fictionalProfile('TFiona');
    const conv = (await text(ann.cookie, { profile_id: fiona.id }, 'typing test')).json.conversation_id;
    expect((await reply(op1, conv, 'no claim')).json.error).toBe('claim_required');
    const events: ChatEvent[] = [];
    const off = onMessage((e) => events.push(e));
    await chatEventsReady();
    expect((await claim(op1, conv, true)).json.typingSent).toBe(true);
    expect((await claim(op1, conv, true)).json.typingSent).toBe(false);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'typing',
        conversationId: conv,
        toProfileId: ann.profileId,
        fromProfileId: fiona.id,
      }),
    );
    off();
    const long = await reply(op1, conv, 'x'.repeat(501));
    expect([long.status, long.json.error, long.json.max]).toEqual([422, 'message_too_long', 500]);
    expect((await reply(op1, conv, '   ')).json.error).toBe('message_empty');
  });
});

describe('conversation view and notes', () => {
  it('shows both profiles, the notes, the profile’s past answers to others and the conversation in pages', async () => {
    const fiona = await fictionalProfile('VFiona');
    const other = await createMember({ siteId: siteA, withProfile: { name: 'VOtto' } });
    await seedConversation(other.profile!.id, fiona.id, [
      { from: 'member', body: 'hi', minutesAgo: 100 },
      { from: 'fictional', body: 'Hello Otto, I love sailing', minutesAgo: 99 },
    ]);
    const m = await createMember({ siteId: siteA, withProfile: { name: 'VVera' } });
    const lines = Array.from({ length: 35 }, (_, i) => ({
      from: i % 2 ? ('fictional' as const) : ('member' as const),
      body: `line ${i}`,
      minutesAgo: 100 - i,
    }));
    const conv = await seedConversation(m.profile!.id, fiona.id, [
      ...lines,
      { from: 'member', body: 'last', minutesAgo: 1 },
    ]);

    const first = (await view(op1, conv)).json;
    expect(first.fictional).toMatchObject({ id: fiona.id, name: 'VFiona', notes: '' });
    expect(first.member).toMatchObject({ id: m.profile!.id, name: 'VVera' });
    expect(first.messages).toHaveLength(30);
    expect(first.messages.at(-1)).toMatchObject({ body: 'last', fromMember: true });
    expect(first.pastAnswers.map((a: { body: string }) => a.body)).toEqual(['Hello Otto, I love sailing']);
    const older = (await view(op1, conv, `&before=${first.olderBefore}`)).json;
    expect(older.messages.map((x: { body: string }) => x.body)).toEqual([
      'line 0',
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
    ]);
    expect(older.olderBefore).toBeNull();

    const before = await auditCount();
    const saved = await asStaff(NOTES, op1, 'PUT', '/api/admin/inbox/notes', {
      body: { profileId: fiona.id, notes: 'Sailor, 29, from Hoorn' },
    });
    expect(saved.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'fictional.notes',
      targetId: String(fiona.id),
      before: { notes: '' },
      after: { notes: 'Sailor, 29, from Hoorn' },
    });
    expect((await view(op2, conv)).json.fictional.notes).toBe('Sailor, 29, from Hoorn');
    // A member's profile has no notes.
    const refused = await asStaff(NOTES, op1, 'PUT', '/api/admin/inbox/notes', {
      body: { profileId: m.profile!.id, notes: 'x' },
    });
    expect(refused.status).toBe(404);
    expect(
      await (await getDb()).select().from(fictionalNotes).where(eq(fictionalNotes.profileId, m.profile!.id)),
    ).toEqual([]);
    expect(await auditCount()).toBe(before + 1);
    // Not a member ↔ fictional conversation: not found.
    expect((await view(op1, 2_000_000)).status).toBe(404);
  });
});

describe('live queue stream', () => {
  it('answers a text/event-stream that tells of a member writing to a fictional profile and of claims', async () => {
    const probe = await asStaff(EVENTS, op1, 'GET', '/api/admin/inbox/events?once=1');
    expect(probe.status).toBe(200);
    expect(probe.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(probe.json).toContain('event: ready');

    const ann = await chatMember(siteA, { name: 'LAnn' });
    const fiona = await fictionalProfile('LFiona');
    const abort = new AbortController();
    const res = await EVENTS(
      new NextRequest('http://localhost/api/admin/inbox/events', {
        headers: { cookie: op2.cookie },
        signal: abort.signal,
      }),
    );
    const reader = res.body!.getReader();
    let seen = '';
    const until = async (needle: string) => {
      while (!seen.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}: ${seen}`);
        seen += new TextDecoder().decode(value);
      }
    };
    await until('event: ready');
    const conv = (await text(ann.cookie, { profile_id: fiona.id }, 'live?')).json.conversation_id;
    await until(`event: inbox\ndata: {"conversationId":${conv}}`);
    seen = '';
    await claim(op1, conv);
    await until(`event: inbox\ndata: {"conversationId":${conv}}`);
    // The member typing to the profile reaches the operator's conversation view.
    seen = '';
    const typed = await callRoute(
      TYPING,
      apiRequest('POST', 'http://localhost/api/typing.php', {
        cookie: ann.cookie,
        body: { conversation_id: conv },
      }),
    );
    expect(typed.json).toEqual({ sent: true });
    await until(`event: typing\ndata: {"conversationId":${conv}}`);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });
});
