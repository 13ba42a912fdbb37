import { expect, type Locator, type Page } from '@playwright/test';
import { text } from '../support/mail-flows';

/** /dev/mailbox: the outbox list and one mail (HTML frame + text version). */
export class MailboxPage {
  readonly heading: Locator;
  readonly mailText: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.mailText = page.getByTestId('mail-text');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dev/mailbox');
    await expect(this.heading).toHaveText(text('en', 'mailbox.title'));
  }

  /** Opens the newest mail to `to` with `subject` from the list (rows are newest first). */
  async open(to: string, subject: string): Promise<void> {
    const row = this.page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    await row.getByRole('link', { name: subject }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(subject);
    await expect(this.page.getByTestId('mail-to')).toHaveText(to);
    // The HTML version is shown too, in a sandboxed frame.
    await expect(this.page.locator('iframe[sandbox]')).toBeVisible();
  }

  /** The link in the open mail's text version whose path contains `pathPart`. */
  async link(pathPart: string): Promise<string> {
    const body = (await this.mailText.textContent()) ?? '';
    const link = body.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart));
    if (!link) throw new Error(`no ${pathPart} link in the open mail`);
    return link;
  }
}
