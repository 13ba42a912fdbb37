import { expect, test } from './fixtures';
import { EntryWarning } from './pages/entry-warning';
import { SignupFlowPage } from './pages/signup-page';
import { text } from './support/mail-flows';
import { msg } from './support/messages';

// Issue 11, item 11 (spec §3 signupFlowEmbeddedSiteEntryWarning): a visitor who opens the signup
// before accepting the site-entry warning gets it as the first step of the signup flow, not as
// a second modal; accepting it there is the acceptance the standalone warning stores. The demo
// site's first country is NL, so the empty layout of /signup has the warning (NL and DE only).
test.use({ entryWarningAccepted: false });

test('a fresh visitor on /signup accepts the warning as the first step, then signs up; it stays away after', async ({
  page,
}) => {
  const flow = new SignupFlowPage(page);
  const dialogWarning = new EntryWarning(page);
  await page.goto('/signup');

  const step = page.getByRole('main').getByRole('region', { name: msg('en', 'entryWarning.title') });
  await expect(step).toBeVisible();
  await expect(step).toContainText(msg('en', 'entryWarning.body', { site: 'Heartline' }));
  await expect(step.getByRole('link', { name: msg('en', 'entryWarning.leave'), exact: true })).toBeVisible();
  // No modal: neither the standalone warning nor any other dialog covers the page.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(flow.dateOfBirth()).toHaveCount(0);

  await step.getByRole('button', { name: msg('en', 'entryWarning.enter'), exact: true }).click();
  await expect(step).toBeHidden();
  await expect(page.getByLabel(flow.t('signup.form.email'), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('heartline-ui'))).toMatch(
    /"entryWarningAcceptedAt":\d+/,
  );

  // The same acceptance as the standalone warning: the home page shows no warning now.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(dialogWarning.dialog).toHaveCount(0);
});

test('the signup modal opened under the standalone warning takes the warning over as its first step', async ({
  page,
  entryWarning,
}) => {
  await page.goto('/');
  await expect(entryWarning.dialog).toBeVisible();

  // The top bar's signup link sits under the warning's backdrop (and is hidden from assistive
  // technology while the modal is up): a script, or a click that got through, opens the signup.
  await page.locator('header.navbar a[href$="/signup"]').dispatchEvent('click');
  const modal = page.getByRole('dialog', { name: text('en', 'signup.modal.title') });
  await expect(modal).toBeVisible();
  const step = modal.getByRole('region', { name: msg('en', 'entryWarning.title') });
  await expect(step).toBeVisible();
  await expect(entryWarning.dialog).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await step.getByRole('button', { name: msg('en', 'entryWarning.enter'), exact: true }).click();
  await expect(modal.getByLabel(text('en', 'signup.form.email'), { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: text('en', 'signup.modal.close') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // /signup after a reload: accepted once, the flow starts with the form.
  await page.goto('/signup');
  await expect(page.getByLabel(text('en', 'signup.form.email'), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: msg('en', 'entryWarning.title') })).toHaveCount(0);
});
