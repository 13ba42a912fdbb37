import { expect, test } from './fixtures';
import { DEMO } from './support/accounts';
import { LoginPage } from './pages/login-page';
import { msg } from './support/messages';

const ROOT = /^http:\/\/localhost:\d+\/$/;

test.describe('login', () => {
  test('the demo member logs in and sees the member top bar', async ({ page, loginPage, topBar }) => {
    await loginPage.goto();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'login.title'));
    await topBar.expectLoggedOut();

    await loginPage.login(DEMO, ROOT);
    await topBar.expectLoggedIn();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await topBar.openAccountMenu();
    await expect(topBar.accountItem('myProfile')).toBeVisible();
    await expect(topBar.accountItem('settings')).toBeVisible();
    await expect(topBar.accountItem('logout')).toBeVisible();
  });

  test('a wrong password shows the login error', async ({ page, loginPage, topBar }) => {
    await loginPage.goto();
    const status = await loginPage.attempt({ email: DEMO.email, password: 'not-the-password' });
    expect(status).toBe(401);
    await loginPage.expectLoginFailed();
    await expect(page).toHaveURL(/\/login$/);
    await topBar.expectLoggedOut();
  });

  test('logging out from the account dropdown returns the logged-out top bar', async ({
    page,
    loginPage,
    topBar,
  }) => {
    await loginPage.goto();
    await loginPage.login(DEMO, ROOT);
    await topBar.expectLoggedIn();

    await topBar.logout();
    await expect(page).toHaveURL(ROOT);
    await topBar.expectLoggedOut();
    // The home page's own call to action (the top bar has a signup button of the same name).
    await expect(
      page.locator('main#main').getByRole('link', { name: msg('en', 'home.signupCta'), exact: true }),
    ).toBeVisible();

    // The session is gone on the server too, not only in the page.
    await page.reload();
    await topBar.expectLoggedOut();
    expect((await page.request.get('/api/user.php')).status()).toBe(403);
  });

  test('logs in with the keyboard only', async ({ page, loginPage, topBar }) => {
    await loginPage.goto();
    await loginPage.email.focus();
    await expect(loginPage.email).toBeFocused();
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Tab');
    await expect(loginPage.password).toBeFocused();
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');

    await page.waitForURL(ROOT);
    await topBar.expectLoggedIn();
  });

  test('a submit before the scripts run never puts the password in the address', async ({ page }) => {
    // Without the page's scripts the browser submits the form itself, as it does when a person is
    // faster than hydration on a slow phone: it must post, never append the fields to the URL.
    await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
    const loginPage = new LoginPage(page);
    await loginPage.goto();
    await loginPage.fill({ email: DEMO.email, password: 'typed-before-hydration' });
    const submitted = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/login'));
    await loginPage.submit.click();
    expect((await submitted).method()).toBe('POST');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('typed-before-hydration');
    expect(page.url()).not.toContain('password');
    await expect(loginPage.email).toBeVisible();
  });
});
