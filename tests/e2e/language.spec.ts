import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import { DEMO, apiLogin, apiSetLanguage } from './support/accounts';
import { msgPattern } from './support/messages';

const ROOT = /^http:\/\/localhost:\d+\/$/;
const NL_ROOT = /^http:\/\/localhost:\d+\/nl$/;

test.describe('language dropdown', () => {
  test('a visitor switches to Nederlands and back to English', async ({ page, topBar }) => {
    await page.goto('/');
    await new HomePage(page, 'en').expectLoggedOutHome();

    await topBar.chooseLanguage('Nederlands');
    await expect(page).toHaveURL(NL_ROOT);
    await new HomePage(page, 'nl').expectLoggedOutHome();
    const dutchBar = topBar.in('nl');
    await expect(dutchBar.loginLink).toBeVisible();
    await expect(dutchBar.languageToggle).toContainText('NL');

    await dutchBar.chooseLanguage('English');
    await expect(page).toHaveURL(ROOT);
    await new HomePage(page, 'en').expectLoggedOutHome();
    await expect(topBar.loginLink).toBeVisible();
  });

  test('the dropdown lists every language by its own name', async ({ page, topBar }) => {
    await page.goto('/');
    await topBar.languageToggle.click();
    for (const name of ['English', 'Nederlands', 'Deutsch', 'Français', 'Español', 'Svenska']) {
      await expect(topBar.languageOption(name)).toBeVisible();
    }
    await expect(topBar.languageOption('English')).toHaveAttribute('aria-current', 'true');
  });

  test('a member’s choice is saved and applies after logging in again', async ({ page, context, topBar }) => {
    try {
      const login = new LoginPage(page);
      await login.goto();
      await login.login(DEMO, ROOT);
      await topBar.expectLoggedIn();

      await topBar.chooseLanguage('Nederlands');
      await expect(page).toHaveURL(NL_ROOT);
      const dutchBar = topBar.in('nl');
      await dutchBar.expectLoggedIn();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

      await dutchBar.logout();
      await dutchBar.expectLoggedOut();

      // Forget the browser's locale cookie: only the saved member language can bring back Dutch.
      await context.clearCookies();
      await login.goto();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await login.login(DEMO, NL_ROOT);
      await dutchBar.expectLoggedIn();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        msgPattern('nl', 'home.welcomeBack', { name: '.+' }),
      );
    } finally {
      // Other tests expect the demo member in English.
      await apiLogin(page.request, DEMO);
      await apiSetLanguage(page.request, 'en');
    }
  });
});
