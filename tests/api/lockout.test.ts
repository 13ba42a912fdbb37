// Login limits (issue 9 item 6): the spec §9 lockout counts per site, e-mail AND client
// address, so a guesser elsewhere cannot lock a member out; addresses and subnets that spray
// many e-mails are throttled; a per-account cap slows distributed guessing but lets clients
// that logged in before through. On PGlite (memory store) and PostgreSQL (shared table).
import { sql } from 'drizzle-orm';
import { POST as postUser } from '@/app/api/user.php/route';
import { getDb } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { resetEnvCache } from '@/lib/env';
import { getSite } from '@/lib/server/sites/service';
import { limits } from '@/lib/server/rate-limit/limits';
import { block, limitKey, resetAllLimits } from '@/lib/server/rate-limit/service';
import { apiRequest, callRoute, createMember, createSite, findSetCookie } from '../setup/fixtures';

const lockConfig = { loginMaxAttempts: 3, loginBlockMinutes: 10 };
const PASSWORD = 'the-right-password';
const HOME = '198.51.100.7';
const ATTACKER = '203.0.113.5';

type Site = Awaited<ReturnType<typeof createSite>>;
let main: Site;
let other: Site;

const login = (email: string, password: string, host = 'localhost', ip = HOME) =>
  callRoute(
    postUser,
    apiRequest('POST', `http://${host}/api/user.php`, {
      body: { email, password },
      headers: { 'x-heartline-peer': ip },
    }),
  );

async function sessionCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return Number(row.n);
}

/** Two wrong answers, then the blocking third; returns the three responses. */
async function failThrice(email: string, host = 'localhost', ip = HOME) {
  const answers = [];
  for (let i = 0; i < 3; i++) answers.push(await login(email, `wrong-${i}`, host, ip));
  return answers;
}

function withEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
  return () => {
    for (const key of Object.keys(values)) delete process.env[key];
    resetEnvCache();
  };
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

beforeEach(async () => {
  await resetAllLimits();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('login lockout (spec §9), per e-mail and client address', () => {
  it('blocks the client after the third wrong password, then refuses even the right one from it', async () => {
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

  it('does not stop the member’s own client when an attacker’s client locked itself out', async () => {
    await createMember({ siteId: main.id, email: 'victim@example.test', password: PASSWORD });
    const attack = await failThrice('victim@example.test', 'localhost', ATTACKER);
    expect(attack[2].status).toBe(429);
    expect((await login('victim@example.test', PASSWORD, 'localhost', ATTACKER)).status).toBe(429);

    const victim = await login('victim@example.test', PASSWORD, 'localhost', HOME);
    expect(victim.status).toBe(200);
    expect(findSetCookie(victim.setCookies, 'hl_session')).toBeDefined();
    // The attacker stays locked out.
    expect((await login('victim@example.test', 'guess-4', 'localhost', ATTACKER)).status).toBe(429);
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
  });

  it('reports the minutes left of a running block, rounded up', async () => {
    await createMember({ siteId: main.id, email: 'minutes@example.test', password: PASSWORD });
    const site = await getSite('localhost');
    await block(limits.loginClient(site), limitKey(main.id, 'minutes@example.test', HOME), 3.5 * 60);
    const res = await login('minutes@example.test', PASSWORD);
    expect(res.status).toBe(429);
    expect(res.json).toEqual({ error: 'account_blocked', minutes: 4 });
  });

  it('lets the right password in once the block has expired, and starts a fresh count', async () => {
    await createMember({ siteId: main.id, email: 'expired@example.test', password: PASSWORD });
    await failThrice('expired@example.test');
    expect((await login('expired@example.test', PASSWORD)).status).toBe(429);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const res = await login('expired@example.test', PASSWORD);
    expect(res.status).toBe(200);
    expect(findSetCookie(res.setCookies, 'hl_session')).toBeDefined();

    // A fresh count: two more wrong passwords do not block again.
    expect((await login('expired@example.test', 'nope-1')).status).toBe(401);
    expect((await login('expired@example.test', 'nope-2')).status).toBe(401);
  });

  it('starts a new count when the earlier failures are older than the window', async () => {
    await createMember({ siteId: main.id, email: 'window@example.test', password: PASSWORD });
    expect((await login('window@example.test', 'nope-1')).status).toBe(401);
    expect((await login('window@example.test', 'nope-2')).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await login('window@example.test', 'nope-3')).status).toBe(401);
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
  });

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
  });

  it('does not block other e-mails on the same site', async () => {
    await createMember({ siteId: main.id, email: 'victim2@example.test', password: PASSWORD });
    await createMember({ siteId: main.id, email: 'bystander@example.test', password: PASSWORD });
    await failThrice('victim2@example.test');
    expect((await login('bystander@example.test', PASSWORD)).status).toBe(200);
  });
});

describe('spraying: failures from one address or subnet across all e-mails', () => {
  it('throttles 40 e-mails from one /24 with login_throttled; another network still logs in', async () => {
    await createMember({ siteId: main.id, email: 'sprayed@example.test', password: PASSWORD });
    const answers = [];
    // One guess per e-mail, each from another address of 203.0.113.0/24: no per-address limit bites.
    for (let i = 1; i <= 40; i++) {
      answers.push(await login(`spray${i}@example.test`, 'Summer2026!', 'localhost', `203.0.113.${i}`));
    }
    expect(answers.every((a) => a.status === 401)).toBe(true);
    const next = await login('sprayed@example.test', 'Summer2026!', 'localhost', '203.0.113.200');
    expect(next.status).toBe(429);
    expect(next.json).toEqual({ error: 'login_throttled', minutes: 15 });

    const elsewhere = await login('sprayed@example.test', PASSWORD, 'localhost', '192.0.2.10');
    expect(elsewhere.status).toBe(200);
  });

  it('throttles one address after LOGIN_FAILURES_PER_ADDRESS failures over different e-mails', async () => {
    const restore = withEnv({ LOGIN_FAILURES_PER_ADDRESS: '5' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await login(`addr${i}@example.test`, 'guess', 'localhost', '192.0.2.99')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      restore();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'keeps the store bounded: a throttled address adds no row per e-mail it tries',
    async () => {
      const restore = withEnv({ LOGIN_FAILURES_PER_ADDRESS: '5' });
      try {
        const clientRows = async () => {
          const result = (await (
            await getDb()
          ).execute(
            sql`select count(*)::int as n from rate_limits where key like 'login-client:%'`,
          )) as unknown as { rows: { n: number }[] };
          return Number(result.rows[0].n);
        };
        for (let i = 0; i < 5; i++)
          await login(`bound${i}@example.test`, 'guess', 'localhost', '192.0.2.111');
        expect(await clientRows()).toBe(5);
        for (let i = 5; i < 50; i++) {
          expect((await login(`bound${i}@example.test`, 'guess', 'localhost', '192.0.2.111')).status).toBe(
            429,
          );
        }
        expect(await clientRows()).toBe(5);
      } finally {
        restore();
      }
    },
  );

  it('treats a /64 as one network for IPv6', async () => {
    const restore = withEnv({ LOGIN_FAILURES_PER_SUBNET: '3' });
    try {
      const statuses = [];
      for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4']) {
        statuses.push((await login(`v6-${ip}@example.test`, 'guess', 'localhost', ip)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await login('v6-other@example.test', 'guess', 'localhost', '2001:db8:1:3::1')).status).toBe(
        401,
      );
    } finally {
      restore();
    }
  });

  it('does not count right passwords: a busy shared address keeps logging in', async () => {
    const restore = withEnv({ LOGIN_FAILURES_PER_ADDRESS: '3', LOGIN_FAILURES_PER_SUBNET: '3' });
    try {
      await createMember({ siteId: main.id, email: 'office@example.test', password: PASSWORD });
      for (let i = 0; i < 6; i++) {
        expect((await login('office@example.test', PASSWORD, 'localhost', '192.0.2.50')).status).toBe(200);
      }
    } finally {
      restore();
    }
  });
});

describe('distributed guessing: the per-account cap', () => {
  it('refuses new clients past the cap, but a client that logged in before still gets in', async () => {
    const restore = withEnv({ LOGIN_FAILURES_PER_ACCOUNT: '5' });
    try {
      await createMember({ siteId: main.id, email: 'target@example.test', password: PASSWORD });
      expect((await login('target@example.test', PASSWORD, 'localhost', HOME)).status).toBe(200);

      // Five guesses from five networks: each client is fresh, none is locked.
      for (let i = 1; i <= 5; i++) {
        expect((await login('target@example.test', `guess-${i}`, 'localhost', `10.${i}.0.1`)).status).toBe(
          401,
        );
      }
      const fresh = await login('target@example.test', PASSWORD, 'localhost', '10.99.0.1');
      expect(fresh.status).toBe(429);
      expect(fresh.json.error).toBe('login_throttled');
      // Refused before any password check, that client has not failed: trying again does not
      // run into the lockout (account_blocked) that only wrong passwords earn.
      for (let i = 0; i < lockConfig.loginMaxAttempts + 1; i++) {
        const again = await login('target@example.test', PASSWORD, 'localhost', '10.99.0.1');
        expect(again.json.error, `retry ${i + 1}`).toBe('login_throttled');
      }

      const home = await login('target@example.test', PASSWORD, 'localhost', HOME);
      expect(home.status).toBe(200);
    } finally {
      restore();
    }
  });
});
