// PUT /api/password.php: settings → change password. The old password is checked ("Check old
// password"), the new one follows the shared rule and is typed twice; other sessions end.
import { PUT as changePassword } from '@/app/api/password.php/route';
import { GET as getUser } from '@/app/api/user.php/route';
import { verifyPassword } from '@/lib/server/accounts/password';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { sessionsOf, userRow } from './support/mailbox';

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});

const change = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  callRoute(
    changePassword,
    apiRequest('PUT', 'http://localhost/api/password.php', { cookie, body, headers }),
  );
const me = (cookie: string) =>
  callRoute(getUser, apiRequest('GET', 'http://localhost/api/user.php', { cookie }));

describe('PUT /api/password.php', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { user } = await createMember({ siteId, email: 'p1@example.test', password: 'old-password' });
    const here = await loginAs('p1@example.test', 'old-password');
    const elsewhere = await loginAs('p1@example.test', 'old-password');
    const res = await change(here, {
      old_password: 'old-password',
      password: 'new-password',
      password_confirm: 'new-password',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(403);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    const row = await userRow(user.id);
    expect(await verifyPassword(row.passwordHash, 'new-password')).toBe(true);
    await expect(loginAs('p1@example.test', 'new-password')).resolves.toBeTruthy();
    await expect(loginAs('p1@example.test', 'old-password')).rejects.toThrow(/401/);
  });

  it('answers 400 old_password_wrong for a wrong old password and changes nothing', async () => {
    const { user } = await createMember({ siteId, email: 'p2@example.test', password: 'old-password' });
    const here = await loginAs('p2@example.test', 'old-password');
    const elsewhere = await loginAs('p2@example.test', 'old-password');
    const res = await change(here, {
      old_password: 'guess-guess',
      password: 'new-password',
      password_confirm: 'new-password',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'old_password_wrong' });
    expect(await verifyPassword((await userRow(user.id)).passwordHash, 'old-password')).toBe(true);
    expect((await me(elsewhere)).status).toBe(200);
  });

  it('refuses bad input with 422 (too short, too long, not matching, missing) and changes nothing', async () => {
    const { user } = await createMember({ siteId, email: 'p3@example.test', password: 'old-password' });
    const here = await loginAs('p3@example.test', 'old-password');
    const cases: [unknown, string | null][] = [
      [{ old_password: 'old-password', password: 'short', password_confirm: 'short' }, 'password_too_short'],
      [
        { old_password: 'old-password', password: 'y'.repeat(129), password_confirm: 'y'.repeat(129) },
        'password_too_long',
      ],
      [
        { old_password: 'old-password', password: 'new-password', password_confirm: 'new-passw0rd' },
        'passwords_mismatch',
      ],
      [{ old_password: '', password: 'new-password', password_confirm: 'new-password' }, 'required'],
      [{ password: 'new-password' }, null],
    ];
    for (const [body, message] of cases) {
      const res = await change(here, body);
      expect(res.status).toBe(422);
      if (message) expect(res.json.issues.map((i: { message: string }) => i.message)).toContain(message);
    }
    expect(await verifyPassword((await userRow(user.id)).passwordHash, 'old-password')).toBe(true);
  });

  it('needs a member (403 auth_required) and a same-origin request (403 cross_origin)', async () => {
    await createMember({ siteId, email: 'p4@example.test', password: 'old-password' });
    const body = { old_password: 'old-password', password: 'new-password', password_confirm: 'new-password' };
    const visitor = await change(undefined, body);
    expect(visitor.status).toBe(403);
    expect(visitor.json.auth_required).toBe(true);
    const here = await loginAs('p4@example.test', 'old-password');
    const cross = await change(here, body, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    expect(cross.json.error).toBe('cross_origin');
    await expect(loginAs('p4@example.test', 'old-password')).resolves.toBeTruthy();
  });
});
