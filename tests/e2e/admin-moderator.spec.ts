import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signInToConsole } from './support/admin';
import { demoMember, memberContext, signUpMember } from './support/members';
import { expectAccessible } from './support/axe';
import { text } from './support/mail-flows';

// Issue 15, moderator (tried as a new user would): a member who just signed up uploads a photo; the
// moderator signs in with password and authenticator code, finds it in the photo queue (the
// pending file itself, served to staff only), approves it, and the photo then shows on the
// member's public profile. Then a ban: the member's open page leads to /pages/ban on its next
// request, and the login says the account is banned, with the link to that page.

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);
const png = () =>
  sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 40, g: 160, b: 120 } } })
    .png()
    .toBuffer();

test('a moderator approves a new member’s photo, which then shows on the member’s profile', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await signUpMember(browser, { tag: 'moderator', namePrefix: 'Snap', dateOfBirth: '1992-03-04' });
  const upload = await member.page.request.post('/api/photos.php', {
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: await png() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = (await upload.json()).photo as { id: number; filename: string; status: string };
  expect(photo.status).toBe('pending');
  const userId = ((await (await member.page.request.get('/api/user.php')).json()) as { id: number }).id;
  const about = `I collect old maps ${Date.now().toString(36)}`;
  const edit = await member.page.request.put('/api/profile.php', { data: { about } });
  expect(edit.status(), await edit.text()).toBe(200);

  // Another member sees no photo on the new profile while it waits.
  const viewer = await demoMember(browser);
  await viewer.page.goto(`/members/${member.profileId}`);
  const shown = viewer.page.getByTestId('profile-photos').locator(`img[src$="${photo.filename}"]`);
  await expect(viewer.page.getByTestId('profile-photos')).toBeVisible();
  await expect(shown).toHaveCount(0);
  expect((await viewer.page.request.get(`/media/${photo.filename}`)).status()).toBe(404);

  const modContext = await memberContext(browser);
  const mod = await modContext.newPage();
  await signInToConsole(mod, 'moderator');
  await expect(mod).toHaveURL(/\/admin\/photos$/);
  await expect(mod.getByRole('heading', { name: t('admin.photos.title'), level: 1 })).toBeVisible();
  // The queue of this member (the queue is shared with the other specs running now).
  await mod.goto(`/admin/photos?member=${userId}`);
  const card = mod.getByRole('article').filter({ hasText: member.name });
  const image = card.getByRole('img', { name: t('admin.photos.photoAlt', { name: member.name }) });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(mod, 'admin photo queue');

  await card.getByRole('button', { name: t('admin.photos.approve') }).click();
  await expect(card).toHaveCount(0);
  await expect(mod.getByText(t('admin.photos.empty'))).toBeVisible();

  // The changed about text waits in the text review; approved as it is, it leaves the list.
  await mod.goto(`/admin/texts?member=${userId}`);
  const text = mod.getByRole('listitem').filter({ hasText: about });
  await expect(text).toBeVisible();
  await expectAccessible(mod, 'admin profile texts');
  await text.getByRole('button', { name: t('admin.texts.approve') }).click();
  await expect(text).toHaveCount(0);

  await mod.goto(`/admin/members?q=${userId}`);
  await expect(mod.getByRole('link', { name: member.name })).toBeVisible();
  await expectAccessible(mod, 'admin members search');
  await mod.goto(`/admin/members/${userId}`);
  await expect(mod.getByRole('heading', { level: 1 })).toContainText(member.name);
  await expect(mod.getByRole('region', { name: t('admin.members.photos') }).getByText(t('admin.photos.status.active'))).toBeVisible();
  await expectAccessible(mod, 'admin member page');

  // The approved photo is the profile's main photo for everyone now.
  await viewer.page.goto(`/members/${member.profileId}`);
  await expect(shown).toBeVisible();
  await modContext.close();
  await viewer.context.close();
  await member.context.close();
});

test('a banned member’s open page leads to the ban page, and the login says why', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await signUpMember(browser, { tag: 'banned', namePrefix: 'Bann', dateOfBirth: '1991-02-03' });
  const user = (await (await member.page.request.get('/api/user.php')).json()) as { id: number; email: string };
  // The page's first refresh of the member (5 s after load) before the ban: the next comes 60 s
  // later, so it cannot race the reload below (both would end the session, one at a time).
  const firstRefresh = member.page.waitForResponse((r) => r.url().includes('/api/user.php'), { timeout: 30_000 });
  await member.page.goto('/likes');
  await expect(member.page).toHaveURL(/\/likes$/);
  await firstRefresh;

  const modContext = await memberContext(browser);
  const mod = await modContext.newPage();
  await signInToConsole(mod, 'moderator');
  await mod.goto('/admin/members');
  await mod.getByLabel(t('admin.members.search')).fill(user.email);
  await mod.getByRole('button', { name: t('admin.members.searchButton') }).click();
  await mod.getByRole('link', { name: member.name }).click();
  await expect(mod.getByRole('heading', { level: 1 })).toContainText(member.name);
  await mod.locator('#member-ban').fill('Asked members for money');
  await mod.getByRole('button', { name: t('admin.members.actions.banButton') }).click();
  await expect(mod.getByText(t('admin.members.actions.bannedDone'))).toBeVisible();
  await expect(mod.getByRole('button', { name: t('admin.members.actions.unbanButton') })).toBeVisible();

  // The member's next request ends on the ban page: the open page's own poll (the API answers
  // account_banned and the page leaves) or, if none came yet, the reload (proxy.ts redirects).
  await member.page.reload();
  await expect(member.page).toHaveURL(/\/pages\/ban$/);
  // The refused session is gone from the browser: a member page now asks for a login.
  await member.page.goto('/chats');
  await expect(member.page).toHaveURL(/\/login/);
  await member.page.goto('/login');
  await member.page.getByLabel(t('login.email')).fill(user.email);
  await member.page.getByLabel(t('login.password'), { exact: true }).fill('heartline-e2e-banned');
  await member.page.getByRole('button', { name: t('login.submit') }).click();
  const alert = member.page.locator('#login-error');
  await expect(alert).toContainText(t('errors.account_banned'));
  await alert.getByRole('link', { name: t('errors.account_banned_link') }).click();
  await expect(member.page).toHaveURL(/\/pages\/ban$/);
  await modContext.close();
  await member.context.close();
});
