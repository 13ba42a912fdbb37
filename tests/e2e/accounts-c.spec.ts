import sharp from 'sharp';
import { expect, test } from './fixtures';
import { OwnProfilePage, text } from './pages/own-profile-page';
import { DeleteAccountPage } from './pages/delete-account-page';

// A fresh member (signup API of issue 3), so no demo account changes: photos, main photo and
// profile on /profile, then deletion with the offer to stay, the undo mail in /dev/mailbox,
// the restore, and a new login.

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test('own profile, photos, deletion and undo from the mail', async ({ page, loginPage, topBar }) => {
  const email = `carla.${Date.now()}@example.test`;
  const password = 'carla-e2e-secret';
  const signup = await page.request.post('/api/signup.php', {
    data: {
      email,
      name: 'Carla',
      password,
      date_of_birth: '1992-04-03',
      gender: 'female',
      interest: 'men',
      country: 'NL',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);

  // Without a main image the member is asked for a photo, except on /profile itself.
  await page.goto('/');
  const alert = page.getByTestId('profile-photo-alert');
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: text('en', 'profilePhotoAlert.action') }).click();
  await page.waitForURL(/\/profile$/);
  await expect(alert).toBeHidden();

  const profile = new OwnProfilePage(page);
  await profile.uploadPhoto(await png(200, 40, 120));
  const first = profile.photo(0);
  await expect(profile.pendingBadge(first)).toBeVisible();
  await expect(profile.mainBadge(first)).toBeVisible();
  // The stored thumbnail is a re-encoded JPEG served from /media/.
  const src = await first.locator('img').getAttribute('src');
  const thumb = await page.request.get(src!);
  expect(thumb.headers()['content-type']).toBe('image/jpeg');

  await profile.uploadPhoto(await png(20, 120, 200), 'second.png');
  const second = profile.photo(1);
  await expect(profile.mainBadge(second)).toHaveCount(0);
  await profile.makeMainButton(second).click();
  await expect(profile.mainBadge(second)).toBeVisible();
  await expect(profile.mainBadge(first)).toHaveCount(0);

  await profile.field('hair_color').selectOption({ label: text('en', 'profileAttributes.hair_color.red') });
  await profile.save.click();
  await expect(page.getByText(text('en', 'profile.saved'))).toBeVisible();
  await profile.goto();
  await expect(profile.field('hair_color')).toHaveValue('red');
  await expect(profile.photos).toHaveCount(2);

  // Delete: the password confirms, the site's offer to stay is shown, declining it deletes and logs out.
  const deletion = new DeleteAccountPage(page);
  await deletion.goto();
  await expect(deletion.offerHeading).toBeHidden();
  await deletion.deleteWith(password);
  expect((await page.request.get('/api/user.php')).status()).toBe(403);
  await page.goto('/');
  await expect(topBar.loginLink).toBeVisible();

  // The undo mail, read in the developer mailbox.
  await page.goto('/dev/mailbox');
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'deleted' });
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('mail-to')).toHaveText(email);
  const mailText = await page.getByTestId('mail-text').innerText();
  const link = /https?:\/\/\S+\/account-restore\?token=[A-Za-z0-9_-]+/.exec(mailText)?.[0];
  expect(link, mailText).toBeTruthy();

  await deletion.restoreFrom(link!);
  await expect(profile.photos).toHaveCount(2);
  await expect(profile.mainBadge(profile.photo(1))).toBeVisible();

  // The link is single use.
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'accountRestore.invalidTitle') }),
  ).toBeVisible();

  // Log out and back in with the same password.
  expect((await page.request.get('/api/logout.php')).ok()).toBe(true);
  await loginPage.goto();
  await loginPage.login({ email, password });
  expect((await page.request.get('/api/user.php')).status()).toBe(200);
});
