import type { Browser, Page } from '@playwright/test';
import { expect, test, UI_STORE_KEY, watchMissingMessages } from './fixtures';
import { signInToConsole } from './support/admin';
import { linkInMail, newestMail } from './support/mail-flows';
import { expectAccessible } from './support/axe';

// The owner's money console as a new owner would use it (issue 15, Proof): on a site of its own
// (made like Heartline, so no other test sees its prices or codes), the owner changes a package
// price and creates a discount code; a new member of that site then sees the new price on
// /credits, enters the code and pays the discounted amount on the test provider's checkout.

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** A member's browser on the site's own host, the entry warning accepted. */
async function memberOn(browser: Browser, host: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://${host}:${PORT}` });
  watchMissingMessages(context);
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(
        key,
        JSON.stringify({ state: { entryWarningAcceptedAt: Date.now() }, version: 0 }),
      );
    } catch {
      // about:blank has no storage.
    }
  }, UI_STORE_KEY);
  return context.newPage();
}

test('the owner changes a price and makes a code; a member of that site sees the price and pays with the code', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const host = `money-e2e-${tag}.localhost`;

  await signInToConsole(page, 'owner');
  const sites = (await (await page.request.get('/api/admin/sites')).json()) as {
    sites: { id: number; hosts: string[] }[];
  };
  const heartline = sites.sites.find((s) => s.hosts.includes('localhost'))!;
  const made = await page.request.post('/api/admin/sites', {
    data: { fromSiteId: heartline.id, name: `Money ${tag}`, host },
  });
  expect(made.status(), await made.text()).toBeLessThan(300);
  const siteId = ((await made.json()) as { site: { id: number } }).site.id;

  // Packages: the p1 package gets a new euro price.
  await page.goto(`/admin/packages?site=${siteId}`);
  await expect(page.getByRole('heading', { name: 'Packages and prices' })).toBeVisible();
  await expectAccessible(page, '/admin/packages');
  await page.getByRole('link', { name: /^Edit the p1 package/ }).click();
  const form = page.getByTestId('package-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Price in EUR').fill('12.34');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const p1Row = page
    .getByTestId('packages-table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'p1' }) });
  await expect(p1Row).toContainText('€12.34');

  // Codes: one code, 40 % (more than the new member's 25 % welcome bonus, so the code applies).
  const code = `MONEY${tag.toUpperCase()}`.slice(0, 40);
  await page.goto(`/admin/codes?site=${siteId}`);
  await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
  const codeForm = page.getByTestId('code-form');
  await codeForm.getByLabel('Code', { exact: true }).fill(code);
  await codeForm.getByLabel('Discount %').fill('40');
  await codeForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('code-created')).toHaveText(`Code ${code} created.`);
  await expect(page.getByTestId(`code-row-${code}`)).toContainText('0 of ∞');
  await expectAccessible(page, '/admin/codes');

  // A new member of that site: signs up there (the browser's own requests: only Chromium resolves
  // *.localhost) and opens the activation link from the outbox.
  const member = await memberOn(browser, host);
  const email = `e2e-money-${tag}@heartline.local`;
  await member.goto('/');
  const signup = await member.evaluate(
    async (body) => {
      const res = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    {
      email,
      name: `Payer${tag.slice(-5)}`,
      password: 'heartline-e2e-money',
      date_of_birth: '1988-03-04',
      gender: 'female',
      interest: 'men',
      country: 'NL',
    },
  );
  expect(signup.status, signup.text).toBe(201);
  const mail = await newestMail(page.request, email);
  const link = new URL(await linkInMail(page.request, mail.id, '/api/activate.php'));
  await member.goto(link.pathname + link.search);
  await expect
    .poll(() =>
      member.evaluate(
        async () => ((await (await fetch('/api/user.php')).json()) as { status?: string }).status,
      ),
    )
    .toBe('confirmed');

  await member.goto('/credits');
  const p1 = member.getByTestId('packages').getByTestId('package-p1');
  await expect(p1).toContainText('12.34');
  await member.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Apply' }).click();
  await expect(member.getByTestId('applied-discount')).toContainText('40%');
  // 12.34 less 40 % (4.94): 7.40.
  await expect(p1).toContainText('7.40');
  await p1.getByRole('link').click();
  await member.waitForURL(/\/credits\/\d+$/);
  await member.getByTestId('payment-methods').getByTestId('method-creditcard').click();
  await member.getByRole('button', { name: /^Pay / }).click();
  await member.waitForURL(/\/test-checkout\//);
  await expect(member.getByText('Amount: €7.40')).toBeVisible();
  await member.locator('button[data-outcome="paid"]').click();
  await member.waitForURL(/\/transactions\/\d+/);
  await expect(member.getByTestId('payment-completed')).toContainText(/credits added/);

  // The owner sees the paid order with the code, and the code's use.
  const orderId = Number(/\/transactions\/(\d+)/.exec(member.url())![1]);
  await page.goto(`/admin/orders?site=${siteId}`);
  await expect(page.getByTestId('orders-table')).toContainText(code);
  await page.getByRole('link', { name: `Open order ${orderId}` }).click();
  await expect(page.getByTestId('order-facts')).toContainText('€7.40');
  await expect(page.getByTestId('provider-state')).toContainText('Status paid');
  await expectAccessible(page, '/admin/orders/{id}');

  // A manual refund with a reason: the credits come back off the member's balance.
  const refund = page.getByTestId('manual-refund');
  await refund.getByLabel('Reason (kept in the audit log)').fill('Asked by e-mail');
  page.once('dialog', (d) => void d.accept());
  await refund.getByRole('button', { name: 'Refund' }).click();
  // The page refreshes: the refund request is listed and nothing is left to refund.
  await expect(page.getByTestId('refund-requests')).toContainText('Refunded');
  await expect(page.getByText('Nothing of this order can be refunded.')).toBeVisible();
  await expect(page.getByTestId('order-facts')).toContainText('Refunded');

  await page.goto(`/admin/codes?site=${siteId}&q=${code}`);
  await expect(page.getByTestId(`code-row-${code}`)).toContainText('1 of ∞');

  // Direct debit: an IBAN written with spaces is blocked as the checks compare it.
  await page.goto(`/admin/orders/direct-debit?site=${siteId}`);
  const block = page.getByTestId('block-form');
  await block.getByLabel('Kind').selectOption('iban');
  await block.getByLabel('Value').fill('nl91 abna 0417 1643 00');
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByTestId('blocks-table')).toContainText('NL91ABNA0417164300');
  await expectAccessible(page, '/admin/orders/direct-debit');
  await member.context().close();
});
