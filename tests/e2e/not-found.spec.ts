import { expect, test } from './fixtures';
import { NotFoundPage } from './pages/not-found-page';
import { msg } from './support/messages';

test.describe('not found', () => {
  test('an unknown route answers 404 with a way home', async ({ page, homePage }) => {
    const response = await page.goto('/this-does-not-exist');
    expect(response?.status()).toBe(404);

    const notFound = new NotFoundPage(page, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(notFound.heading).toHaveText(msg('en', 'notFound.title'));
    await expect(notFound.text).toBeVisible();

    await notFound.homeLink.click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await homePage.expectLoggedOutHome();
  });

  test('a Dutch unknown route shows the Dutch 404', async ({ page }) => {
    const response = await page.goto('/nl/bestaat-niet');
    expect(response?.status()).toBe(404);

    const notFound = new NotFoundPage(page, 'nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(notFound.heading).toHaveText(msg('nl', 'notFound.title'));
    await expect(notFound.text).toBeVisible();

    await notFound.homeLink.click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/nl$/);
  });
});
