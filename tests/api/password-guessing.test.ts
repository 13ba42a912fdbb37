// Pages that ask a logged-in member for their password again (change password, change e-mail,
// delete account) count wrong answers towards the same lockout as the login (spec §7), so a
// stolen session cannot be used to guess the password at leisure.
import { PUT as changePassword } from '@/app/api/password.php/route';
import { POST as requestEmailChange } from '@/app/api/mail-change.php/route';
import { POST as deleteAccount } from '@/app/api/account-delete.php/route';
import { POST as login } from '@/app/api/user.php/route';
import { apiRequest, callRoute, createMember, createSite, loginAs, testSiteConfig } from '../setup/fixtures';

const MAX = testSiteConfig.loginMaxAttempts;

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite()).id;
});

const attempts = {
  password: (cookie: string) =>
    callRoute(
      changePassword,
      apiRequest('PUT', 'http://localhost/api/password.php', {
        cookie,
        body: { old_password: 'wrong-guess', password: 'new-password', password_confirm: 'new-password' },
      }),
    ),
  email: (cookie: string) =>
    callRoute(
      requestEmailChange,
      apiRequest('POST', 'http://localhost/api/mail-change.php', {
        cookie,
        body: { email: 'elsewhere@example.test', password: 'wrong-guess' },
      }),
    ),
  delete: (cookie: string) =>
    callRoute(
      deleteAccount,
      apiRequest('POST', 'http://localhost/api/account-delete.php', { cookie, body: { password: 'wrong-guess' } }),
    ),
};

describe.each(Object.keys(attempts) as (keyof typeof attempts)[])('wrong passwords on %s', (kind) => {
  it(`block the account after ${MAX} guesses, login included`, async () => {
    const email = `guess-${kind}@example.test`;
    await createMember({ siteId, email, password: 'right-password' });
    const cookie = await loginAs(email, 'right-password');

    const statuses: number[] = [];
    for (let i = 0; i < MAX; i++) statuses.push((await attempts[kind](cookie)).status);
    expect(statuses.slice(0, MAX - 1).every((s) => s === 400)).toBe(true);
    expect(statuses[MAX - 1]).toBe(429);

    const res = await callRoute(
      login,
      apiRequest('POST', 'http://localhost/api/user.php', { body: { email, password: 'right-password' } }),
    );
    expect(res.status).toBe(429);
    expect(res.json).toMatchObject({ error: 'account_blocked', minutes: testSiteConfig.loginBlockMinutes });
  });
});
