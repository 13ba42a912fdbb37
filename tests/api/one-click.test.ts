// The one-click link of notice mails (spec §2 {token}, served at /t/{token}): single use, bound
// to one member and one target, 7 days, refused after a password change or deletion, and a
// session that cannot change settings without the password.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as openLink, HEAD as headLink } from '@/app/[locale]/(empty)/t/[token]/route';
import { GET as getUser } from '@/app/api/user.php/route';
import { PUT as putNotifications } from '@/app/api/notifications.php/route';
import { POST as postMailChange } from '@/app/api/mail-change.php/route';
import { POST as postRepeatOrder } from '@/app/api/repeat-order.php/route';
import { POST as postDirectDebit, PUT as putDirectDebit } from '@/app/api/directdebit.php/route';
import { getDb } from '@/lib/server/db/client';
import { emailTokens, sessions, users } from '@/lib/server/db/schema';
import { hashPassword } from '@/lib/server/accounts/password';
import { likeProfile } from '@/lib/server/likes/service';
import { isOneClickTarget, oneClickUrl, purgeExpiredOneClickLinks } from '@/lib/server/tokens/one-click';
import { apiRequest, callRoute, createMember, findSetCookie, loginAs } from '../setup/fixtures';
import { lastMailTo, linkIn, mailsTo, userRow } from './support/mailbox';
import { createMainAndGermanSites, type TestSite } from './support/sites';

let main: TestSite;
let german: TestSite;

beforeAll(async () => {
  ({ main, german } = await createMainAndGermanSites());
});

async function member(email: string, site = main) {
  const { user, profile } = await createMember({ siteId: site.id, email, password: 'secret-password', withProfile: true });
  return { user: await userRow(user.id), profile: profile! };
}

async function link(userId: number, target = '/chats/7', site = main) {
  const user = await userRow(userId);
  const url = await oneClickUrl(await getDb(), {
    site,
    userId,
    passwordHash: user.passwordHash,
    notice: 'chat',
    target,
    locale: 'en',
  });
  return new URL(url);
}

async function open(url: URL, host = 'localhost', cookie?: string) {
  const token = url.pathname.split('/').pop()!;
  const headers = new Headers({ host, 'user-agent': 'mail-client-test' });
  if (cookie) headers.set('cookie', cookie);
  const req = new NextRequest(`http://${host}${url.pathname}`, { headers });
  const res = await openLink(req, { params: Promise.resolve({ locale: 'en', token }) });
  const cookieLine = findSetCookie(res.headers.getSetCookie(), 'hl_session');
  return {
    status: res.status,
    location: new URL(res.headers.get('location')!),
    cookie: cookieLine?.split(';')[0],
    headers: res.headers,
  };
}

describe('/t/{token}', () => {
  it('logs the member in once and opens the target; the session is marked via_token', async () => {
    const { user } = await member('oc1@example.test');
    const url = await link(user.id, '/chats/7');
    expect(url.pathname).toMatch(/^\/t\/[A-Za-z0-9_-]{43}$/);
    const first = await open(url);
    expect(first.status).toBe(303);
    expect(first.location.pathname).toBe('/chats/7');
    expect(first.headers.get('x-robots-tag')).toContain('noindex');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.cookie).toBeDefined();
    const me = await callRoute(getUser, apiRequest('GET', 'http://localhost/api/user.php', { cookie: first.cookie }));
    expect(me.status).toBe(200);
    expect(me.json.id).toBe(user.id);
    const db = await getDb();
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((s) => s.viaToken)).toEqual([true]);

    const again = await open(url);
    expect(again.location.pathname).toBe('/t/expired');
    expect(again.cookie).toBeUndefined();
  });

  it('keeps a session the member already has, and a HEAD (link checker) does not use the link', async () => {
    const { user } = await member('oc2@example.test');
    const cookie = await loginAs('oc2@example.test', 'secret-password');
    const url = await link(user.id, '/likes');
    const head = headLink();
    expect(head.status).toBe(200);
    const res = await open(url, 'localhost', cookie);
    expect(res.location.pathname).toBe('/likes');
    expect(res.cookie).toBeUndefined();
    const db = await getDb();
    expect((await db.select().from(sessions).where(eq(sessions.userId, user.id))).every((s) => !s.viaToken)).toBe(true);
  });

  it('is refused after 7 days', async () => {
    const { user } = await member('oc3@example.test');
    const url = await link(user.id);
    const db = await getDb();
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user.id));
    const res = await open(url);
    expect(res.location.pathname).toBe('/t/expired');
    expect(res.cookie).toBeUndefined();
  });

  it('is refused once the password changed, and for a deleted account', async () => {
    const a = await member('oc4@example.test');
    const b = await member('oc5@example.test');
    const urlA = await link(a.user.id);
    const urlB = await link(b.user.id);
    const db = await getDb();
    await db.update(users).set({ passwordHash: await hashPassword('another-password') }).where(eq(users.id, a.user.id));
    await db.update(users).set({ status: 'deleted', deletedAt: new Date() }).where(eq(users.id, b.user.id));
    expect((await open(urlA)).location.pathname).toBe('/t/expired');
    expect((await open(urlB)).location.pathname).toBe('/t/expired');
  });

  it('works only on its own site, and refuses anything that is not a token', async () => {
    const { user } = await member('oc6@example.test');
    const url = await link(user.id);
    const elsewhere = await open(url, 'de.localhost');
    expect(elsewhere.location.pathname).toBe('/t/expired');
    expect(elsewhere.cookie).toBeUndefined();
    // Used up by the wrong site's attempt: a link never works after a refusal either.
    expect((await open(url)).cookie).toBeUndefined();
    for (const junk of ['x', 'a'.repeat(43) + '!', '../../etc/passwd', '']) {
      const res = await open(new URL(`http://localhost/t/${encodeURIComponent(junk)}`));
      expect(res.location.pathname).toBe('/t/expired');
    }
  });

  it('expired links are deleted a day after they expire; other mailed tokens stay', async () => {
    const { user } = await member('oc14@example.test');
    await link(user.id);
    await link(user.id, '/likes');
    const db = await getDb();
    await db.insert(emailTokens).values({ userId: user.id, kind: 'activation', tokenHash: `x-${user.id}`, expiresAt: new Date(0) });
    const inEightDays = new Date(Date.now() + 8 * 86_400_000 + 60_000);
    const kindsLeft = async () =>
      (await db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))).map((t) => t.kind).sort();
    // Still valid, or expired less than a day ago: kept.
    await purgeExpiredOneClickLinks(new Date(Date.now() + 7 * 86_400_000));
    expect(await kindsLeft()).toEqual(['activation', 'one_click_chat', 'one_click_chat']);
    expect(await purgeExpiredOneClickLinks(inEightDays)).toBeGreaterThanOrEqual(2);
    const left = await db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(left.map((t) => t.kind)).toEqual(['activation']);
  });

  it('only opens member targets: never settings, e-mail or payment pages', () => {
    for (const ok of ['/chats/12', '/likes', '/likes/matches', '/likes/m/4', '/members/9']) expect(isOneClickTarget(ok)).toBe(true);
    for (const bad of ['/settings', '/credits', '/mail-change/do', '//evil.example', '/chats/1?x=1', 'https://evil.example/']) {
      expect(isOneClickTarget(bad)).toBe(false);
    }
  });
});

describe('a one-click session (scope)', () => {
  it('cannot change notice settings or the e-mail address without the password; a password login can', async () => {
    const { user } = await member('oc7@example.test');
    const { cookie } = await open(await link(user.id));
    const put = (c: string) =>
      callRoute(putNotifications, apiRequest('PUT', 'http://localhost/api/notifications.php', { cookie: c, body: { likes: false } }));
    const refused = await put(cookie!);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe('password_required');
    expect((await userRow(user.id)).notificationSettings.likes).toBe(true);

    const change = await callRoute(
      postMailChange,
      apiRequest('POST', 'http://localhost/api/mail-change.php', {
        cookie,
        body: { email: 'stolen@example.test', password: 'wrong-password' },
      }),
    );
    expect(change.status).toBeGreaterThanOrEqual(400);
    expect(await mailsTo('stolen@example.test')).toHaveLength(0);

    const full = await loginAs('oc7@example.test', 'secret-password');
    expect((await put(full)).status).toBe(200);
  });

  it('cannot set up a direct-debit mandate or repeat an order on the stored one', async () => {
    const { user } = await member('oc13@example.test');
    const { cookie } = await open(await link(user.id));
    const calls = [
      callRoute(postRepeatOrder, apiRequest('POST', 'http://localhost/api/repeat-order.php', { cookie, body: {} })),
      callRoute(
        postDirectDebit,
        apiRequest('POST', 'http://localhost/api/directdebit.php', {
          cookie,
          body: {
            holder: 'O. Clicker',
            iban: 'NL91ABNA0417164300',
            street: 'Damrak',
            house_number: '1',
            postal_code: '1012 LG',
            city: 'Amsterdam',
            mobile: '+31612345678',
          },
        }),
      ),
      callRoute(putDirectDebit, apiRequest('PUT', 'http://localhost/api/directdebit.php', { cookie, body: { request_id: 1, code: '123456' } })),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.json.error).toBe('password_required');
    }
  });
});

describe('notice mails carry the link', () => {
  it('a like to an offline member mails a one-click link to the likes, at most once per 12 hours', async () => {
    const liked = await member('oc8@example.test');
    const liker1 = await member('oc9@example.test');
    const liker2 = await member('oc10@example.test');
    const db = await getDb();
    await likeProfile(db, main, liker1.profile.id, liked.profile.id, 'like');
    const mail = await lastMailTo('oc8@example.test');
    expect(mail.subject).toContain(liker1.profile.name);
    const url = linkIn(mail, '/t/');
    expect(url.origin).toBe('https://heartline.example');
    await likeProfile(db, main, liker2.profile.id, liked.profile.id, 'like');
    expect(await mailsTo('oc8@example.test')).toHaveLength(1);
    const res = await open(url);
    expect(res.location.pathname).toBe('/likes');
    expect(res.cookie).toBeDefined();
  });

  it('the German site mails its own domain and language', async () => {
    const liked = await member('oc11@example.test', german);
    const liker = await member('oc12@example.test', german);
    await likeProfile(await getDb(), german, liker.profile.id, liked.profile.id, 'like');
    const url = linkIn(await lastMailTo('oc11@example.test'), '/t/');
    expect(url.origin).toBe('https://herzlinie.example');
    expect(url.pathname).toMatch(/^\/de\/t\//);
  });
});
