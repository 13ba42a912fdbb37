// The owner runs a site from the console, as a new owner would (issue 15, Proof): sign in with the
// authenticator code, start a site like Heartline on a host of its own, rename it, and the public
// site on that host shows the new name at once. The demo sites stay untouched (own host).
import { expect, test } from './fixtures';
import { signInToConsole } from './support/admin';
import { expectAccessible } from './support/axe';

test.describe('owner: sites', () => {
  test('creates a site like Heartline, renames it, and its public page shows the new name', async ({
    page,
    baseURL,
  }) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const host = `owner-e2e-${tag}.localhost`;
    const port = new URL(baseURL!).port;
    await signInToConsole(page, 'owner');

    await page.goto('/admin/sites');
    await expect(page.getByRole('heading', { name: 'Sites', level: 1 })).toBeVisible();
    await expect(page.getByTestId('site-row').filter({ hasText: 'Heartline' }).first()).toBeVisible();
    await expectAccessible(page, 'console: sites');

    await page.getByLabel('New site like').selectOption({ label: 'Heartline' });
    await page.getByLabel('Site name').fill(`Owner Copy ${tag}`);
    await page.getByLabel('First host').fill(host);
    await page.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByRole('heading', { name: `Settings of Owner Copy ${tag}` })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/sites\/\d+$/);
    const siteId = /\/admin\/sites\/(\d+)$/.exec(page.url())![1];
    await expect(page.getByRole('list', { name: 'Hosts of this site' })).toContainText(host);
    // Every section is a labelled group; the fictional warning is shown as on, and locked.
    await expect(page.getByRole('group', { name: 'Credits and messages' })).toBeVisible();
    await expect(page.getByLabel('Show the fictional profile warning')).toBeChecked();
    await expect(page.getByLabel('Show the fictional profile warning')).toBeDisabled();
    await expectAccessible(page, 'console: site settings');

    // A refused value is shown at its field, nothing saved.
    await page.getByLabel('Credits per message').fill('-3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Not saved: check the marked fields.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Credits per message')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Credits per message').fill('2');

    const renamed = `Renamed ${tag}`;
    await page.getByLabel('Site name').fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Settings of ${renamed}` })).toBeVisible();

    // The public site on that host: the new name, without a restart.
    const publicPage = await page.context().newPage();
    await publicPage.goto(`http://${host}:${port}/`);
    await expect(publicPage).toHaveTitle(new RegExp(`^${renamed}:`));
    // From the page (the browser resolves *.localhost; Node's resolver does not).
    const settings = await publicPage.evaluate(() => fetch('/api/settings.php').then((r) => r.json()));
    expect(settings).toMatchObject({ name: renamed, domain: host, message_credits: 2 });

    // The audit log has both steps of this site, newest first, the rename as before/after.
    await page.goto(`/admin/audit?action=site&targetType=site&targetId=${siteId}`);
    const rows = page.getByTestId('audit-row');
    await expect(rows).toHaveCount(2); // the create and the rename (the refused save wrote nothing)
    await expect(rows.nth(0)).toContainText('site.update');
    await expect(rows.nth(0)).toContainText(renamed);
    await expect(rows.nth(0)).toContainText(`Owner Copy ${tag}`);
    await expect(rows.nth(1)).toContainText('site.create');
    await expectAccessible(page, 'console: audit log');
  });

  test('the owner makes a staff account and sees its secrets once', async ({ page }) => {
    await signInToConsole(page, 'owner');
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    const email = `e2e-${Math.random().toString(36).slice(2, 8)}@staff.test`;
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Name', { exact: true }).fill('E2E Operator');
    await page.getByLabel('Role').selectOption('operator');
    await page.getByRole('button', { name: 'Create account' }).click();
    const secrets = page.getByTestId('staff-secrets');
    await expect(secrets).toContainText(`Sign-in details of ${email}`);
    await expect(page.getByTestId('staff-totp-secret')).toHaveText(/^[A-Z2-7]{16,}$/);
    await expect(
      secrets.getByRole('img', { name: `QR code for the authenticator app of ${email}` }),
    ).toBeVisible();
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText('Active');
    await expectAccessible(page, 'console: staff');
    await secrets.getByRole('button', { name: 'Done, hide' }).click();
    await expect(secrets).toHaveCount(0);
    await page.getByRole('button', { name: `Disable ${email}` }).click();
    await expect(page.getByTestId('staff-row').filter({ hasText: email })).toContainText('Disabled');
  });
});
