// POST /api/signup.php: every signup rule, on PGlite and (with-postgres) on PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { POST } from '@/app/api/signup.php/route';
import { GET as getActivate } from '@/app/api/activate.php/route';
import { POST as askReset, PUT as completeReset } from '@/app/api/password-reset.php/route';
import { GET as getUser } from '@/app/api/user.php/route';
import { getDb } from '@/lib/server/db/client';
import {
  conversationMembers,
  conversations,
  creditLedger,
  messages,
  outbox,
  pendingSignupMessages,
  profiles,
  sessions,
  sites,
  users,
} from '@/lib/server/db/schema';
import { ledgerSum } from '@/lib/server/credits/service';
import { resetAllLimits } from '@/lib/server/rate-limit/service';
import { resetSiteCache } from '@/lib/server/sites/service';
import { resetEnvCache } from '@/lib/env';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { apiRequest, callRoute, createMember, createSite, findSetCookie } from '../setup/fixtures';
import { lastMailTo, linkIn, tokenIn } from './support/mailbox';

let seq = 0;
let siteId: number;

const valid = (over: Record<string, unknown> = {}) => ({
  email: `new${++seq}@example.test`,
  name: `Newbie${seq}`,
  password: 'correct horse battery',
  date_of_birth: '1990-04-01',
  gender: 'male',
  interest: 'women',
  locale: 'en',
  ...over,
});

/**
 * Each call from its own address unless told, so the per-IP limit only bites where tested. The
 * address is the socket's, as our server passes it on (x-heartline-peer); extra headers may
 * add what a client would send (a forged X-Forwarded-For).
 */
const post = (
  body: unknown,
  ip = `10.0.${Math.floor(seq / 200)}.${seq % 200}`,
  host = 'localhost',
  headers: Record<string, string> = {},
) =>
  callRoute(
    POST,
    apiRequest('POST', `http://${host}/api/signup.php`, {
      body,
      headers: { 'x-heartline-peer': ip, ...headers },
    }),
  );

/** Opens the activation link mailed to an address. */
async function activationLink(email: string): Promise<URL> {
  return linkIn(await lastMailTo(email), '/api/activate.php');
}
const activate = (url: URL) =>
  callRoute(getActivate, apiRequest('GET', `http://localhost${url.pathname}${url.search}`));

async function counts() {
  const db = await getDb();
  const n = async (
    table: typeof users | typeof profiles | typeof outbox | typeof sessions | typeof creditLedger,
  ) => Number((await db.select({ n: sql<number>`count(*)` }).from(table))[0].n);
  return {
    users: await n(users),
    profiles: await n(profiles),
    outbox: await n(outbox),
    sessions: await n(sessions),
    ledger: await n(creditLedger),
  };
}

async function setSignups(mode: 'all' | 'trafficsource' | 'none', signupCredits = 25) {
  const db = await getDb();
  const [row] = await db.select().from(sites).where(eq(sites.id, siteId));
  await db
    .update(sites)
    .set({ config: { ...row.config, signups: mode, signupCredits } })
    .where(eq(sites.id, siteId));
  resetSiteCache();
}

beforeAll(async () => {
  const site = await createSite({
    config: { signupCredits: 25, messageLength: 300, countries: ['NL', 'BE'] },
  });
  siteId = site.id;
  await createSite({
    name: 'Herzlich',
    hosts: ['herzlich.test'],
    isDefault: false,
    domainLanguage: 'de_DE',
    config: { countries: ['DE'] },
  });
});

beforeEach(async () => {
  await resetAllLimits();
  await setSignups('all');
});

describe('POST /api/signup.php: the account', () => {
  it('creates a not_confirmed member with a disabled profile, logged in by cookie', async () => {
    const body = valid({ email: 'Anna.New@Example.test', name: 'Anna', country: 'BE' });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({
      email: 'anna.new@example.test',
      status: 'not_confirmed',
      language: 'en',
      credits: 25,
    });
    expect(res.json.user.profile).toMatchObject({
      name: 'Anna',
      country: 'BE',
      status: 'disabled',
      main_image: null,
    });
    expect(res.json.signup_message_delivered).toBe(false);

    const cookie = findSetCookie(res.setCookies, 'hl_session');
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await callRoute(
      getUser,
      apiRequest('GET', '/api/user.php', { cookie: cookie!.split(';')[0] }),
    );
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: 'anna.new@example.test', status: 'not_confirmed' });

    const db = await getDb();
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, res.json.user.id));
    expect(profile).toMatchObject({ gender: 'male', interest: 'women', birthDate: '1990-04-01', siteId });
  });

  it('grants signup_credits through the ledger: balance equals the ledger sum', async () => {
    const res = await post(valid());
    const db = await getDb();
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, res.json.user.id));
    expect(rows).toEqual([expect.objectContaining({ delta: 25, reason: 'signup', balanceAfter: 25 })]);
    expect(await ledgerSum(db, res.json.user.id)).toBe(25);
    const [user] = await db.select().from(users).where(eq(users.id, res.json.user.id));
    expect(user.credits).toBe(25);
  });

  it('writes no ledger row when the site grants no signup credits', async () => {
    await setSignups('all', 0);
    const res = await post(valid());
    const db = await getDb();
    expect(await db.select().from(creditLedger).where(eq(creditLedger.userId, res.json.user.id))).toEqual([]);
    expect(res.json.user.credits).toBe(0);
  });

  it('queues the activation mail in the member’s language', async () => {
    const enRes = await post(valid({ email: 'mail-en@example.test', name: 'Elly', locale: 'en' }));
    const deRes = await post(valid({ email: 'mail-de@example.test', name: 'Dieter', locale: 'de' }));
    expect(deRes.json.user.language).toBe('de');
    expect(findSetCookie(deRes.setCookies, 'NEXT_LOCALE')).toMatch(/^NEXT_LOCALE=de/);
    const db = await getDb();
    const [enMail] = await db.select().from(outbox).where(eq(outbox.recipient, 'mail-en@example.test'));
    const [deMail] = await db.select().from(outbox).where(eq(outbox.recipient, 'mail-de@example.test'));
    expect(enMail.subject).toBe(en.mail.activation.subject.replace('{site}', 'Heartline'));
    expect(deMail.subject).toBe(de.mail.activation.subject.replace('{site}', 'Heartline'));
    expect(deMail.text).toContain('Dieter');
    expect(deMail.text).toMatch(/\/api\/activate\.php\?token=[\w-]{43}/);
    expect(enRes.status).toBe(201);
  });

  it('stores the tracking parameters, dropping unknown and empty ones', async () => {
    const res = await post(
      valid({ tracking: { network: 'adnet', ref: 'r-42', sub1: 'a', sub2: '', sub3: 'c', evil: 'x' } }),
    );
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, res.json.user.id));
    expect(user.tracking).toEqual({ network: 'adnet', ref: 'r-42', sub1: 'a', sub3: 'c' });
  });

  it('belongs to the site of the host it was made on', async () => {
    const res = await post(valid({ email: 'same@example.test' }), '10.9.9.9', 'herzlich.test');
    expect(res.status).toBe(201);
    expect(res.json.user.profile.country).toBe('DE');
    // The same address is free on another site.
    const again = await post(valid({ email: 'same@example.test' }), '10.9.9.8', 'localhost');
    expect(again.status).toBe(201);
  });
});

describe('POST /api/signup.php: bad input changes nothing', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'email_invalid'],
    [
      'a name equal to the e-mail',
      { email: 'same@name.test', name: 'Same@Name.test ' },
      'name',
      'name_is_email',
    ],
    ['a name starting with @', { name: '@anna' }, 'name', 'name_at'],
    ['a one-letter name', { name: ' A ' }, 'name', 'name_too_short'],
    ['a short password', { password: 'short' }, 'password', 'password_too_short'],
    ['an impossible date', { date_of_birth: '1990-02-30' }, 'date_of_birth', 'date_of_birth_invalid'],
    ['a date that is not a date', { date_of_birth: 'yesterday' }, 'date_of_birth', 'date_of_birth_invalid'],
    ['a birth date in the future', { date_of_birth: '2999-01-01' }, 'date_of_birth', 'date_of_birth_invalid'],
    [
      'a 17-year-old',
      { date_of_birth: `${new Date().getFullYear() - 17}-01-01` },
      'date_of_birth',
      'too_young',
    ],
    ['no gender', { gender: 'robot' }, 'gender', 'gender_required'],
    ['no interest', { interest: undefined }, 'interest', 'interest_required'],
  ];

  it.each(cases)('refuses %s with 422 and the field’s code', async (_what, over, path, code) => {
    const before = await counts();
    const res = await post(valid(over));
    expect(res.status).toBe(422);
    expect(res.json.error).toBe('invalid_input');
    expect(res.json.issues).toContainEqual(expect.objectContaining({ path, message: code }));
    expect(await counts()).toEqual(before);
  });

  it('accepts someone who turns 18 today', async () => {
    const t = new Date();
    const dob = `${t.getFullYear() - 18}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    expect((await post(valid({ date_of_birth: dob }))).status).toBe(201);
  });

  it('refuses a signup message longer than the site’s message_length', async () => {
    const before = await counts();
    const res = await post(valid({ signup_message: 'x'.repeat(301), profile_id: 1 }));
    expect(res.status).toBe(422);
    expect(res.json.issues).toContainEqual(
      expect.objectContaining({ path: 'signup_message', message: 'message_too_long' }),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not JSON and a cross-origin request', async () => {
    const before = await counts();
    const notJson = await callRoute(POST, apiRequest('POST', '/api/signup.php', { body: '{nope' }));
    expect(notJson.status).toBe(400);
    const cross = await callRoute(
      POST,
      apiRequest('POST', '/api/signup.php', { body: valid(), headers: { 'sec-fetch-site': 'cross-site' } }),
    );
    expect(cross.status).toBe(403);
    expect(cross.json.error).toBe('cross_origin');
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/signup.php: duplicates and abuse', () => {
  it('refuses a taken e-mail in any case with 409 email_taken and nothing else', async () => {
    await post(valid({ email: 'taken@example.test' }));
    const before = await counts();
    const res = await post(valid({ email: '  TAKEN@Example.TEST ' }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'email_taken' });
    expect(res.setCookies).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('refuses the address of an existing (seeded) member', async () => {
    await createMember({ siteId, email: 'Old.Member@example.test' });
    const res = await post(valid({ email: 'old.member@example.test' }));
    expect(res.status).toBe(409);
  });

  it('creates one account when the same e-mail is submitted twice at once', async () => {
    const body = valid({ email: 'race@example.test' });
    const results = await Promise.all([
      post(body, '10.1.1.1'),
      post(body, '10.1.1.2'),
      post(body, '10.1.1.3'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const db = await getDb();
    const rows = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'race@example.test'`);
    expect(rows).toHaveLength(1);
    expect(await db.select().from(profiles).where(eq(profiles.userId, rows[0].id))).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'race@example.test'))).toHaveLength(1);
    expect(await ledgerSum(db, rows[0].id)).toBe(25);
  });

  it('limits signup attempts per address and hour, counting refused duplicates too', async () => {
    process.env.SIGNUP_LIMIT_PER_HOUR = '3';
    resetEnvCache();
    try {
      await post(valid({ email: 'limit@example.test' }), '10.7.7.7');
      expect((await post(valid({ email: 'limit@example.test' }), '10.7.7.7')).status).toBe(409);
      expect((await post(valid(), '10.7.7.7')).status).toBe(201);
      const before = await counts();
      const blocked = await post(valid(), '10.7.7.7');
      expect(blocked.status).toBe(429);
      expect(blocked.json).toMatchObject({ error: 'signup_rate_limited', minutes: 60 });
      expect(await counts()).toEqual(before);
      // Another address is not affected.
      expect((await post(valid(), '10.7.7.8')).status).toBe(201);
    } finally {
      delete process.env.SIGNUP_LIMIT_PER_HOUR;
      resetEnvCache();
    }
  });

  it('says "taken" only within the limit: past it a taken address gets the same 429 as a new one', async () => {
    process.env.SIGNUP_LIMIT_PER_HOUR = '2';
    resetEnvCache();
    try {
      await createMember({ siteId, email: 'probe-target@example.test' });
      expect((await post(valid({ email: 'probe-target@example.test' }), '10.8.8.8')).status).toBe(409);
      expect((await post(valid({ email: 'probe-other@example.test' }), '10.8.8.8')).status).toBe(201);
      const taken = await post(valid({ email: 'probe-target@example.test' }), '10.8.8.8');
      const fresh = await post(valid({ email: 'probe-fresh@example.test' }), '10.8.8.8');
      expect(taken.status).toBe(429);
      expect(taken.json).toEqual(fresh.json);
    } finally {
      delete process.env.SIGNUP_LIMIT_PER_HOUR;
      resetEnvCache();
    }
  });

  it('counts the socket address: a forged X-Forwarded-For does not get around the limit', async () => {
    process.env.SIGNUP_LIMIT_PER_HOUR = '3';
    resetEnvCache();
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const forged = { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` };
        statuses.push((await post(valid(), '10.9.9.9', 'localhost', forged)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      delete process.env.SIGNUP_LIMIT_PER_HOUR;
      resetEnvCache();
    }
  });

  it('behind a trusted proxy counts the hop the proxy appended, not what the client prepended', async () => {
    process.env.SIGNUP_LIMIT_PER_HOUR = '2';
    process.env.TRUST_PROXY = 'true';
    resetEnvCache();
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        // The client invents the left part; our proxy (the peer) appends the address it saw.
        const headers = { 'x-forwarded-for': `203.0.113.${i}, 192.0.2.77` };
        statuses.push((await post(valid(), '127.0.0.1', 'localhost', headers)).status);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      // Another client behind the same proxy has its own count.
      const other = await post(valid(), '127.0.0.1', 'localhost', { 'x-forwarded-for': '192.0.2.78' });
      expect(other.status).toBe(201);
    } finally {
      delete process.env.SIGNUP_LIMIT_PER_HOUR;
      delete process.env.TRUST_PROXY;
      resetEnvCache();
    }
  });
});

describe('POST /api/signup.php: settings.signups', () => {
  it('none: refuses everyone with 403 signups_closed, even with a traffic source', async () => {
    await setSignups('none');
    const before = await counts();
    const res = await post(valid({ tracking: { network: 'adnet' } }));
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('signups_closed');
    expect(await counts()).toEqual(before);
  });

  it('trafficsource: only visitors who came with network or ref', async () => {
    await setSignups('trafficsource');
    const before = await counts();
    expect((await post(valid())).status).toBe(403);
    expect((await post(valid({ tracking: { sub1: 'only-sub' } }))).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await post(valid({ tracking: { network: 'adnet' } }))).status).toBe(201);
    expect((await post(valid({ tracking: { ref: 'friend' } }))).status).toBe(201);
  });
});

describe('POST /api/signup.php: the signup message', () => {
  async function target(over: Record<string, unknown> = {}) {
    const db = await getDb();
    const [p] = await db
      .insert(profiles)
      .values({
        name: 'Target',
        gender: 'female',
        birthDate: '1992-01-01',
        country: 'NL',
        isFictional: true,
        ...over,
      })
      .returning();
    return p;
  }

  async function conversationOf(from: number) {
    const db = await getDb();
    return db.select().from(conversations).where(eq(conversations.startedBy, from));
  }

  it('is held until the e-mail is confirmed: the target sees nothing before', async () => {
    const to = await target();
    const res = await post(valid({ profile_id: to.id, signup_message: '  Hi there, nice profile!  ' }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ signup_message_held: true, signup_message_delivered: false });
    const from = res.json.user.profile.id;
    expect(await conversationOf(from)).toEqual([]);
    const db = await getDb();
    expect(
      await db.select().from(pendingSignupMessages).where(eq(pendingSignupMessages.userId, res.json.user.id)),
    ).toEqual([expect.objectContaining({ toProfileId: to.id, body: 'Hi there, nice profile!' })]);
  });

  it('is delivered once on activation: conversation, message, one unread, free of charge', async () => {
    const to = await target();
    const body = valid({ profile_id: to.id, signup_message: '  Hi there, nice profile!  ' });
    const res = await post(body);
    const from = res.json.user.profile.id;
    const link = await activationLink(body.email);
    const first = await activate(link);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toMatch(/\/activate\/done$/);
    // A second click (or a mail scanner) delivers nothing more.
    await activate(link);

    const db = await getDb();
    const [conv] = await conversationOf(from);
    expect(conv).toMatchObject({
      profileA: Math.min(from, to.id),
      profileB: Math.max(from, to.id),
      startedBy: from,
    });
    const msgs = await db.select().from(messages).where(eq(messages.conversationId, conv.id));
    expect(msgs).toEqual([
      expect.objectContaining({
        senderId: from,
        kind: 'text',
        body: 'Hi there, nice profile!',
        creditsSpent: 0,
      }),
    ]);
    const members = await db
      .select()
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conv.id));
    expect(members.find((m) => m.profileId === to.id)?.unreadCount).toBe(1);
    expect(members.find((m) => m.profileId === from)?.unreadCount).toBe(0);
    expect(await db.select().from(pendingSignupMessages)).not.toContainEqual(
      expect.objectContaining({ userId: res.json.user.id }),
    );
    const [user] = await db.select().from(users).where(eq(users.id, res.json.user.id));
    expect(user.credits).toBe(25);
  });

  it('is delivered exactly once when the activation link is opened twice at the same moment', async () => {
    const to = await target();
    const body = valid({ profile_id: to.id, signup_message: 'Hello twice?' });
    const res = await post(body);
    const link = await activationLink(body.email);
    const answers = await Promise.all([activate(link), activate(link), activate(link)]);
    for (const a of answers) expect(a.headers.get('location')).toMatch(/\/activate\/done$/);
    const [conv] = await conversationOf(res.json.user.profile.id);
    const db = await getDb();
    expect(await db.select().from(messages).where(eq(messages.conversationId, conv.id))).toHaveLength(1);
    const [member] = await db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conv.id), eq(conversationMembers.profileId, to.id)));
    expect(member.unreadCount).toBe(1);
  });

  it('is delivered exactly once even if two deliveries run at once', async () => {
    const to = await target();
    const res = await post(valid({ profile_id: to.id, signup_message: 'Hello' }));
    const { deliverHeldSignupMessage } = await import('@/lib/server/signup/held-message');
    const db = await getDb();
    const runs = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => deliverHeldSignupMessage(tx, siteId, res.json.user.id))),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    const [conv] = await conversationOf(res.json.user.profile.id);
    expect(await db.select().from(messages).where(eq(messages.conversationId, conv.id))).toHaveLength(1);
  });

  it('is delivered when a reset link confirms the address instead of the activation link', async () => {
    const to = await target();
    const body = valid({ profile_id: to.id, signup_message: 'Via reset' });
    const res = await post(body);
    expect(await conversationOf(res.json.user.profile.id)).toEqual([]);
    await callRoute(
      askReset,
      apiRequest('POST', 'http://localhost/api/password-reset.php', { body: { email: body.email } }),
    );
    const token = tokenIn(await lastMailTo(body.email), '/reset-password/do');
    const done = await callRoute(
      completeReset,
      apiRequest('PUT', 'http://localhost/api/password-reset.php', {
        body: { token, password: 'another-password', password_confirm: 'another-password' },
      }),
    );
    expect(done.status).toBe(200);
    const [conv] = await conversationOf(res.json.user.profile.id);
    const db = await getDb();
    expect(await db.select().from(messages).where(eq(messages.conversationId, conv.id))).toEqual([
      expect.objectContaining({ body: 'Via reset', creditsSpent: 0 }),
    ]);
  });

  it('is dropped when the target was disabled before the activation', async () => {
    const to = await target();
    const body = valid({ profile_id: to.id, signup_message: 'Too late' });
    const res = await post(body);
    const db = await getDb();
    await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, to.id));
    await activate(await activationLink(body.email));
    expect(await conversationOf(res.json.user.profile.id)).toEqual([]);
    expect(await db.select().from(pendingSignupMessages)).not.toContainEqual(
      expect.objectContaining({ userId: res.json.user.id }),
    );
  });

  it.each([
    ['missing', async () => ({ id: 999_999 })],
    ['disabled', async () => target({ status: 'disabled' })],
    [
      'of another site',
      async () =>
        target({ siteId: (await createSite({ name: 'Other', hosts: ['other.test'], isDefault: false })).id }),
    ],
  ])('is skipped when the target is %s, and the account is still created', async (_what, make) => {
    const to = await make();
    const res = await post(valid({ profile_id: to.id, signup_message: 'Hello?' }));
    expect(res.status).toBe(201);
    expect(res.json.signup_message_held).toBe(false);
    const db = await getDb();
    expect(
      await db.select().from(conversations).where(eq(conversations.startedBy, res.json.user.profile.id)),
    ).toEqual([]);
  });
});
