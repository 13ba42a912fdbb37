// POST /api/complaint.php: complaints from visitors and members, stored with their evidence (a
// conversation's messages copied at that moment), a confirmation mail, and a rate limit.
import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/complaint.php/route';
import { getDb } from '@/lib/server/db/client';
import { complaints, messages } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember } from '../setup/fixtures';
import { chatMember, text } from './support/chat';
import { lastMailTo, mailsTo } from './support/mailbox';
import { createMainAndGermanSites, type TestSite } from './support/sites';

let main: TestSite;
let german: TestSite;
let peer = 0;

beforeAll(async () => {
  ({ main, german } = await createMainAndGermanSites());
});

/** Each call from its own address unless one is given: the limit test shares one. */
const complain = (body: unknown, opts: { cookie?: string; ip?: string; host?: string; headers?: Record<string, string> } = {}) =>
  callRoute(
    POST,
    apiRequest('POST', `http://${opts.host ?? 'localhost'}/api/complaint.php`, {
      body,
      cookie: opts.cookie,
      headers: { 'x-heartline-peer': opts.ip ?? `198.51.100.${++peer}`, ...opts.headers },
    }),
  );

async function stored(id: number) {
  const [row] = await (await getDb()).select().from(complaints).where(eq(complaints.id, id));
  return row;
}

async function count() {
  return (await (await getDb()).select().from(complaints)).length;
}

describe('/api/complaint.php', () => {
  it('a visitor complains about a profile: stored with the profile as evidence, confirmation mailed', async () => {
    const { profile } = await createMember({ siteId: main.id, withProfile: { name: 'Shady', about: 'Send me money' } });
    const res = await complain({
      reason: 'fake_profile',
      text: 'This profile asks everyone for money.',
      email: 'Visitor@Example.test',
      name: 'Vera',
      profile_id: profile!.id,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: expect.any(Number), email: 'visitor@example.test' });
    const row = await stored(res.json.id);
    expect(row).toMatchObject({
      siteId: main.id,
      userId: null,
      email: 'visitor@example.test',
      name: 'Vera',
      reason: 'fake_profile',
      status: 'open',
      profileId: profile!.id,
      conversationId: null,
      locale: 'en',
    });
    expect(row.evidence).toEqual({ profile: { id: profile!.id, name: 'Shady', about: 'Send me money' } });
    const mail = await lastMailTo('visitor@example.test');
    expect(mail.subject).toContain(String(res.json.id));
    expect(mail.text).toContain('This profile asks everyone for money.');
  });

  it('a member complains about a conversation: a copy of its messages at that moment is kept', async () => {
    const a = await chatMember(main.id, { name: 'Anna', credits: 50 });
    const b = await chatMember(main.id, { name: 'Bert', credits: 50 });
    const first = await text(a.cookie, { profile_id: b.profileId }, 'Hi Bert');
    const conversationId = first.json.conversation_id ?? first.json.conversation?.id ?? first.json.message?.conversation_id;
    expect(conversationId).toBeDefined();
    await text(b.cookie, { conversation_id: conversationId }, 'You will regret this');
    const res = await complain(
      { reason: 'harassment', text: 'He threatens me in our chat.', conversation_id: conversationId },
      { cookie: a.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.json.email).toBe(a.user.email);
    // Deleting the messages afterwards does not change what was kept.
    await (await getDb()).delete(messages).where(eq(messages.conversationId, conversationId));
    const row = await stored(res.json.id);
    expect(row.userId).toBe(a.user.id);
    expect(row.conversationId).toBe(conversationId);
    expect(row.profileId).toBe(b.profileId);
    expect(row.evidence.profile?.name).toBe('Bert');
    expect(row.evidence.conversation?.truncated).toBe(false);
    expect(row.evidence.conversation?.messages.map((m) => [m.senderProfileId, m.body])).toEqual([
      [a.profileId, 'Hi Bert'],
      [b.profileId, 'You will regret this'],
    ]);
    expect((await mailsTo(a.user.email)).some((m) => m.subject.includes(String(res.json.id)))).toBe(true);
  });

  it('refuses a conversation the member is not part of, and a visitor naming one: 404, nothing stored', async () => {
    const a = await chatMember(main.id, { name: 'Carl', credits: 50 });
    const b = await chatMember(main.id, { name: 'Dora', credits: 50 });
    const outsider = await chatMember(main.id, { name: 'Eve' });
    const sent = await text(a.cookie, { profile_id: b.profileId }, 'Private words');
    const conversationId = sent.json.conversation_id ?? sent.json.conversation?.id ?? sent.json.message?.conversation_id;
    const before = await count();
    const body = { reason: 'other', text: 'Show me their messages please.', conversation_id: conversationId };
    const res = await complain(body, { cookie: outsider.cookie });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('conversation_not_found');
    const visitor = await complain({ ...body, email: 'nosy@example.test' });
    expect(visitor.status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('refuses bad input with a clear code and stores nothing', async () => {
    const other = await createMember({ siteId: german.id, withProfile: true });
    const before = await count();
    const noEmail = await complain({ reason: 'other', text: 'Something is wrong here.' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.json.error).toBe('email_required');
    const badReason = await complain({ reason: 'boredom', text: 'Something is wrong here.', email: 'a@example.test' });
    expect(badReason.status).toBe(422);
    expect(badReason.json.error).toBe('invalid_input');
    const short = await complain({ reason: 'other', text: 'short', email: 'a@example.test' });
    expect(short.json.issues[0].message).toBe('text_too_short');
    const otherSite = await complain({ reason: 'other', text: 'Something is wrong here.', email: 'a@example.test', profile_id: other.profile!.id });
    expect(otherSite.status).toBe(404);
    expect(otherSite.json.error).toBe('profile_not_found');
    const crossSite = await complain(
      { reason: 'other', text: 'Something is wrong here.', email: 'a@example.test' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('allows 5 complaints per address and hour, then 429 complaint_throttled with the minutes left', async () => {
    const ip = '203.0.113.99';
    const body = { reason: 'other', text: 'Complaint number again.', email: 'many@example.test' };
    for (let i = 0; i < 5; i++) expect((await complain(body, { ip })).status).toBe(200);
    const before = await count();
    const refused = await complain(body, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'complaint_throttled', minutes: expect.any(Number) });
    expect(refused.json.minutes).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(before);
    // Another address is not affected.
    expect((await complain(body)).status).toBe(200);
  });
});
