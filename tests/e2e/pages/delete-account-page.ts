import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './own-profile-page';

/** /settings/delete-account and the pages after it (/account-deleted, /account-restore). */
export class DeleteAccountPage {
  readonly password: Locator;
  readonly submit: Locator;
  readonly offerHeading: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    this.password = page.getByLabel(text(locale, 'deleteAccount.passwordLabel'), { exact: true });
    this.submit = page.getByRole('button', { name: text(locale, 'deleteAccount.submit'), exact: true });
    this.offerHeading = page.getByRole('heading', {
      name: text(locale, 'deleteAccount.offerTitle', { percent: 25 }),
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings/delete-account');
    await expect(
      this.page.getByRole('heading', { level: 1, name: text(this.locale, 'deleteAccount.title') }),
    ).toBeVisible();
  }

  /**
   * Confirms with the password; where the site makes an offer to stay it appears now (the
   * confirmed attempt unlocks it) and is declined with "delete anyway".
   */
  async deleteWith(password: string, { offer = true } = {}): Promise<void> {
    await this.password.fill(password);
    await this.submit.click();
    if (offer) {
      await expect(this.offerHeading).toBeVisible();
      await this.page
        .getByRole('button', { name: text(this.locale, 'deleteAccount.deleteAnyway'), exact: true })
        .click();
    }
    await this.page.waitForURL(/\/account-deleted$/);
    await expect(
      this.page.getByRole('heading', { level: 1, name: text(this.locale, 'accountDeleted.title') }),
    ).toBeVisible();
  }

  /** Opens the mailed undo link and presses the restore button; lands on /profile, logged in. */
  async restoreFrom(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(
      this.page.getByRole('heading', { level: 1, name: text(this.locale, 'accountRestore.title') }),
    ).toBeVisible();
    await this.page
      .getByRole('button', { name: text(this.locale, 'accountRestore.submit'), exact: true })
      .click();
    await this.page.waitForURL(/\/profile$/);
  }
}
