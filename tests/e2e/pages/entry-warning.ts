import type { Locator, Page } from '@playwright/test';
import { msg } from '../support/messages';

/** The site-entry warning: a modal dialog for logged-out visitors on the default layout. */
export class EntryWarning {
  readonly dialog: Locator;
  readonly enter: Locator;
  readonly leave: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    this.dialog = page.getByRole('dialog', { name: msg(locale, 'entryWarning.title') });
    this.enter = this.dialog.getByRole('button', { name: msg(locale, 'entryWarning.enter'), exact: true });
    this.leave = this.dialog.getByRole('link', { name: msg(locale, 'entryWarning.leave'), exact: true });
  }
}
