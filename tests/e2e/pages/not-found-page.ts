import type { Locator, Page } from '@playwright/test';
import { msg } from '../support/messages';

/** The localized 404 page. */
export class NotFoundPage {
  readonly heading: Locator;
  readonly text: Locator;
  readonly homeLink: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    const main = page.locator('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.text = main.getByText(msg(locale, 'notFound.text'), { exact: true });
    this.homeLink = main.getByRole('link', { name: msg(locale, 'notFound.home'), exact: true });
  }
}
