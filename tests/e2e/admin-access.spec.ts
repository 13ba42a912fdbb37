import { expect, test } from './fixtures';
import { signInToConsole } from './support/admin';

test.describe('console access', () => {
  test('the console asks for password and authenticator code, and each role sees its own parts', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
    await page.getByLabel('E-mail').fill('owner@heartline.local');
    await page.getByLabel('Password').fill('heartline-admin');
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('E-mail, password or code is wrong.');

    await signInToConsole(page, 'operator');
    const nav = page.getByRole('navigation', { name: 'Admin console' });
    await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sites' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
