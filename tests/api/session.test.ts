// /api/user.php and /api/logout.php: login, the session cookie, language, logout, CSRF and input checks.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GET as getUser, POST as postUser, PUT as putUser } from '@/app/api/user.php/route';
import { GET as getLogout } from '@/app/api/logout.php/route';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { sessions, users } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember, createSite, findSetCookie, loginAs } from '../setup/fixtures';

const USER_URL = 'http://localhost/api/user.php';
const DAY = 86_400;

type Site = Awaited<ReturnType<typeof createSite>>;
let main: Site;
let german: Site;
let foreign: Site;

const login = (body: unknown, host = 'localhost', headers?: Record<string, string>) =>
  callRoute(postUser, apiRequest('POST', `http://${host}/api/user.php`, { body, headers }));

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

async function userRow(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

async function sessionCount(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return Number(row.n);
}

beforeAll(async () => {
  main = await createSite({ domainLanguage: 'en_GB' });
  german = await createSite({
    name: 'Herzlich',
    domainLanguage: 'de_DE',
    isDefault: false,
    hosts: ['de.localhost'],
  });
  foreign = await createSite({
    name: 'Coração',
    domainLanguage: 'pt_BR',
    isDefault: false,
    hosts: ['pt.localhost'],
  });
});

describe('POST /api/user.php (login)', () => {
  it('returns the User DTO and sets the 30-day httpOnly session cookie', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'anna@example.test',
      password: 'correct horse',
      language: 'nl',
      withProfile: { name: 'Anna', country: 'NL' },
    });
    const res = await login({ email: 'anna@example.test', password: 'correct horse' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      profile: { name: 'Anna', country: 'NL', status: 'active', main_image: null },
      credits: 0,
      paid_user: false,
      language: 'nl',
      status: 'confirmed',
      notifications_disabled: [],
    });
    for (const key of [
      'profile',
      'credits',
      'paid_user',
      'language',
      'status',
      'notifications_disabled',
      'signup_date',
    ]) {
      expect(res.json).toHaveProperty(key);
    }
    expect(new Date(res.json.signup_date).getTime()).toBeCloseTo(user.signupDate.getTime(), -3);
    expect(JSON.stringify(res.json)).not.toMatch(/argon2|password/i);

    const line = findSetCookie(res.setCookies, 'hl_session');
    expect(line).toBeDefined();
    const attrs = line!.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).toContain(`max-age=${30 * DAY}`);
    expect(attrs).not.toContain('secure'); // tests run with NODE_ENV=test and no COOKIE_SECURE
    expect(tokenOf(line!.split(';')[0]).length).toBeGreaterThanOrEqual(32);
  });

  it('stores only the sha256 of the token, and an argon2id password hash', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'hash@example.test',
      password: 'pw-hash-1',
    });
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user.passwordHash).not.toContain('pw-hash-1');

    const cookie = await loginAs('hash@example.test', 'pw-hash-1');
    const token = tokenOf(cookie);
    const db = await getDb();
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiresIn = rows[0].expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan((30 * DAY - 60) * 1000);
    expect(expiresIn).toBeLessThanOrEqual(30 * DAY * 1000);
  });

  it('marks the cookie Secure when COOKIE_SECURE=true', async () => {
    await createMember({ siteId: main.id, email: 'secure@example.test', password: 'pw-secure' });
    process.env.COOKIE_SECURE = 'true';
    resetEnvCache();
    try {
      const res = await login({ email: 'secure@example.test', password: 'pw-secure' });
      expect(res.status).toBe(200);
      const attrs = findSetCookie(res.setCookies, 'hl_session')!
        .split(';')
        .map((a) => a.trim().toLowerCase());
      expect(attrs).toContain('secure');
    } finally {
      delete process.env.COOKIE_SECURE;
      resetEnvCache();
    }
  });

  it('answers 401 login_failed for a wrong password and for an unknown e-mail alike', async () => {
    await createMember({ siteId: main.id, email: 'wrong@example.test', password: 'right-one' });
    const before = await sessionCount();
    const wrong = await login({ email: 'wrong@example.test', password: 'wrong-one' });
    const unknown = await login({ email: 'nobody@example.test', password: 'whatever' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ error: 'login_failed' });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(findSetCookie(wrong.setCookies, 'hl_session')).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('treats the e-mail case-insensitively and trims it', async () => {
    await createMember({ siteId: main.id, email: 'Mixed.Case@Example.test', password: 'pw-case' });
    const res = await login({ email: '  MIXED.case@example.TEST ', password: 'pw-case' });
    expect(res.status).toBe(200);
    expect(findSetCookie(res.setCookies, 'hl_session')).toBeDefined();
  });

  it('logs in only on the member own site', async () => {
    await createMember({ siteId: main.id, email: 'local-only@example.test', password: 'pw-local' });
    const res = await login({ email: 'local-only@example.test', password: 'pw-local' }, 'de.localhost');
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('login_failed');
  });
});

describe('GET /api/user.php', () => {
  it('returns the logged-in member', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'get@example.test',
      password: 'pw-get',
      language: 'en',
    });
    const cookie = await loginAs('get@example.test', 'pw-get');
    const res = await callRoute(getUser, apiRequest('GET', USER_URL, { cookie }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: user.id,
      language: 'en',
      credits: 0,
      paid_user: false,
      profile: null,
    });
    expect(res.json.signup_date).toEqual(expect.any(String));
  });

  it('answers 403 with auth_required without a cookie or with an unknown token', async () => {
    for (const cookie of [undefined, 'hl_session=not-a-real-token', 'hl_session=']) {
      const res = await callRoute(getUser, apiRequest('GET', USER_URL, { cookie }));
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ error: 'auth_required', auth_required: true });
    }
  });

  it('refuses an expired session and the session of a deleted member', async () => {
    const { user } = await createMember({ siteId: main.id, email: 'old@example.test', password: 'pw-old' });
    const cookie = await loginAs('old@example.test', 'pw-old');
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await callRoute(getUser, apiRequest('GET', USER_URL, { cookie }))).status).toBe(403);

    const gone = await createMember({ siteId: main.id, email: 'gone@example.test', password: 'pw-gone' });
    const goneCookie = await loginAs('gone@example.test', 'pw-gone');
    await db.update(users).set({ status: 'deleted' }).where(eq(users.id, gone.user.id));
    const res = await callRoute(getUser, apiRequest('GET', USER_URL, { cookie: goneCookie }));
    expect(res.status).toBe(403);
    expect(res.json.auth_required).toBe(true);
  });

  it('does not accept a session cookie on another site', async () => {
    await createMember({ siteId: main.id, email: 'traveller@example.test', password: 'pw-travel' });
    const cookie = await loginAs('traveller@example.test', 'pw-travel');
    const there = await callRoute(getUser, apiRequest('GET', 'http://de.localhost/api/user.php', { cookie }));
    expect(there.status).toBe(403);
    expect(there.json.auth_required).toBe(true);
    const here = await callRoute(getUser, apiRequest('GET', USER_URL, { cookie }));
    expect(here.status).toBe(200);
  });
});

describe('PUT /api/user.php (language)', () => {
  it('saves a supported language and sets the 365-day NEXT_LOCALE cookie', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'lang@example.test',
      password: 'pw-lang',
      language: 'en',
    });
    const cookie = await loginAs('lang@example.test', 'pw-lang');
    const res = await callRoute(putUser, apiRequest('PUT', USER_URL, { cookie, body: { language: 'de' } }));
    expect(res.status).toBe(200);
    expect(res.json.language).toBe('de');
    expect((await userRow(user.id)).language).toBe('de');
    const line = findSetCookie(res.setCookies, 'NEXT_LOCALE');
    expect(line).toBeDefined();
    expect(line!.split(';')[0]).toBe('NEXT_LOCALE=de');
    expect(line!.toLowerCase()).toContain(`max-age=${365 * DAY}`);
    expect(line!.toLowerCase()).toContain('path=/');

    const again = await callRoute(getUser, apiRequest('GET', USER_URL, { cookie }));
    expect(again.json.language).toBe('de');
  });

  it('answers 422 for an unsupported language and keeps the saved one', async () => {
    const { user } = await createMember({
      siteId: main.id,
      email: 'lang2@example.test',
      password: 'pw-lang2',
      language: 'nl',
    });
    const cookie = await loginAs('lang2@example.test', 'pw-lang2');
    for (const language of ['xx', 'DE', '', 42, null]) {
      const res = await callRoute(putUser, apiRequest('PUT', USER_URL, { cookie, body: { language } }));
      expect(res.status, `language=${String(language)}`).toBe(422);
      expect(res.json.error).toBe('invalid_input');
      expect(findSetCookie(res.setCookies, 'NEXT_LOCALE')).toBeUndefined();
    }
    expect((await userRow(user.id)).language).toBe('nl');
  });

  it('answers 403 auth_required without a login', async () => {
    const res = await callRoute(putUser, apiRequest('PUT', USER_URL, { body: { language: 'de' } }));
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'auth_required', auth_required: true });
  });
});

describe('GET /api/logout.php', () => {
  it('deletes the session row and clears the cookie; the old cookie then answers 403', async () => {
    const { user } = await createMember({ siteId: main.id, email: 'bye@example.test', password: 'pw-bye' });
    const cookie = await loginAs('bye@example.test', 'pw-bye');
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const res = await callRoute(getLogout, apiRequest('GET', 'http://localhost/api/logout.php', { cookie }));
    expect(res.status).toBe(200);
    const line = findSetCookie(res.setCookies, 'hl_session');
    expect(line).toBeDefined();
    expect(line!.split(';')[0]).toBe('hl_session=');
    expect(line!.toLowerCase()).toMatch(/max-age=0|expires=thu, 01 jan 1970/);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const after = await callRoute(getUser, apiRequest('GET', USER_URL, { cookie }));
    expect(after.status).toBe(403);
    expect(after.json.auth_required).toBe(true);
  });

  it('answers without a session too', async () => {
    const res = await callRoute(getLogout, apiRequest('GET', 'http://localhost/api/logout.php'));
    expect(res.status).toBe(200);
  });

  it('refuses a cross-site logout and keeps the session', async () => {
    await createMember({ siteId: main.id, email: 'stay@example.test', password: 'pw-stay' });
    const cookie = await loginAs('stay@example.test', 'pw-stay');
    const res = await callRoute(
      getLogout,
      apiRequest('GET', 'http://localhost/api/logout.php', {
        cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('cross_origin');
    expect((await callRoute(getUser, apiRequest('GET', USER_URL, { cookie }))).status).toBe(200);
  });
});

describe('request checks on mutating requests', () => {
  const body = { email: 'csrf@example.test', password: 'pw-csrf' };
  beforeAll(async () => {
    await createMember({ siteId: main.id, ...body });
  });

  it('refuses Sec-Fetch-Site: cross-site with 403 cross_origin and creates no session', async () => {
    const before = await sessionCount();
    for (const site of ['cross-site', 'same-site']) {
      const res = await login(body, 'localhost', { 'sec-fetch-site': site });
      expect(res.status, site).toBe(403);
      expect(res.json.error).toBe('cross_origin');
      expect(findSetCookie(res.setCookies, 'hl_session')).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an Origin of another host when Sec-Fetch-Site is absent', async () => {
    const before = await sessionCount();
    const req = apiRequest('POST', USER_URL, { body, headers: { origin: 'https://evil.example' } });
    req.headers.delete('sec-fetch-site');
    const res = await callRoute(postUser, req);
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('cross_origin');
    expect(await sessionCount()).toBe(before);

    const same = apiRequest('POST', USER_URL, { body, headers: { origin: 'http://localhost' } });
    same.headers.delete('sec-fetch-site');
    expect((await callRoute(postUser, same)).status).toBe(200);

    const port = apiRequest('POST', 'http://localhost:3000/api/user.php', {
      body,
      headers: { origin: 'http://localhost:3000' },
    });
    port.headers.delete('sec-fetch-site');
    expect((await callRoute(postUser, port)).status).toBe(200);

    const otherPort = apiRequest('POST', 'http://localhost:3000/api/user.php', {
      body,
      headers: { origin: 'http://localhost:4000' },
    });
    otherPort.headers.delete('sec-fetch-site');
    expect((await callRoute(postUser, otherPort)).status).toBe(403);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await login('email=csrf@example.test&password=pw-csrf', 'localhost', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    expect(res.json.error).toBe('json_required');
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await login('{"email": "csrf@example.test", ', 'localhost');
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('invalid_json');
  });

  it('answers 422 for missing or wrongly typed fields', async () => {
    for (const bad of [
      {},
      { email: 'csrf@example.test' },
      { password: 'pw-csrf' },
      { email: 1, password: 'x' },
      [],
    ]) {
      const res = await login(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.json.error).toBe('invalid_input');
      expect(res.json.issues).toEqual(expect.any(Array));
    }
  });
});

describe('member locale from the domain language (spec §4)', () => {
  it('saves the domain language locale for a member without one and sets NEXT_LOCALE', async () => {
    const { user } = await createMember({
      siteId: german.id,
      email: 'neu@example.test',
      password: 'pw-neu',
      language: null,
    });
    const res = await login({ email: 'neu@example.test', password: 'pw-neu' }, 'de.localhost');
    expect(res.status).toBe(200);
    expect(res.json.language).toBe('de');
    expect((await userRow(user.id)).language).toBe('de');
    expect(findSetCookie(res.setCookies, 'NEXT_LOCALE')?.split(';')[0]).toBe('NEXT_LOCALE=de');
  });

  it('keeps a saved language', async () => {
    const { user } = await createMember({
      siteId: german.id,
      email: 'fr@example.test',
      password: 'pw-fr',
      language: 'fr',
    });
    const res = await login({ email: 'fr@example.test', password: 'pw-fr' }, 'de.localhost');
    expect(res.status).toBe(200);
    expect(res.json.language).toBe('fr');
    expect((await userRow(user.id)).language).toBe('fr');
    const locale = findSetCookie(res.setCookies, 'NEXT_LOCALE');
    if (locale) expect(locale.split(';')[0]).toBe('NEXT_LOCALE=fr');
  });

  it('saves nothing when the domain language is not a supported locale', async () => {
    const { user } = await createMember({
      siteId: foreign.id,
      email: 'pt@example.test',
      password: 'pw-pt',
      language: null,
    });
    const res = await login({ email: 'pt@example.test', password: 'pw-pt' }, 'pt.localhost');
    expect(res.status).toBe(200);
    expect(res.json.language).toBeNull();
    expect((await userRow(user.id)).language).toBeNull();
    expect(findSetCookie(res.setCookies, 'NEXT_LOCALE')).toBeUndefined();
  });
});
