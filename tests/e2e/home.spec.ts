import { expect, test } from './fixtures';
import { HomePage } from './pages/home-page';
import { TopBar } from './pages/top-bar';
import { msg } from './support/messages';

test.describe('home page', () => {
  test('renders in English without a locale prefix', async ({ page, homePage, topBar }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

    await homePage.expectLoggedOutHome();
    await expect(page.getByText(msg('en', 'home.heroText'))).toBeVisible();
    await expect(homePage.footerLink('terms')).toBeVisible();
    await expect(homePage.footerLink('privacy')).toBeVisible();
    await expect(homePage.footerLink('faq')).toBeVisible();
    await expect(topBar.loginLink).toBeVisible();
    await expect(topBar.languageToggle).toContainText('EN');
  });

  test('renders in Dutch under /nl', async ({ page }) => {
    const home = new HomePage(page, 'nl');
    const response = await page.goto('/nl');
    expect(response?.status()).toBe(200);

    await home.expectLoggedOutHome();
    await expect(page.getByText(msg('nl', 'home.heroText'))).toBeVisible();
    await expect(home.footerLink('terms')).toBeVisible();
    const topBar = new TopBar(page, 'nl');
    await expect(topBar.loginLink).toBeVisible();
    await expect(topBar.languageToggle).toContainText('NL');
  });

  test('the de.localhost site redirects to /de and is Herzlinie', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto(`http://de.localhost:${port}/`);
    await expect(page).toHaveURL(`http://de.localhost:${port}/de`);

    const home = new HomePage(page, 'de');
    await home.expectLoggedOutHome();
    await expect(page.locator('header .navbar-brand')).toHaveText('Herzlinie');
    await expect(page).toHaveTitle(/Herzlinie/);
  });
});
