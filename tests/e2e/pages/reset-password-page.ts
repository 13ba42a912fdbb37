import { expect, type Locator, type Page } from '@playwright/test';
import { text } from '../support/mail-flows';

/** /reset-password (ask for the mail) and /reset-password/do (the mailed link: a new password). */
export class ResetPasswordPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly passwordConfirm: Locator;
  readonly status: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    this.email = page.getByLabel(text(locale, 'resetPassword.email'), { exact: true });
    this.password = page.getByLabel(text(locale, 'resetPassword.password'), { exact: true });
    this.passwordConfirm = page.getByLabel(text(locale, 'resetPassword.passwordConfirm'), { exact: true });
    this.status = page.locator('main').getByRole('status');
  }

  /** Asks for the reset mail and waits for the "we sent a link to …" notice. */
  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.page.getByRole('button', { name: text(this.locale, 'resetPassword.submit') }).click();
    await expect(this.status).toContainText(email);
  }

  /** Opens the mailed link, sets a new password and waits for the confirmation. */
  async choose(link: string, password: string): Promise<void> {
    await this.page.goto(link);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(
      text(this.locale, 'resetPassword.doTitle'),
    );
    await this.password.fill(password);
    await this.passwordConfirm.fill(password);
    await this.page.getByRole('button', { name: text(this.locale, 'resetPassword.save') }).click();
    await expect(this.status).toContainText(text(this.locale, 'resetPassword.done'));
  }
}
