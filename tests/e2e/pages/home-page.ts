import { expect, type Locator, type Page } from '@playwright/test';
import { msg } from '../support/messages';

/** The home page, logged-out variant: hero, calls to action, footer links. */
export class HomePage {
  readonly heroTitle: Locator;
  readonly signupCta: Locator;
  readonly loginCta: Locator;
  readonly footer: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    const main = page.locator('main#main');
    this.heroTitle = main.getByRole('heading', { level: 1 });
    this.signupCta = main.getByRole('link', { name: msg(locale, 'home.signupCta'), exact: true });
    this.loginCta = main.getByRole('link', { name: msg(locale, 'home.loginCta'), exact: true });
    this.footer = page.locator('footer');
  }

  /** The path of the home page in this locale (en has no prefix). */
  get path(): string {
    return this.locale === 'en' ? '/' : `/${this.locale}`;
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
  }

  footerLink(key: string): Locator {
    return this.footer.getByRole('link', { name: msg(this.locale, `footer.${key}`), exact: true });
  }

  async expectLoggedOutHome(): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.locale);
    await expect(this.heroTitle).toHaveText(msg(this.locale, 'home.heroTitle'));
    await expect(this.signupCta).toBeVisible();
    await expect(this.loginCta).toBeVisible();
  }
}
