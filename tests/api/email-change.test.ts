// /api/mail-change.php: POST {email, password} mails a confirmation to the NEW address;
// PUT {token} switches the address and tells the old one.
import { eq } from 'drizzle-orm';
import { POST as requestChange, PUT as confirmChange } from '@/app/api/mail-change.php/route';
import { getDb } from '@/lib/server/db/client';
import { emailTokens, users } from '@/lib/server/db/schema';
import { EMAIL_CHANGE_MAILS_PER_DAY, pendingEmailChange } from '@/lib/server/recovery/email-change';
import { apiRequest, callRoute, createMember, loginAs } from '../setup/fixtures';
import { lastMailTo, linkIn, mailsTo, outboxCount, tokenIn, tokensOf, userRow } from './support/mailbox';
import { createMainAndGermanSites, type TestSite } from './support/sites';

let main: TestSite;
let german: TestSite;

beforeAll(async () => {
  ({ main, german } = await createMainAndGermanSites());
});

const ask = (
  cookie: string | undefined,
  body: unknown,
  host = 'localhost',
  headers?: Record<string, string>,
) =>
  callRoute(
    requestChange,
    apiRequest('POST', `http://${host}/api/mail-change.php`, { cookie, body, headers }),
  );
const confirm = (token: unknown, host = 'localhost') =>
  callRoute(confirmChange, apiRequest('PUT', `http://${host}/api/mail-change.php`, { body: { token } }));

async function member(email: string, extra: { siteId?: number; language?: string; status?: string } = {}) {
  const { user } = await createMember({
    siteId: extra.siteId ?? main.id,
    email,
    password: 'secret-password',
    language: extra.language ?? 'en',
    status: extra.status,
  });
  const cookie = await loginAs(
    email,
    'secret-password',
    extra.siteId === german?.id ? 'de.localhost' : 'localhost',
  );
  return { user, cookie };
}

describe('POST /api/mail-change.php', () => {
  it('mails a confirmation link to the new address only, from the site domain; nothing changes yet', async () => {
    const { user, cookie } = await member('c1@example.test');
    const res = await ask(
      cookie,
      { email: ' New.C1@Example.test ', password: 'secret-password' },
      'localhost',
      {
        'x-forwarded-host': 'evil.example',
      },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: true, email: 'new.c1@example.test' });
    const mail = await lastMailTo('new.c1@example.test');
    expect(mail.subject).toBe('Confirm your new e-mail address for Heartline');
    const link = linkIn(mail, '/mail-change/do');
    expect(link.origin + link.pathname).toBe('https://heartline.example/mail-change/do');
    expect(await mailsTo('c1@example.test')).toHaveLength(0);
    expect((await userRow(user.id)).email).toBe('c1@example.test');
    const [row] = await tokensOf(user.id);
    expect(row.kind).toBe('email_change');
    expect(JSON.stringify(row)).not.toContain(link.searchParams.get('token')!);
  });

  it('asks for the password (400 password_wrong) and refuses duplicates (409), own address (409) and invalid ones (422)', async () => {
    const { cookie } = await member('c2@example.test');
    await createMember({ siteId: main.id, email: 'taken@example.test' });
    await createMember({ siteId: main.id, email: 'deleted-holder@example.test', status: 'deleted' });
    const before = await outboxCount();
    const wrong = await ask(cookie, { email: 'c2-new@example.test', password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ error: 'password_wrong' });
    for (const email of ['TAKEN@example.test', 'deleted-holder@example.test']) {
      const dup = await ask(cookie, { email, password: 'secret-password' });
      expect(dup.status).toBe(409);
      expect(dup.json).toEqual({ error: 'email_duplicate' });
    }
    const same = await ask(cookie, { email: 'C2@example.test', password: 'secret-password' });
    expect(same.status).toBe(409);
    expect(same.json.error).toBe('email_unchanged');
    for (const email of ['no-at-sign', 'a@', '', 'x'.repeat(250) + '@example.test']) {
      const bad = await ask(cookie, { email, password: 'secret-password' });
      expect(bad.status).toBe(422);
      expect(bad.json.issues[0]).toMatchObject({ path: 'email', message: 'email_invalid' });
    }
    expect((await ask(cookie, { email: 'c2-new@example.test' })).status).toBe(422);
    expect(await outboxCount()).toBe(before);
  });

  it('allows the same address on another site', async () => {
    await createMember({ siteId: german.id, email: 'other-site@example.test' });
    const { cookie } = await member('c3@example.test');
    expect(
      (await ask(cookie, { email: 'other-site@example.test', password: 'secret-password' })).status,
    ).toBe(200);
  });

  it(`limits confirmation mails to ${EMAIL_CHANGE_MAILS_PER_DAY} a day (429), and only the newest link works`, async () => {
    const { user, cookie } = await member('c4@example.test');
    for (let i = 0; i < EMAIL_CHANGE_MAILS_PER_DAY; i++) {
      expect((await ask(cookie, { email: `c4-${i}@example.test`, password: 'secret-password' })).status).toBe(
        200,
      );
    }
    const refused = await ask(cookie, { email: 'c4-x@example.test', password: 'secret-password' });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'email_change_limit', max: EMAIL_CHANGE_MAILS_PER_DAY });
    expect(await mailsTo('c4-x@example.test')).toHaveLength(0);
    const older = tokenIn(await lastMailTo('c4-0@example.test'), '/mail-change/do');
    expect((await confirm(older)).status).toBe(400);
    const newest = tokenIn(
      await lastMailTo(`c4-${EMAIL_CHANGE_MAILS_PER_DAY - 1}@example.test`),
      '/mail-change/do',
    );
    expect((await confirm(newest)).status).toBe(200);
    expect((await userRow(user.id)).email).toBe(`c4-${EMAIL_CHANGE_MAILS_PER_DAY - 1}@example.test`);
  });

  it('needs a member and a same-origin request', async () => {
    const { cookie } = await member('c5@example.test');
    expect((await ask(undefined, { email: 'c5-new@example.test', password: 'secret-password' })).status).toBe(
      403,
    );
    const cross = await ask(
      cookie,
      { email: 'c5-new@example.test', password: 'secret-password' },
      'localhost',
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(cross.json.error).toBe('cross_origin');
    expect(await mailsTo('c5-new@example.test')).toHaveLength(0);
  });
});

describe('PUT /api/mail-change.php', () => {
  it('switches the address, tells the old one in the member language, and is single use', async () => {
    const { user, cookie } = await member('c6@example.test', { siteId: german.id, language: 'de' });
    await ask(cookie, { email: 'c6-new@example.test', password: 'secret-password' }, 'de.localhost');
    const confirmMail = await lastMailTo('c6-new@example.test');
    expect(confirmMail.subject).toBe('Bestätige deine neue E-Mail-Adresse für Herzlinie');
    const token = tokenIn(confirmMail, '/de/mail-change/do');
    expect(await pendingEmailChange(german, token)).toBe('c6-new@example.test');

    const res = await confirm(token, 'de.localhost');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email: 'c6-new@example.test' });
    expect((await userRow(user.id)).email).toBe('c6-new@example.test');
    const notice = await lastMailTo('c6@example.test');
    expect(notice.subject).toBe('Die E-Mail-Adresse deines Kontos bei Herzlinie wurde geändert');
    expect(notice.text).toContain('c6-new@example.test');
    await expect(loginAs('c6-new@example.test', 'secret-password', 'de.localhost')).resolves.toBeTruthy();

    const again = await confirm(token, 'de.localhost');
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ error: 'link_invalid' });
    expect(await pendingEmailChange(german, token)).toBeNull();
  });

  it('refuses an expired link, a link of another site and garbage, changing nothing', async () => {
    const { user, cookie } = await member('c7@example.test');
    await ask(cookie, { email: 'c7-new@example.test', password: 'secret-password' });
    const token = tokenIn(await lastMailTo('c7-new@example.test'), '/mail-change/do');
    expect((await confirm(token, 'de.localhost')).status).toBe(400);
    const db = await getDb();
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, user.id));
    for (const t of [token, 'A'.repeat(43), 'garbage']) {
      const res = await confirm(t);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('link_invalid');
    }
    expect((await confirm('')).status).toBe(422);
    expect((await userRow(user.id)).email).toBe('c7@example.test');
    expect(await mailsTo('c7@example.test')).toHaveLength(0);
  });

  it('answers 409 email_duplicate when someone took the address meanwhile, keeping the link', async () => {
    const { user, cookie } = await member('c8@example.test');
    await ask(cookie, { email: 'c8-new@example.test', password: 'secret-password' });
    const token = tokenIn(await lastMailTo('c8-new@example.test'), '/mail-change/do');
    const { user: other } = await createMember({ siteId: main.id, email: 'c8-new@example.test' });
    const res = await confirm(token);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: 'email_duplicate' });
    expect((await userRow(user.id)).email).toBe('c8@example.test');
    // The other account lets the address go: the same link now works.
    const db = await getDb();
    await db.update(users).set({ email: 'c8-gone@example.test' }).where(eq(users.id, other.id));
    expect((await confirm(token)).status).toBe(200);
  });

  it('confirms an unconfirmed member and clears a bounce (it was about the old address)', async () => {
    const { user, cookie } = await member('c9@example.test', { status: 'not_confirmed' });
    const db = await getDb();
    await db
      .update(users)
      .set({ notificationsDisabled: ['bounce', 'unsubscribe'] })
      .where(eq(users.id, user.id));
    await ask(cookie, { email: 'c9-new@example.test', password: 'secret-password' });
    expect((await confirm(tokenIn(await lastMailTo('c9-new@example.test'), '/mail-change/do'))).status).toBe(
      200,
    );
    const row = await userRow(user.id);
    expect(row.status).toBe('confirmed');
    expect(row.notificationsDisabled).toEqual(['unsubscribe']);
  });
});
