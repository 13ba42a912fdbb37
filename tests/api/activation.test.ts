// Activation: issueActivationMail (signup's part), the mailed link /api/activate.php?token=,
// and "resend activation mail" with its hourly limit. Also the generic single-use tokens.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as getActivate, POST as postActivate } from '@/app/api/activate.php/route';
import { getDb } from '@/lib/server/db/client';
import { emailTokens, profiles } from '@/lib/server/db/schema';
import { getSite } from '@/lib/server/sites/service';
import { issueActivationMail, ACTIVATION_MAILS_PER_HOUR } from '@/lib/server/recovery/activation';
import { consumeToken, issueToken, peekToken } from '@/lib/server/tokens/service';
import { apiRequest, callRoute, createMember, loginAs } from '../setup/fixtures';
import { lastMailTo, linkIn, mailsTo, outboxCount, tokensOf, userRow } from './support/mailbox';
import { createMainAndGermanSites, type TestSite } from './support/sites';

let main: TestSite;
let german: TestSite;

beforeAll(async () => {
  ({ main, german } = await createMainAndGermanSites());
});

async function unconfirmed(siteId: number, email: string, language: string | null = 'en') {
  return createMember({
    siteId,
    email,
    password: 'secret-password',
    language,
    status: 'not_confirmed',
    withProfile: { name: 'Nina', status: 'disabled' },
  });
}

async function issue(site: TestSite, user: { id: number; email: string }, locale: 'en' | 'de' = 'en') {
  const db = await getDb();
  await db.transaction((tx) => issueActivationMail(tx, { site, user, name: 'Nina', locale }));
  return lastMailTo(user.email);
}

const follow = (url: URL, host = 'localhost') =>
  callRoute(getActivate, apiRequest('GET', `http://${host}${url.pathname}${url.search}`));

describe('issueActivationMail', () => {
  it('queues the activation mail with a link on the configured domain and stores only the hash', async () => {
    const { user } = await unconfirmed(main.id, 'act1@example.test');
    const mail = await issue(main, user);
    expect(mail.subject).toBe('Confirm your e-mail address for Heartline');
    expect(mail.html).toContain('Welcome, Nina!');
    const link = linkIn(mail, '/api/activate.php');
    expect(link.origin).toBe('https://heartline.example');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await tokensOf(user.id);
    expect(row.kind).toBe('activation');
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('writes in the locale it is given (German subject for a de member)', async () => {
    const { user } = await unconfirmed(german.id, 'act-de@example.test', 'de');
    const mail = await issue(german, user, 'de');
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Herzlinie');
    expect(linkIn(mail, '/api/activate.php').origin).toBe('https://herzlinie.example');
  });

  it('rolls back with the transaction: no token, no mail', async () => {
    const { user } = await unconfirmed(main.id, 'act-rollback@example.test');
    const before = await outboxCount();
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await issueActivationMail(tx, { site: main, user, name: 'Nina', locale: 'en' });
        throw new Error('signup failed later');
      }),
    ).rejects.toThrow('signup failed later');
    expect(await outboxCount()).toBe(before);
    expect(await tokensOf(user.id)).toHaveLength(0);
  });
});

describe('GET /api/activate.php?token=', () => {
  it('activates: status confirmed, disabled profile active, lands on /activate/done', async () => {
    const { user } = await unconfirmed(main.id, 'act2@example.test');
    const res = await follow(linkIn(await issue(main, user), '/api/activate.php'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/activate/done');
    expect((await userRow(user.id)).status).toBe('confirmed');
    const db = await getDb();
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile.status).toBe('active');
  });

  it('redirects in the member language', async () => {
    const { user } = await unconfirmed(german.id, 'act-de2@example.test', 'de');
    const res = await follow(linkIn(await issue(german, user, 'de'), '/api/activate.php'), 'de.localhost');
    expect(res.headers.get('location')).toBe('/de/activate/done');
  });

  it('is single use: the second use of a link changes nothing and still lands on done', async () => {
    const { user } = await unconfirmed(main.id, 'act3@example.test');
    const link = linkIn(await issue(main, user), '/api/activate.php');
    expect((await follow(link)).headers.get('location')).toBe('/activate/done');
    const [row] = await tokensOf(user.id);
    expect(row.usedAt).not.toBeNull();
    // Mail scanners open links first: a confirmed member is shown "done", not an error.
    expect((await follow(link)).headers.get('location')).toBe('/activate/done');
    expect((await tokensOf(user.id))[0].usedAt).toEqual(row.usedAt);
  });

  it('sends unknown, malformed, missing and expired tokens to /activate/error, changing nothing', async () => {
    const { user } = await unconfirmed(main.id, 'act4@example.test');
    const link = linkIn(await issue(main, user), '/api/activate.php');
    const db = await getDb();
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    for (const url of [
      link,
      new URL('http://localhost/api/activate.php?token=' + 'A'.repeat(43)),
      new URL('http://localhost/api/activate.php?token=short'),
      new URL('http://localhost/api/activate.php'),
    ]) {
      const res = await follow(url);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/activate/error');
    }
    expect((await userRow(user.id)).status).toBe('not_confirmed');
    expect((await tokensOf(user.id))[0].usedAt).toBeNull();
  });

  it('does not activate an account of another site through this site', async () => {
    const { user } = await unconfirmed(german.id, 'act-cross@example.test', 'de');
    const link = linkIn(await issue(german, user, 'de'), '/api/activate.php');
    const res = await follow(link, 'localhost');
    expect(res.headers.get('location')).toBe('/activate/error');
    expect((await userRow(user.id)).status).toBe('not_confirmed');
  });

  it('builds links from the site domain even when the Host header is forged', async () => {
    const { user } = await unconfirmed(main.id, 'act-host@example.test');
    const cookie = await loginAs('act-host@example.test', 'secret-password');
    const res = await callRoute(
      postActivate,
      apiRequest('POST', 'http://localhost/api/activate.php?resend=1', {
        cookie,
        headers: { 'x-forwarded-host': 'evil.example', host: 'localhost' },
      }),
    );
    expect(res.status).toBe(200);
    expect(linkIn(await lastMailTo(user.email), '/api/activate.php').origin).toBe(
      'https://heartline.example',
    );
    // An unknown host is served by the default site, whose domain is still its own.
    const site = await getSite('evil.example');
    expect(site.id).toBe(main.id);
  });
});

describe('POST /api/activate.php?resend=1', () => {
  const resend = (cookie?: string, url = 'http://localhost/api/activate.php?resend=1') =>
    callRoute(postActivate, apiRequest('POST', url, { cookie }));

  it('mails a new working link, up to 3 activation mails an hour, then 429', async () => {
    const { user } = await unconfirmed(main.id, 'act5@example.test');
    await issue(main, user); // the signup mail counts
    const cookie = await loginAs('act5@example.test', 'secret-password');
    for (let i = 1; i < ACTIVATION_MAILS_PER_HOUR; i++) {
      const res = await resend(cookie);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ sent: true });
    }
    expect(await mailsTo(user.email)).toHaveLength(ACTIVATION_MAILS_PER_HOUR);
    const refused = await resend(cookie);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'activation_resend_limit', max: ACTIVATION_MAILS_PER_HOUR });
    expect(await mailsTo(user.email)).toHaveLength(ACTIVATION_MAILS_PER_HOUR);
    // Every mailed link works until one is used.
    const res = await follow(linkIn(await lastMailTo(user.email), '/api/activate.php'));
    expect(res.headers.get('location')).toBe('/activate/done');
  });

  it('counts parallel requests exactly', async () => {
    const { user } = await unconfirmed(main.id, 'act-par@example.test');
    const cookie = await loginAs('act-par@example.test', 'secret-password');
    const results = await Promise.all(Array.from({ length: 6 }, () => resend(cookie)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(ACTIVATION_MAILS_PER_HOUR);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6 - ACTIVATION_MAILS_PER_HOUR);
    expect(await mailsTo(user.email)).toHaveLength(ACTIVATION_MAILS_PER_HOUR);
  });

  it('refuses a confirmed member (409), a visitor (403) and a missing resend=1 (422)', async () => {
    await createMember({ siteId: main.id, email: 'act6@example.test', password: 'secret-password' });
    const cookie = await loginAs('act6@example.test', 'secret-password');
    const before = await outboxCount();
    const confirmed = await resend(cookie);
    expect(confirmed.status).toBe(409);
    expect(confirmed.json.error).toBe('already_confirmed');
    const visitor = await resend(undefined);
    expect(visitor.status).toBe(403);
    expect(visitor.json.auth_required).toBe(true);
    const noFlag = await resend(cookie, 'http://localhost/api/activate.php');
    expect(noFlag.status).toBe(422);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a cross-origin request', async () => {
    await unconfirmed(main.id, 'act7@example.test');
    const cookie = await loginAs('act7@example.test', 'secret-password');
    const res = await callRoute(
      postActivate,
      apiRequest('POST', 'http://localhost/api/activate.php?resend=1', {
        cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('cross_origin');
  });
});

describe('single-use tokens (lib/server/tokens)', () => {
  it('consumes once, even under parallel use, and only for its own kind', async () => {
    const { user } = await createMember({ siteId: main.id, email: 'tok1@example.test' });
    const db = await getDb();
    const { token } = await issueToken(db, {
      userId: user.id,
      kind: 'password_reset',
      ttlMs: 60_000,
      payload: { a: 1 },
    });
    expect(await consumeToken(db, 'activation', token)).toBeNull();
    expect(await peekToken(db, 'password_reset', token)).toMatchObject({
      userId: user.id,
      payload: { a: 1 },
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => consumeToken(db, 'password_reset', token)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await peekToken(db, 'password_reset', token)).toBeNull();
  });

  it('refuses expired tokens', async () => {
    const { user } = await createMember({ siteId: main.id, email: 'tok2@example.test' });
    const db = await getDb();
    const { token } = await issueToken(db, { userId: user.id, kind: 'x', ttlMs: -1 });
    expect(await consumeToken(db, 'x', token)).toBeNull();
  });
});
