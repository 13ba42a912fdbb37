// Password reset: POST /api/password-reset.php {email} mails a link (and answers the same for
// addresses without an account); PUT {token, password, password_confirm} sets the password,
// ends every session and logs this browser in. On PGlite and (with-postgres) PostgreSQL.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as requestReset, PUT as completeReset } from '@/app/api/password-reset.php/route';
import { GET as getUser, POST as postLogin } from '@/app/api/user.php/route';
import { getDb } from '@/lib/server/db/client';
import { emailTokens } from '@/lib/server/db/schema';
import { resetEnvCache } from '@/lib/env';
import { resetAllLimits } from '@/lib/server/rate-limit/service';
import { verifyPassword } from '@/lib/server/accounts/password';
import { RESET_MAILS_PER_DAY, resetLinkValid } from '@/lib/server/recovery/password-reset';
import { apiRequest, callRoute, createMember, findSetCookie, loginAs } from '../setup/fixtures';
import {
  lastMailTo,
  linkIn,
  mailsTo,
  outboxCount,
  sessionsOf,
  tokenIn,
  tokensOf,
  userRow,
} from './support/mailbox';
import { createMainAndGermanSites, type TestSite } from './support/sites';

let main: TestSite;
let german: TestSite;

beforeAll(async () => {
  ({ main, german } = await createMainAndGermanSites());
});

beforeEach(async () => {
  await resetAllLimits();
});

afterEach(() => {
  vi.useRealTimers();
});

const ask = (email: unknown, host = 'localhost', headers?: Record<string, string>) =>
  callRoute(
    requestReset,
    apiRequest('POST', `http://${host}/api/password-reset.php`, {
      body: { email },
      headers: { 'x-heartline-peer': '192.0.2.1', ...headers },
    }),
  );

const complete = (body: unknown, host = 'localhost') =>
  callRoute(completeReset, apiRequest('PUT', `http://${host}/api/password-reset.php`, { body }));

async function resetToken(email: string): Promise<string> {
  const res = await ask(email);
  expect(res.status).toBe(200);
  return tokenIn(await lastMailTo(email), '/reset-password/do');
}

describe('POST /api/password-reset.php', () => {
  it('mails a single-use link on the configured domain, valid 2 hours, stored hashed', async () => {
    const { user } = await createMember({ siteId: main.id, email: 'r1@example.test', language: 'en' });
    const res = await ask(' R1@Example.test ');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: true });
    const mail = await lastMailTo('r1@example.test');
    expect(mail.subject).toBe('Reset your Heartline password');
    expect(mail.text).toContain('valid for 2 hours');
    const link = linkIn(mail, '/reset-password/do');
    expect(link.origin + link.pathname).toBe('https://heartline.example/reset-password/do');
    const token = link.searchParams.get('token')!;
    const [row] = await tokensOf(user.id);
    expect(row.kind).toBe('password_reset');
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await tokensOf(user.id))).not.toContain(token);
    const hours = (row.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.99);
    expect(hours).toBeLessThanOrEqual(2);
  });

  it('ignores a forged Host / X-Forwarded-Host: the link names the site domain', async () => {
    await createMember({ siteId: main.id, email: 'r-host@example.test' });
    const res = await ask('r-host@example.test', 'localhost', { 'x-forwarded-host': 'evil.example' });
    expect(res.status).toBe(200);
    const link = linkIn(await lastMailTo('r-host@example.test'), '/reset-password/do');
    expect(link.host).toBe('heartline.example');
    // A Host that no site claims is served by the default site and still gets its domain.
    await createMember({ siteId: main.id, email: 'r-host2@example.test' });
    expect((await ask('r-host2@example.test', 'attacker.example')).status).toBe(200);
    expect(linkIn(await lastMailTo('r-host2@example.test'), '/reset-password/do').host).toBe(
      'heartline.example',
    );
  });

  it('writes in the member language (German subject and /de link)', async () => {
    await createMember({ siteId: german.id, email: 'r-de@example.test', language: 'de' });
    expect((await ask('r-de@example.test', 'de.localhost')).status).toBe(200);
    const mail = await lastMailTo('r-de@example.test');
    expect(mail.subject).toBe('Setze dein Passwort für Herzlinie zurück');
    expect(linkIn(mail, '/reset-password/do').pathname).toBe('/de/reset-password/do');
  });

  it('answers an unknown address, another site’s and a deleted account exactly like a member’s', async () => {
    await createMember({ siteId: main.id, email: 'r-known@example.test' });
    await createMember({ siteId: german.id, email: 'r-other@example.test' });
    await createMember({ siteId: main.id, email: 'r-deleted@example.test', status: 'deleted' });
    const known = await ask('r-known@example.test');
    expect(known.status).toBe(200);
    expect(known.json).toEqual({ sent: true });
    const before = await outboxCount();
    for (const email of ['nobody@example.test', 'r-other@example.test', 'r-deleted@example.test']) {
      const res = await ask(email);
      expect(res.status).toBe(known.status);
      expect(res.json).toEqual(known.json);
      expect([...res.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    }
    // Only the member got a mail.
    expect(await outboxCount()).toBe(before);
    expect(await mailsTo('r-known@example.test')).toHaveLength(1);
  });

  it('throttles per client address (reset_throttled), known addresses or not; a forged X-Forwarded-For does not help', async () => {
    process.env.RESET_REQUESTS_PER_HOUR = '3';
    resetEnvCache();
    try {
      await createMember({ siteId: main.id, email: 'r-probe@example.test' });
      const answers = [];
      for (const [i, email] of [
        'a@example.test',
        'r-probe@example.test',
        'b@example.test',
        'c@example.test',
      ].entries()) {
        answers.push(await ask(email, 'localhost', { 'x-forwarded-for': `203.0.113.${i}` }));
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers[3].json).toEqual({ error: 'reset_throttled', minutes: 60 });
      // Another client is not affected.
      expect((await ask('d@example.test', 'localhost', { 'x-heartline-peer': '192.0.2.2' })).status).toBe(
        200,
      );
    } finally {
      delete process.env.RESET_REQUESTS_PER_HOUR;
      resetEnvCache();
    }
  });

  it('refuses bad input with 422 and mails nothing', async () => {
    const before = await outboxCount();
    for (const email of ['not-an-email', '', 42, 'a'.repeat(250) + '@x.test']) {
      const res = await ask(email);
      expect(res.status).toBe(422);
      expect(res.json.error).toBe('invalid_input');
    }
    const noJson = await callRoute(
      requestReset,
      apiRequest('POST', 'http://localhost/api/password-reset.php', { body: '{bad', headers: {} }),
    );
    expect(noJson.status).toBe(400);
    expect(await outboxCount()).toBe(before);
  });

  it(`allows ${RESET_MAILS_PER_DAY} a day per address, then 429 reset_limit, alike for unknown addresses (also in parallel)`, async () => {
    await createMember({ siteId: main.id, email: 'r-limit@example.test' });
    const burst = (email: string) =>
      Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          ask(email, 'localhost', { 'x-heartline-peer': `192.0.2.${10 + i}` }),
        ),
      );
    const known = await burst('r-limit@example.test');
    const unknown = await burst('r-nobody@example.test');
    for (const results of [known, unknown]) {
      expect(results.filter((r) => r.status === 200)).toHaveLength(RESET_MAILS_PER_DAY);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(5 - RESET_MAILS_PER_DAY);
      expect(refused[0].json).toEqual({ error: 'reset_limit', max: RESET_MAILS_PER_DAY });
    }
    expect(await mailsTo('r-limit@example.test')).toHaveLength(RESET_MAILS_PER_DAY);
    // Tomorrow it works again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    expect((await ask('r-limit@example.test')).status).toBe(200);
    expect(await mailsTo('r-limit@example.test')).toHaveLength(RESET_MAILS_PER_DAY + 1);
  });

  it('mails no more than the daily number even when the counts were lost (restart), answering the same', async () => {
    await createMember({ siteId: main.id, email: 'r-restart@example.test' });
    for (let i = 0; i < RESET_MAILS_PER_DAY; i++)
      expect((await ask('r-restart@example.test')).status).toBe(200);
    await resetAllLimits();
    const again = await ask('r-restart@example.test');
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ sent: true });
    expect(await mailsTo('r-restart@example.test')).toHaveLength(RESET_MAILS_PER_DAY);
  });
});

describe('PUT /api/password-reset.php', () => {
  it('sets the password, ends every session and logs this browser in with a fresh one', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'r2@example.test',
      password: 'old-password',
    });
    const oldA = await loginAs('r2@example.test', 'old-password');
    const oldB = await loginAs('r2@example.test', 'old-password');
    const token = await resetToken('r2@example.test');
    const res = await complete({ token, password: 'brand-new-pass', password_confirm: 'brand-new-pass' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: user.id, email: 'r2@example.test' });
    const fresh = findSetCookie(res.setCookies, 'hl_session')!.split(';')[0];

    const row = await userRow(user.id);
    expect(await verifyPassword(row.passwordHash, 'brand-new-pass')).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'old-password')).toBe(false);
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    for (const cookie of [oldA, oldB]) {
      expect(
        (await callRoute(getUser, apiRequest('GET', 'http://localhost/api/user.php', { cookie }))).status,
      ).toBe(403);
    }
    expect(
      (await callRoute(getUser, apiRequest('GET', 'http://localhost/api/user.php', { cookie: fresh })))
        .status,
    ).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    await expect(loginAs('r2@example.test', 'brand-new-pass')).resolves.toMatch(/^hl_session=/);
  });

  it('is single use, and a used reset kills the other outstanding reset links', async () => {
    await createMember({ siteId: main.id, email: 'r3@example.test' });
    const first = await resetToken('r3@example.test');
    const second = await resetToken('r3@example.test');
    expect(
      (await complete({ token: second, password: 'first-new-pw', password_confirm: 'first-new-pw' })).status,
    ).toBe(200);
    for (const token of [second, first]) {
      const again = await complete({ token, password: 'second-new-pw', password_confirm: 'second-new-pw' });
      expect(again.status).toBe(400);
      expect(again.json).toEqual({ error: 'link_invalid' });
    }
    await expect(loginAs('r3@example.test', 'first-new-pw')).resolves.toBeTruthy();
  });

  it('refuses an expired link with link_invalid and changes nothing', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'r4@example.test',
      password: 'keep-this-pw',
    });
    const token = await resetToken('r4@example.test');
    const db = await getDb();
    await db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, user.id));
    expect(await resetLinkValid(main, token)).toBe(false);
    const res = await complete({ token, password: 'new-password-1', password_confirm: 'new-password-1' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('link_invalid');
    expect(await verifyPassword((await userRow(user.id)).passwordHash, 'keep-this-pw')).toBe(true);
  });

  it('refuses a link of another site', async () => {
    await createMember({ siteId: main.id, email: 'r5@example.test', password: 'keep-this-pw' });
    const token = await resetToken('r5@example.test');
    const res = await complete(
      { token, password: 'new-password-1', password_confirm: 'new-password-1' },
      'de.localhost',
    );
    expect(res.status).toBe(400);
    await expect(loginAs('r5@example.test', 'keep-this-pw')).resolves.toBeTruthy();
  });

  it('validates the new password (8–128, typed twice the same) with 422 and keeps the link usable', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'r6@example.test',
      password: 'keep-this-pw',
    });
    const token = await resetToken('r6@example.test');
    const cases = [
      [{ token, password: 'short', password_confirm: 'short' }, 'password_too_short'],
      [{ token, password: 'x'.repeat(129), password_confirm: 'x'.repeat(129) }, 'password_too_long'],
      [{ token, password: 'long-enough-1', password_confirm: 'long-enough-2' }, 'passwords_mismatch'],
      [{ password: 'long-enough-1', password_confirm: 'long-enough-1' }, undefined],
    ] as const;
    for (const [body, message] of cases) {
      const res = await complete(body);
      expect(res.status).toBe(422);
      if (message) expect(res.json.issues.map((i: { message: string }) => i.message)).toContain(message);
    }
    expect(await verifyPassword((await userRow(user.id)).passwordHash, 'keep-this-pw')).toBe(true);
    expect(await resetLinkValid(main, token)).toBe(true);
  });

  it('ends a login lockout and confirms an unconfirmed address (the link proves the mailbox)', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'r7@example.test',
      status: 'not_confirmed',
    });
    // The member locked this browser out (no x-heartline-peer: the same client as below).
    for (let i = 0; i < 5; i++) {
      await callRoute(
        postLogin,
        apiRequest('POST', 'http://localhost/api/user.php', {
          body: { email: 'r7@example.test', password: `nope-${i}` },
        }),
      );
    }
    await expect(loginAs('r7@example.test', 'secret-password')).rejects.toThrow(/429/);
    const token = await resetToken('r7@example.test');
    expect((await complete({ token, password: 'unlocked-pw', password_confirm: 'unlocked-pw' })).status).toBe(
      200,
    );
    await expect(loginAs('r7@example.test', 'unlocked-pw')).resolves.toBeTruthy();
    expect((await userRow(user.id)).status).toBe('confirmed');
  });
});
