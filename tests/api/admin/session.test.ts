// The console's sign-in (issue 15, Access): password and TOTP both, a code good once, its own
// lockout, its own strict cookie, idle timeout, and no member session opens it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POST, GET, DELETE } from '@/app/api/admin/session/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staff, staffSessions } from '@/lib/server/db/schema';
import { apiRequest, callRoute, createMember, createSite, findSetCookie, loginAs } from '../../setup/fixtures';
import { signedInStaff, STAFF_TEST_PASSWORD, totpCode, asStaff } from '../support/admin';
import { createStaff } from '@/lib/server/admin/staff-service';
import { STAFF_MAX_ATTEMPTS } from '@/lib/server/admin/auth';

const login = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(POST, apiRequest('POST', 'http://localhost/api/admin/session', { body, headers }));

async function account(role: 'owner' | 'moderator' | 'operator' = 'owner') {
  const email = `sign-in-${Math.random().toString(36).slice(2)}@staff.test`;
  const made = await createStaff({ email, role, password: STAFF_TEST_PASSWORD }, { id: null, email: 'test', role: 'cli' });
  return { email, secret: made.totpSecret, id: made.id };
}

describe('console sign-in', () => {
  beforeAll(async () => {
    await createSite();
  });

  it('signs in with password and code: strict, httpOnly cookie, audited', async () => {
    const a = await account();
    const res = await login({ email: a.email.toUpperCase(), password: STAFF_TEST_PASSWORD, code: await totpCode(a.secret) });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: a.email, role: 'owner', areas: expect.arrayContaining(['sites', 'inbox']) });
    const line = findSetCookie(res.setCookies, 'hl_staff')!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Strict/i);
    const me = await callRoute(GET, apiRequest('GET', 'http://localhost/api/admin/session', { cookie: line.split(';')[0] }));
    expect(me.json.email).toBe(a.email);
    const [entry] = await (await getDb()).select().from(auditLog).where(eq(auditLog.staffId, a.id));
    expect(entry).toMatchObject({ action: 'staff.login', staffEmail: a.email });
  });

  it('refuses a right password with a wrong code, and a right code with a wrong password, alike', async () => {
    const a = await account();
    const code = await totpCode(a.secret);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const r1 = await login({ email: a.email, password: STAFF_TEST_PASSWORD, code: wrongCode });
    const r2 = await login({ email: a.email, password: 'not-the-password', code });
    const r3 = await login({ email: 'nobody@staff.test', password: STAFF_TEST_PASSWORD, code });
    for (const r of [r1, r2, r3]) {
      expect([r.status, r.json.error]).toEqual([401, 'staff_login_failed']);
      expect(findSetCookie(r.setCookies, 'hl_staff')).toBeUndefined();
    }
  });

  it('takes a code once: the same code again is refused (replay)', async () => {
    const a = await account();
    const code = await totpCode(a.secret);
    expect((await login({ email: a.email, password: STAFF_TEST_PASSWORD, code })).status).toBe(200);
    const again = await login({ email: a.email, password: STAFF_TEST_PASSWORD, code });
    expect([again.status, again.json.error]).toEqual([401, 'staff_login_failed']);
  });

  it(`locks the account after ${STAFF_MAX_ATTEMPTS} failures, even with the right code after`, async () => {
    const a = await account();
    for (let i = 0; i < STAFF_MAX_ATTEMPTS; i++) {
      await login({ email: a.email, password: 'wrong-password', code: '000000' }, { 'x-heartline-peer': `198.51.100.${i + 1}` });
    }
    const right = await login({ email: a.email, password: STAFF_TEST_PASSWORD, code: await totpCode(a.secret) });
    expect([right.status, right.json.error]).toEqual([429, 'staff_locked']);
  });

  it('a parallel burst of guesses checks no more than the allowed attempts', async () => {
    const a = await account();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        login({ email: a.email, password: `guess-${i}`, code: '123456' }, { 'x-heartline-peer': `198.51.100.${i + 20}` }),
      ),
    );
    const checked = answers.filter((r) => r.json.error === 'staff_login_failed').length;
    expect(checked).toBeLessThanOrEqual(STAFF_MAX_ATTEMPTS);
    expect(answers.filter((r) => r.json.error === 'staff_locked').length).toBe(15 - checked);
  });

  it('ends an idle session after 30 minutes, and on sign-out', async () => {
    const s = await signedInStaff('moderator');
    const db = await getDb();
    await db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(eq(staffSessions.staffId, s.id));
    expect((await asStaff(GET, s, 'GET', '/api/admin/session')).status).toBe(401);
    const fresh = await signedInStaff('operator');
    expect((await asStaff(DELETE, fresh, 'DELETE', '/api/admin/session')).status).toBe(200);
    expect((await asStaff(GET, fresh, 'GET', '/api/admin/session')).status).toBe(401);
  });

  it('a disabled account is signed out at once', async () => {
    const s = await signedInStaff('owner');
    await (await getDb()).update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, s.id));
    expect((await asStaff(GET, s, 'GET', '/api/admin/session')).status).toBe(401);
  });

  it("a member's session does not open the console, and a staff cookie is no member session", async () => {
    const site = await createSite({ hosts: ['members.test'] });
    const m = await createMember({ siteId: site.id, withProfile: true });
    const cookie = await loginAs(m.user.email, m.password, 'members.test');
    const res = await callRoute(GET, apiRequest('GET', 'http://localhost/api/admin/session', { cookie }));
    expect(res.status).toBe(401);
    const s = await signedInStaff('owner');
    const { GET: user } = await import('@/app/api/user.php/route');
    const asMember = await callRoute(user, apiRequest('GET', 'http://localhost/api/user.php', { cookie: s.cookie }));
    expect(asMember.json.user ?? null).toBeNull();
  });

  it('refuses a cross-site sign-in', async () => {
    const a = await account();
    const res = await login(
      { email: a.email, password: STAFF_TEST_PASSWORD, code: await totpCode(a.secret) },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
    );
    expect([res.status, res.json.error]).toEqual([403, 'cross_origin']);
  });
});
