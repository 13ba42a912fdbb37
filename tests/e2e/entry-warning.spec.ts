import { expect, test } from './fixtures';
import { EntryWarning } from './pages/entry-warning';
import { DEMO, apiLogin } from './support/accounts';
import { msg } from './support/messages';

// These tests are about the warning itself: no pre-accepted state.
test.use({ entryWarningAccepted: false });

test.describe('site-entry warning', () => {
  test('a fresh visitor must accept it, once', async ({ page, entryWarning, homePage }) => {
    await page.goto('/');
    await expect(entryWarning.dialog).toBeVisible();
    await expect(entryWarning.dialog).toContainText(msg('en', 'entryWarning.body', { site: 'Heartline' }));
    await expect(entryWarning.leave).toBeVisible();
    await expect(entryWarning.enter).toBeFocused();

    await entryWarning.enter.click();
    await expect(entryWarning.dialog).toBeHidden();
    await expect(homePage.signupCta).toBeVisible();

    await page.reload();
    await homePage.expectLoggedOutHome();
    // Give the client time to mount and decide; the warning must stay away.
    await page.waitForLoadState('networkidle');
    await expect(entryWarning.dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('heartline-ui'))).toContain(
      'entryWarningAcceptedAt',
    );
  });

  test('it is shown in the visitor’s language', async ({ page }) => {
    await page.goto('/nl');
    const warning = new EntryWarning(page, 'nl');
    await expect(warning.dialog).toBeVisible();
    await expect(warning.enter).toBeVisible();
  });

  test('a logged-in member never sees it', async ({ page, context, topBar }) => {
    // Note every dialog that is ever attached, so a brief flash would count too.
    await context.addInitScript(() => {
      const w = window as unknown as { __dialogs: number };
      w.__dialogs = 0;
      new MutationObserver(() => {
        if (document.querySelector('[role="dialog"]')) w.__dialogs++;
      }).observe(document, { childList: true, subtree: true });
    });
    await apiLogin(page.request, DEMO);

    for (const path of ['/', '/login', '/this-does-not-exist']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path === '/') await topBar.expectLoggedIn();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __dialogs: number }).__dialogs), path).toBe(0);
    }
  });
});
