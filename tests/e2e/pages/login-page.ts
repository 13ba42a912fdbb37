import { expect, type Locator, type Page } from '@playwright/test';
import { msg, msgPattern } from '../support/messages';
import type { Credentials } from '../support/accounts';

/** /login (or /<locale>/login): the login form and its error alert. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    const form = page.locator('main form');
    this.email = form.getByLabel(msg(locale, 'login.email'), { exact: true });
    this.password = form.getByLabel(msg(locale, 'login.password'), { exact: true });
    this.submit = form.getByRole('button', { name: msg(locale, 'login.submit'), exact: true });
    this.alert = form.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto(this.locale === 'en' ? '/login' : `/${this.locale}/login`);
    await expect(this.email).toBeVisible();
  }

  async fill(who: Credentials): Promise<void> {
    await this.email.fill(who.email);
    await this.password.fill(who.password);
  }

  /** Submits and waits for the answer of POST /api/user.php. */
  async attempt(who: Credentials): Promise<number> {
    await this.fill(who);
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith('/api/user.php') && r.request().method() === 'POST'),
      this.submit.click(),
    ]);
    return response.status();
  }

  /** Logs in and waits for the full page load the app does afterwards (window.location.assign). */
  async login(who: Credentials, landing: string | RegExp = /\/$/): Promise<void> {
    const status = await this.attempt(who);
    expect(status, `login of ${who.email}`).toBe(200);
    await this.page.waitForURL(landing);
  }

  async expectLoginFailed(): Promise<void> {
    await expect(this.alert).toHaveText(msg(this.locale, 'errors.login_failed'));
  }

  /** The block message; returns the minutes it names. */
  async expectBlocked(minutes?: number): Promise<number> {
    const pattern = msgPattern(this.locale, 'errors.account_blocked', { minutes: '(\\d+)' });
    await expect(this.alert).toHaveText(pattern);
    const shown = Number(pattern.exec((await this.alert.textContent())?.trim() ?? '')?.[1]);
    if (minutes !== undefined) expect(shown).toBe(minutes);
    return shown;
  }
}
