import { expect, test } from './fixtures';
import { DEMO } from './support/accounts';
import { newestMail, restoreEmail, restorePassword, text } from './support/mail-flows';
import { MailboxPage } from './pages/mailbox-page';

// Password change, password reset through the mailbox, e-mail change, activation pages. Each
// test changes the shared demo member and sets it back at the end (other specs use it too).
const ROOT = /^http:\/\/localhost:\d+\/$/;
const NEW_PASSWORD = 'heartline-e2e-new';
const RESET_PASSWORD = 'heartline-e2e-reset';
const NEW_EMAIL = 'demo-moved@heartline.local';

test.describe('accounts: mail flows and settings', () => {
  test('changes the password in settings and logs in with the new one', async ({
    page,
    loginPage,
    topBar,
  }) => {
    try {
      await loginPage.goto();
      await loginPage.login(DEMO, ROOT);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'settings.title'));

      const form = page.locator('form[aria-labelledby="settings-password-title"]');
      await form.getByLabel(text('en', 'settings.oldPassword'), { exact: true }).fill('wrong-old-password');
      await form.getByLabel(text('en', 'settings.newPassword'), { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel(text('en', 'settings.newPasswordConfirm'), { exact: true }).fill(NEW_PASSWORD);
      await form.getByRole('button', { name: text('en', 'settings.passwordSave') }).click();
      await expect(form.getByRole('alert')).toHaveText(text('en', 'settings.errors.old_password_wrong'));

      await form.getByLabel(text('en', 'settings.oldPassword'), { exact: true }).fill(DEMO.password);
      await form.getByRole('button', { name: text('en', 'settings.passwordSave') }).click();
      await expect(form.getByRole('status')).toHaveText(text('en', 'settings.passwordChanged'));

      await topBar.logout();
      await loginPage.goto();
      expect(await loginPage.attempt(DEMO)).toBe(401);
      await loginPage.login({ email: DEMO.email, password: NEW_PASSWORD }, ROOT);
      await topBar.expectLoggedIn();
    } finally {
      await page.context().clearCookies();
      await restorePassword(page.request, DEMO, [NEW_PASSWORD]);
    }
  });

  test('resets the password through the mailed link and logs in', async ({ page, loginPage, topBar }) => {
    try {
      await page.goto('/login');
      await page.getByRole('link', { name: text('en', 'login.forgot') }).click();
      await expect(page).toHaveURL(/\/reset-password$/);
      await page
        .getByLabel(text('en', 'resetPassword.email'), { exact: true })
        .fill('nobody@heartline.local');
      await page.getByRole('button', { name: text('en', 'resetPassword.submit') }).click();
      // An address without an account gets the same answer as a member's (no enumeration).
      await expect(page.locator('main').getByRole('status')).toContainText('nobody@heartline.local');

      await page.goto('/reset-password');
      await page.getByLabel(text('en', 'resetPassword.email'), { exact: true }).fill(DEMO.email);
      await page.getByRole('button', { name: text('en', 'resetPassword.submit') }).click();
      await expect(page.locator('main').getByRole('status')).toContainText(DEMO.email);

      const mailbox = new MailboxPage(page);
      await mailbox.goto();
      await mailbox.open(DEMO.email, 'Reset your Heartline password');
      const link = await mailbox.link('/reset-password/do');
      expect(new URL(link).origin).toBe(new URL(page.url()).origin);

      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'resetPassword.doTitle'));
      await page.getByLabel(text('en', 'resetPassword.password'), { exact: true }).fill(RESET_PASSWORD);
      await page
        .getByLabel(text('en', 'resetPassword.passwordConfirm'), { exact: true })
        .fill('something-else');
      await page.getByRole('button', { name: text('en', 'resetPassword.save') }).click();
      await expect(page.getByText(text('en', 'credentials.errors.passwords_mismatch'))).toBeVisible();
      await page
        .getByLabel(text('en', 'resetPassword.passwordConfirm'), { exact: true })
        .fill(RESET_PASSWORD);
      await page.getByRole('button', { name: text('en', 'resetPassword.save') }).click();
      await expect(page.locator('main').getByRole('status')).toContainText(text('en', 'resetPassword.done'));
      await page.getByRole('button', { name: text('en', 'resetPassword.continue') }).click();
      await page.waitForURL(ROOT);
      await topBar.expectLoggedIn();

      // The link worked once.
      await page.goto(link);
      await expect(page.locator('main').getByRole('alert')).toContainText(
        text('en', 'resetPassword.errors.link_invalid'),
      );

      await topBar.logout();
      await loginPage.goto();
      await loginPage.login({ email: DEMO.email, password: RESET_PASSWORD }, ROOT);
      await topBar.expectLoggedIn();
    } finally {
      await page.context().clearCookies();
      await restorePassword(page.request, DEMO, [RESET_PASSWORD]);
    }
  });

  test('changes the e-mail address, confirmed from the mailbox; the old address is told', async ({
    page,
    loginPage,
    topBar,
  }) => {
    try {
      await loginPage.goto();
      await loginPage.login(DEMO, ROOT);
      await page.goto('/settings');
      const form = page.locator('form[aria-labelledby="settings-email-title"]');
      await form.getByLabel(text('en', 'settings.newEmail'), { exact: true }).fill('not-an-address');
      await form.getByLabel(text('en', 'settings.emailPassword'), { exact: true }).fill(DEMO.password);
      await form.getByRole('button', { name: text('en', 'settings.emailSave') }).click();
      await expect(form.getByText(text('en', 'credentials.errors.email_invalid'))).toBeVisible();

      await form.getByLabel(text('en', 'settings.newEmail'), { exact: true }).fill('demo2@heartline.local');
      await form.getByRole('button', { name: text('en', 'settings.emailSave') }).click();
      await expect(form.getByRole('alert')).toHaveText(text('en', 'settings.errors.email_duplicate'));

      await form.getByLabel(text('en', 'settings.newEmail'), { exact: true }).fill(NEW_EMAIL);
      await form.getByRole('button', { name: text('en', 'settings.emailSave') }).click();
      await expect(form.getByRole('status')).toContainText(NEW_EMAIL);

      const mailbox = new MailboxPage(page);
      await mailbox.goto();
      await mailbox.open(NEW_EMAIL, 'Confirm your new e-mail address for Heartline');
      await page.goto(await mailbox.link('/mail-change/do'));
      await expect(page.locator('main')).toContainText(NEW_EMAIL);
      await page.getByRole('button', { name: text('en', 'mailChange.confirm') }).click();
      await expect(page.locator('main').getByRole('status')).toContainText(NEW_EMAIL);

      const notice = await newestMail(
        page.request,
        DEMO.email,
        'The e-mail address of your Heartline account was changed',
      );
      expect(notice.to).toBe(DEMO.email);

      await topBar.logout();
      await loginPage.goto();
      expect(await loginPage.attempt(DEMO)).toBe(401);
      await loginPage.login({ email: NEW_EMAIL, password: DEMO.password }, ROOT);
      await page.goto('/settings');
      await expect(page.locator('main')).toContainText(NEW_EMAIL);
    } finally {
      await page.context().clearCookies();
      await restoreEmail(page.request, { email: NEW_EMAIL, password: DEMO.password }, DEMO.email);
    }
  });

  test('a bad activation link lands on "Activation failed"', async ({ page }) => {
    await page.goto('/api/activate.php?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page).toHaveURL(/\/activate\/error$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'activation.errorTitle'));
  });

  test('the mailbox page is not indexed', async ({ page }) => {
    await page.goto('/dev/mailbox');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
