import sharp from 'sharp';
import { expect, test } from './fixtures';
import { newestMail, text } from './support/mail-flows';
import { DeleteAccountPage } from './pages/delete-account-page';
import { MailboxPage } from './pages/mailbox-page';
import { OwnProfilePage } from './pages/own-profile-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SettingsPage } from './pages/settings-page';
import { SignupFlowPage } from './pages/signup-page';

// Issue 3, item 10, as ONE member's life in the browser: sign up from the home page through
// every step, activate from the mailbox, log out, reset the password, log in, add a photo,
// change the e-mail address, delete the account, undo it from the mail and log in again.
// The member is new on every run, so no demo account changes and nothing needs restoring.

const ROOT = /^http:\/\/localhost:\d+\/$/;
const SITE = 'Heartline';
const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);

/** A small real PNG, made here so no binary fixture is needed. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test('account journey: signup, activation, reset, photo, e-mail change, deletion and undo', async ({
  page,
  homePage,
  loginPage,
  topBar,
}) => {
  // Eleven flows with a dozen full page loads against a production server.
  test.setTimeout(180_000);
  const id = `${Date.now()}${Math.floor(Math.random() * 1e3)}`;
  const email = `journey-${id}@example.test`;
  const newEmail = `journey-moved-${id}@example.test`;
  const name = `Journey${id.slice(-5)}`;
  const password = 'journey-first-secret';
  const newPassword = 'journey-reset-secret';
  const mailbox = new MailboxPage(page);
  const profile = new OwnProfilePage(page);
  const settings = new SettingsPage(page);
  const deletion = new DeleteAccountPage(page);

  await test.step('sign up from the home page: the account form in the modal', async () => {
    await homePage.goto();
    await homePage.signupCta.click();
    const dialog = page.getByRole('dialog', { name: t('signup.modal.title') });
    await expect(dialog).toBeVisible();
    const flow = new SignupFlowPage(page, dialog);
    // No member to write to; the service worker makes this device push-capable: account, photo,
    // location, personal, about me, push, confirm e-mail.
    await flow.expectStep(1, 7);
    const stepList = dialog.getByRole('navigation', { name: t('signup.steps.label') }).getByRole('listitem');
    await expect(stepList).toHaveCount(7);
    await expect(stepList.filter({ hasText: t('signup.steps.names.push') })).toHaveCount(1);
    await flow.fillAccount({
      email,
      name,
      password,
      dateOfBirth: '1990-06-15',
      gender: 'male',
      interest: 'women',
    });
    await flow.submitAccount();
    await expect(page).toHaveURL(/\/complete-signup/);
    await expect(dialog).toBeHidden();
  });

  const flow = new SignupFlowPage(page);
  await test.step('complete signup: photo', async () => {
    await expect(flow.heading('signup.photo.title')).toBeVisible();
    await flow.expectStep(2, 7);
    await page
      .getByLabel(t('signup.photo.choose'))
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(180, 40, 120) });
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    await expect(page.getByText(t('signup.photo.pending'))).toBeVisible();
    await flow.button('signup.actions.next').click();
  });

  await test.step('complete signup: location, chosen by hand (no geolocation permission)', async () => {
    await expect(flow.heading('location.title')).toBeVisible();
    await flow.expectStep(3, 7);
    await page.getByLabel(t('location.country'), { exact: true }).selectOption('BE');
    // The regions of the chosen country arrive from GET /api/regions.php; selectOption waits for them.
    await page.getByLabel(t('location.region'), { exact: true }).selectOption({ label: 'Flanders' });
    await page.getByLabel(t('location.city'), { exact: true }).fill('Gent');
    await flow.button('signup.actions.next').click();
  });

  await test.step('complete signup: personal info and about me', async () => {
    await expect(flow.heading('signup.personal.title')).toBeVisible();
    await flow.expectStep(4, 7);
    await page
      .getByLabel(t('signup.personal.fields.eye_color'), { exact: true })
      .selectOption({ label: t('profileAttributes.eye_color.green') });
    const hobby = page.getByRole('button', { name: t('interests.cooking') });
    await hobby.click();
    await expect(hobby).toHaveAttribute('aria-pressed', 'true');
    await flow.button('signup.actions.next').click();

    await expect(flow.heading('signup.about.title')).toBeVisible();
    await flow.expectStep(5, 7);
    await page.getByLabel(t('signup.about.intro')).fill('Cyclist, cook and bad at karaoke.');
    await flow.button('signup.actions.next').click();
  });

  await test.step('complete signup: the push step (skipped), confirm e-mail is last', async () => {
    // The service worker is active, so the device can take pushes and the step is offered.
    await expect(flow.heading('signup.push.title')).toBeVisible();
    await flow.expectStep(6, 7);
    await flow.button('signup.actions.skip').click();
    await expect(flow.heading('signup.confirm.title')).toBeVisible();
    await flow.expectStep(7, 7);
    await expect(page.locator('main strong', { hasText: email })).toBeVisible();

    // What the steps saved, and the member's state before activation.
    const saved = await (await page.request.get('/api/profile.php')).json();
    expect(saved).toMatchObject({ country: 'BE', region: 'VLG', city: 'Gent', eye_color: 'green' });
    expect(saved.hobbies).toEqual(['cooking']);
    expect(saved.about).toBe('Cyclist, cook and bad at karaoke.');
    expect(saved.photos).toHaveLength(1);
    const user = await (await page.request.get('/api/user.php')).json();
    expect(user).toMatchObject({ email, status: 'not_confirmed' });

    await flow.button('signup.confirm.finish').click();
    await page.waitForURL(/\/\?api_signup_complete=1$/);
  });

  await test.step('activate from the mail in /dev/mailbox', async () => {
    await newestMail(page.request, email, t('mail.activation.subject', { site: SITE }));
    await mailbox.goto();
    await mailbox.open(email, t('mail.activation.subject', { site: SITE }));
    await page.goto(await mailbox.link('/api/activate.php'));
    await expect(page).toHaveURL(/\/activate\/done$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('activation.doneTitle'));
    expect((await (await page.request.get('/api/user.php')).json()).status).toBe('confirmed');
  });

  await test.step('log out', async () => {
    await topBar.logout();
    expect((await page.request.get('/api/user.php')).status()).toBe(403);
  });

  await test.step('reset the password through the mailed link', async () => {
    await loginPage.goto();
    await page.getByRole('link', { name: t('login.forgot') }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    const reset = new ResetPasswordPage(page);
    await reset.request(email);
    await newestMail(page.request, email, t('mail.passwordReset.subject', { site: SITE }));
    await mailbox.goto();
    await mailbox.open(email, t('mail.passwordReset.subject', { site: SITE }));
    await reset.choose(await mailbox.link('/reset-password/do'), newPassword);
    // The reset logs the member in; log out to prove the new password at the login form.
    await page.getByRole('button', { name: t('resetPassword.continue') }).click();
    await page.waitForURL(ROOT);
    await topBar.logout();
  });

  await test.step('log in with the new password (the old one no longer works)', async () => {
    await loginPage.goto();
    expect(await loginPage.attempt({ email, password })).toBe(401);
    await loginPage.expectLoginFailed();
    await loginPage.login({ email, password: newPassword }, ROOT);
    await topBar.expectLoggedIn();
  });

  await test.step('upload a photo on /profile', async () => {
    await topBar.openAccountMenu();
    await topBar.accountItem('myProfile').click();
    await page.waitForURL(/\/profile$/);
    await expect(profile.photos).toHaveCount(1); // the signup photo
    await profile.uploadPhoto(await png(20, 120, 200), 'second.png');
    await expect(profile.pendingBadge(profile.photo(1))).toBeVisible();
  });

  await test.step('change the e-mail address in /settings, confirmed from the mailbox', async () => {
    await topBar.openAccountMenu();
    await topBar.accountItem('settings').click();
    await settings.expectOpen();
    await expect(settings.currentEmail(email)).toBeVisible();
    await settings.requestEmailChange(newEmail, newPassword);

    await newestMail(page.request, newEmail, t('mail.emailChange.subject', { site: SITE }));
    await mailbox.goto();
    await mailbox.open(newEmail, t('mail.emailChange.subject', { site: SITE }));
    await settings.confirmEmailChange(await mailbox.link('/mail-change/do'), newEmail);
    // The old address is told.
    await newestMail(page.request, email, t('mail.emailChangedNotice.subject', { site: SITE }));

    await page.goto('/settings');
    await expect(settings.currentEmail(newEmail)).toBeVisible();
  });

  await test.step('delete the account, declining the offer to stay', async () => {
    await settings.deleteLink.click();
    await expect(page.getByRole('heading', { level: 1, name: t('deleteAccount.title') })).toBeVisible();
    // The demo site sets a delete_discount: the offer shows once the password confirmed, and is declined.
    await deletion.deleteWith(newPassword);
    expect((await page.request.get('/api/user.php')).status()).toBe(403);
    await topBar.expectLoggedOut();
  });

  await test.step('restore the account from the undo mail', async () => {
    const subject = t('mail.accountDeleted.subject', { site: SITE });
    await newestMail(page.request, newEmail, subject);
    await mailbox.goto();
    await mailbox.open(newEmail, subject);
    await deletion.restoreFrom(await mailbox.link('/account-restore'));
    // Back with both photos, logged in.
    await expect(profile.photos).toHaveCount(2);
    await topBar.expectLoggedIn();
  });

  await test.step('log in again with the new e-mail address', async () => {
    await topBar.logout();
    await loginPage.goto();
    expect(await loginPage.attempt({ email, password: newPassword })).toBe(401);
    await loginPage.login({ email: newEmail, password: newPassword }, ROOT);
    await topBar.expectLoggedIn();
    const user = await (await page.request.get('/api/user.php')).json();
    expect(user).toMatchObject({ email: newEmail, status: 'confirmed' });
  });
});
