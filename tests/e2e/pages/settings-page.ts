import { expect, type Locator, type Page } from '@playwright/test';
import { text } from '../support/mail-flows';

/** /settings: the e-mail change form (and the page that confirms it, /mail-change/do). */
export class SettingsPage {
  readonly emailForm: Locator;
  readonly deleteLink: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    this.emailForm = page.locator('form[aria-labelledby="settings-email-title"]');
    this.deleteLink = page.getByRole('link', { name: text(locale, 'settings.deleteLink'), exact: true });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/settings$/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(
      text(this.locale, 'settings.title'),
    );
  }

  /** The "current address" line of the account section. */
  currentEmail(email: string): Locator {
    return this.page.getByText(text(this.locale, 'settings.currentEmail', { email }), { exact: true });
  }

  /** Asks to move to `email` (the password is required) and waits for "we sent a link". */
  async requestEmailChange(email: string, password: string): Promise<void> {
    const form = this.emailForm;
    await form.getByLabel(text(this.locale, 'settings.newEmail'), { exact: true }).fill(email);
    await form.getByLabel(text(this.locale, 'settings.emailPassword'), { exact: true }).fill(password);
    await form.getByRole('button', { name: text(this.locale, 'settings.emailSave') }).click();
    await expect(form.getByRole('status')).toContainText(email);
  }

  /** Opens the mailed /mail-change/do link and confirms the new address there. */
  async confirmEmailChange(link: string, email: string): Promise<void> {
    await this.page.goto(link);
    const main = this.page.locator('main');
    await expect(main).toContainText(email);
    await this.page.getByRole('button', { name: text(this.locale, 'mailChange.confirm') }).click();
    await expect(main.getByRole('status')).toContainText(email);
  }
}
