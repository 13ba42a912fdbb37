// Login lockout: loginMaxAttempts wrong attempts within loginBlockMinutes block the e-mail on that site.
import { and, eq, sql } from 'drizzle-orm';
import { POST as postUser } from '@/app/api/user.php/route';
import { getDb } from '@/lib/server/db/client';
import { loginFailures, sessions } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember, createSite, findSetCookie } from '../setup/fixtures';

const lockConfig = { loginMaxAttempts: 3, loginBlockMinutes: 10 };
const PASSWORD = 'the-right-password';

type Site = Awaited<ReturnType<typeof createSite>>;
let main: Site;
let other: Site;

const login = (email: string, password: string, host = 'localhost') =>
  callRoute(postUser, apiRequest('POST', `http://${host}/api/user.php`, { body: { email, password } }));

async function failureRow(siteId: number, email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.siteId, siteId), eq(loginFailures.email, email)));
  return row;
}

async function setFailure(siteId: number, email: string, values: Partial<typeof loginFailures.$inferInsert>) {
  const db = await getDb();
  await db
    .update(loginFailures)
    .set(values)
    .where(and(eq(loginFailures.siteId, siteId), eq(loginFailures.email, email)));
}

async function sessionCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return Number(row.n);
}

/** Two wrong answers, then the blocking third; returns the three responses. */
async function failThrice(email: string, host = 'localhost') {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await login(email, `wrong-${i}`, host));
  return answers;
}

beforeAll(async () => {
  main = await createSite({ config: lockConfig });
  other = await createSite({
    name: 'Other',
    isDefault: false,
    hosts: ['other.localhost'],
    config: lockConfig,
  });
});

describe('login lockout', () => {
  it('blocks after the third wrong password, then refuses even the right one', async () => {
    await createMember({ siteId: main.id, email: 'known@example.test', password: PASSWORD });
    const [first, second, third] = await failThrice('known@example.test');
    expect(first.status).toBe(401);
    expect(first.json).toEqual({ error: 'login_failed' });
    expect(second.status).toBe(401);
    expect(second.json).toEqual({ error: 'login_failed' });
    expect(third.status).toBe(429);
    expect(third.json).toEqual({ error: 'account_blocked', minutes: 10 });

    const before = await sessionCount();
    const right = await login('known@example.test', PASSWORD);
    expect(right.status).toBe(429);
    expect(right.json.error).toBe('account_blocked');
    expect(right.json.minutes).toBeGreaterThanOrEqual(1);
    expect(right.json.minutes).toBeLessThanOrEqual(10);
    expect(findSetCookie(right.setCookies, 'hl_session')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    await createMember({ siteId: main.id, email: 'twin@example.test', password: PASSWORD });
    const known = await failThrice('twin@example.test');
    const unknown = await failThrice('ghost@example.test');
    expect(unknown.map((r) => r.status)).toEqual([401, 401, 429]);
    expect(unknown.map((r) => r.json)).toEqual(known.map((r) => r.json));

    const knownAfter = await login('twin@example.test', PASSWORD);
    const unknownAfter = await login('ghost@example.test', PASSWORD);
    expect(unknownAfter.status).toBe(429);
    expect(unknownAfter.json).toEqual(knownAfter.json);
    expect(await failureRow(main.id, 'ghost@example.test')).toBeDefined();
  });

  it('reports the minutes left of a running block, rounded up', async () => {
    await createMember({ siteId: main.id, email: 'minutes@example.test', password: PASSWORD });
    await failThrice('minutes@example.test');
    await setFailure(main.id, 'minutes@example.test', { lockedUntil: new Date(Date.now() + 3.5 * 60_000) });
    const res = await login('minutes@example.test', PASSWORD);
    expect(res.status).toBe(429);
    expect(res.json).toEqual({ error: 'account_blocked', minutes: 4 });
  });

  it('lets the right password in once the block has expired, and clears the failures', async () => {
    await createMember({ siteId: main.id, email: 'expired@example.test', password: PASSWORD });
    await failThrice('expired@example.test');
    expect((await failureRow(main.id, 'expired@example.test')).lockedUntil).not.toBeNull();

    const past = new Date(Date.now() - 60_000);
    await setFailure(main.id, 'expired@example.test', {
      lockedUntil: past,
      firstFailedAt: new Date(Date.now() - 11 * 60_000),
    });
    const res = await login('expired@example.test', PASSWORD);
    expect(res.status).toBe(200);
    expect(findSetCookie(res.setCookies, 'hl_session')).toBeDefined();
    expect(await failureRow(main.id, 'expired@example.test')).toBeUndefined();

    // A fresh count: two more wrong passwords do not block again.
    expect((await login('expired@example.test', 'nope-1')).status).toBe(401);
    expect((await login('expired@example.test', 'nope-2')).status).toBe(401);
  });

  it('starts a new count when the earlier failures are older than the window', async () => {
    await createMember({ siteId: main.id, email: 'window@example.test', password: PASSWORD });
    expect((await login('window@example.test', 'nope-1')).status).toBe(401);
    expect((await login('window@example.test', 'nope-2')).status).toBe(401);
    expect((await failureRow(main.id, 'window@example.test')).failures).toBe(2);

    await setFailure(main.id, 'window@example.test', { firstFailedAt: new Date(Date.now() - 11 * 60_000) });
    expect((await login('window@example.test', 'nope-3')).status).toBe(401);
    const row = await failureRow(main.id, 'window@example.test');
    expect(row.failures).toBe(1);
    expect(Date.now() - row.firstFailedAt.getTime()).toBeLessThan(60_000);

    expect((await login('window@example.test', 'nope-4')).status).toBe(401);
    const blocked = await login('window@example.test', 'nope-5');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ error: 'account_blocked', minutes: 10 });
  });

  it('counts failures per e-mail whatever its case', async () => {
    await createMember({ siteId: main.id, email: 'case@example.test', password: PASSWORD });
    expect((await login('CASE@example.test', 'nope-1')).status).toBe(401);
    expect((await login('case@EXAMPLE.test', 'nope-2')).status).toBe(401);
    expect((await login(' Case@Example.Test ', 'nope-3')).status).toBe(429);
    expect((await login('case@example.test', PASSWORD)).status).toBe(429);
  });

  it('counts every one of concurrent wrong attempts', async () => {
    await createMember({ siteId: main.id, email: 'burst@example.test', password: PASSWORD });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login('burst@example.test', `burst-${i}`)),
    );
    for (const a of answers) {
      expect([401, 429]).toContain(a.status);
      expect(['login_failed', 'account_blocked']).toContain(a.json.error);
    }
    expect(answers.some((a) => a.status === 429)).toBe(true);

    const after = await login('burst@example.test', PASSWORD);
    expect(after.status).toBe(429);
    expect(after.json.error).toBe('account_blocked');
    expect((await failureRow(main.id, 'burst@example.test')).lockedUntil!.getTime()).toBeGreaterThan(
      Date.now(),
    );
  });

  // BUG (lib/server/accounts/service.ts login): the lock is read before the password check and
  // the failure is counted only after it, so every request of a concurrent burst is checked: with
  // a limit of 3, a burst of 20 guesses gets ~16 answers of login_failed and the right password
  // (sent last) logs in. `.fails` keeps the run green until the service reserves the attempt
  // before verifying; then this test starts failing and `.fails` must be removed.
  it('checks no more than loginMaxAttempts passwords of a concurrent burst', async () => {
    await createMember({ siteId: main.id, email: 'brute@example.test', password: PASSWORD });
    const guesses = Array.from({ length: 20 }, (_, i) => (i === 19 ? PASSWORD : `guess-${i}`));
    const answers = await Promise.all(guesses.map((p) => login('brute@example.test', p)));
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(lockConfig.loginMaxAttempts);
    expect(answers[19].status).toBe(429);
  });

  it('blocks per site: the same e-mail on another site still logs in', async () => {
    await createMember({ siteId: main.id, email: 'both@example.test', password: PASSWORD });
    await createMember({ siteId: other.id, email: 'both@example.test', password: PASSWORD });
    const answers = await failThrice('both@example.test');
    expect(answers[2].status).toBe(429);
    expect((await login('both@example.test', PASSWORD)).status).toBe(429);

    const elsewhere = await login('both@example.test', PASSWORD, 'other.localhost');
    expect(elsewhere.status).toBe(200);
    expect(findSetCookie(elsewhere.setCookies, 'hl_session')).toBeDefined();
    expect(await failureRow(other.id, 'both@example.test')).toBeUndefined();
  });

  it('does not block other e-mails on the same site', async () => {
    await createMember({ siteId: main.id, email: 'victim@example.test', password: PASSWORD });
    await createMember({ siteId: main.id, email: 'bystander@example.test', password: PASSWORD });
    await failThrice('victim@example.test');
    expect((await login('bystander@example.test', PASSWORD)).status).toBe(200);
  });
});
