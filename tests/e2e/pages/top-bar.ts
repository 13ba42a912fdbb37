import { expect, type Locator, type Page } from '@playwright/test';
import { msg } from '../support/messages';

/** The default layout's top bar: logged-out and member variants, language and account menus. */
export class TopBar {
  readonly root: Locator;
  readonly languageToggle: Locator;
  readonly accountToggle: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    this.root = page.locator('header.navbar');
    // react-bootstrap's NavDropdown puts the id on its toggle.
    this.languageToggle = page.locator('#language-dropdown');
    this.accountToggle = page.locator('#account-dropdown');
  }

  /** The same bar read in another locale (after a language switch). */
  in(locale: string): TopBar {
    return new TopBar(this.page, locale);
  }

  get loginLink(): Locator {
    return this.root.getByRole('link', { name: msg(this.locale, 'nav.login'), exact: true });
  }

  get messagesLink(): Locator {
    return this.root.getByRole('link', { name: msg(this.locale, 'nav.messages') });
  }

  get likesLink(): Locator {
    return this.root.getByRole('link', { name: msg(this.locale, 'nav.likes') });
  }

  /** A language in the open dropdown, by its endonym (English, Nederlands, Deutsch …). */
  languageOption(endonym: string): Locator {
    return this.root.getByRole('button', { name: endonym, exact: true });
  }

  async chooseLanguage(endonym: string): Promise<void> {
    await this.languageToggle.click();
    const option = this.languageOption(endonym);
    await expect(option).toBeVisible();
    await option.click();
  }

  accountItem(key: 'myProfile' | 'settings' | 'logout'): Locator {
    const name = msg(this.locale, `nav.${key}`);
    return key === 'logout'
      ? this.root.getByRole('button', { name, exact: true })
      : this.root.getByRole('link', { name, exact: true });
  }

  async openAccountMenu(): Promise<void> {
    await this.accountToggle.click();
    await expect(this.accountItem('logout')).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.openAccountMenu();
    // Logging out ends in a full load of the home page (components/layout/account-dropdown.tsx):
    // wait for it, or the next step's navigation races it and is interrupted.
    const loaded = this.page.waitForEvent('load');
    await this.accountItem('logout').click();
    await loaded;
    await expect(this.loginLink).toBeVisible();
  }

  async expectLoggedIn(): Promise<void> {
    await expect(this.messagesLink).toBeVisible();
    await expect(this.likesLink).toBeVisible();
    await expect(this.accountToggle).toBeVisible();
    await expect(this.loginLink).toHaveCount(0);
  }

  async expectLoggedOut(): Promise<void> {
    await expect(this.loginLink).toBeVisible();
    await expect(this.accountToggle).toHaveCount(0);
    await expect(this.messagesLink).toHaveCount(0);
  }
}
