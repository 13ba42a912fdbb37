import { expect, test } from './fixtures';
import type { LoginPage } from './pages/login-page';
import { DEMO2, type Credentials } from './support/accounts';

// The localhost site allows 5 wrong attempts per e-mail and then blocks it for 15 minutes
// (seeded site settings loginMaxAttempts / loginBlockMinutes). This file alone uses demo2,
// which stays blocked afterwards; the unknown address is new on every run.
const MAX_ATTEMPTS = 5;
const BLOCK_MINUTES = 15;

test.describe('login lockout', () => {
  async function failUntilBlocked(loginPage: LoginPage, who: Credentials) {
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await loginPage.attempt(who), `attempt ${attempt}`).toBe(401);
      await loginPage.expectLoginFailed();
    }
    expect(await loginPage.attempt(who), `attempt ${MAX_ATTEMPTS}`).toBe(429);
    await loginPage.expectBlocked(BLOCK_MINUTES);
  }

  test('an unknown e-mail is blocked after 5 wrong attempts', async ({ loginPage }) => {
    await loginPage.goto();
    const who = { email: `nobody-${Date.now()}@heartline.test`, password: 'guess-1234' };
    await failUntilBlocked(loginPage, who);

    // Still blocked, and still said the same way as for a real account.
    expect(await loginPage.attempt(who)).toBe(429);
    await loginPage.expectBlocked(BLOCK_MINUTES);
  });

  test('demo2 is blocked after 5 wrong passwords, even with the right one', async ({
    page,
    loginPage,
    topBar,
  }) => {
    await loginPage.goto();
    await failUntilBlocked(loginPage, { email: DEMO2.email, password: 'wrong-password' });

    expect(await loginPage.attempt(DEMO2)).toBe(429);
    const minutes = await loginPage.expectBlocked();
    expect(minutes).toBeGreaterThanOrEqual(BLOCK_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(BLOCK_MINUTES);
    await expect(page).toHaveURL(/\/login$/);
    await topBar.expectLoggedOut();
  });
});
