import { expect, test } from './fixtures';
import { text } from './support/mail-flows';
import { SignupFlowPage } from './pages/signup-page';

// Issue 11, item 4: the signup's date of birth is day, month and year selects in the order the
// site's language writes dates, with month names in that language (not the browser's
// mm/dd/yyyy), and the schema's age limit still applies. The browser clock is fixed so "18
// tomorrow" is the same date on every run.

const TODAY = new Date('2026-06-15T12:00:00');

test('the English site asks day, month, year with English month names, and refuses 18 tomorrow', async ({
  page,
}) => {
  await page.clock.setFixedTime(TODAY);
  const flow = new SignupFlowPage(page);
  await page.goto('/signup');
  const dob = flow.dateOfBirth();
  await expect(dob.getByRole('combobox')).toHaveCount(3);
  const labels = await dob
    .getByRole('combobox')
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).labels?.[0]?.textContent));
  expect(labels).toEqual(['Day', 'Month', 'Year']);
  const month = dob.getByLabel('Month', { exact: true });
  await expect(month.locator('option').nth(3)).toHaveText('March');
  // No native date input is left in the form.
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  await flow.chooseDateOfBirth('2008-06-16');
  await flow.submitAccount();
  await expect(page.getByText(flow.t('signup.errors.too_young', { age: 18 }))).toBeVisible();

  await flow.chooseDateOfBirth('2008-06-15');
  await flow.submitAccount();
  await expect(page.getByText(flow.t('signup.errors.too_young', { age: 18 }))).toBeHidden();
  await expect(page.getByText(flow.t('signup.errors.date_of_birth_invalid'))).toBeHidden();
});

test('the German site asks Tag, Monat, Jahr with German month names', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://de.localhost:${port}/de/signup`);
  const flow = new SignupFlowPage(page);
  const dob = flow.dateOfBirth('de');
  // The selects are read at once below: wait until the form has rendered them.
  await expect(dob.getByRole('combobox')).toHaveCount(3);
  const labels = await dob
    .getByRole('combobox')
    .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).labels?.[0]?.textContent));
  expect(labels).toEqual([
    text('de', 'signup.form.day'),
    text('de', 'signup.form.month'),
    text('de', 'signup.form.year'),
  ]);
  await flow.chooseDateOfBirth('1990-03-05', 'de');
  await expect(
    dob.getByLabel(text('de', 'signup.form.month'), { exact: true }).locator('option:checked'),
  ).toHaveText('März');
});
