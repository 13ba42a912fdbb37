import { expect, type Locator, type Page } from '@playwright/test';
import { text } from '../support/mail-flows';

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);

/** /members: the filters, the result cards and paging. */
export class MembersPage {
  readonly filters: Locator;
  readonly cards: Locator;
  readonly count: Locator;
  readonly more: Locator;

  constructor(readonly page: Page) {
    this.filters = page.getByTestId('search-filters');
    this.cards = page.getByTestId('search-results').getByTestId('member-card');
    this.count = page.getByTestId('search-count');
    this.more = page.getByRole('button', { name: t('members.more') });
  }

  async goto() {
    await this.page.goto('/members');
    await expect(this.page.getByRole('heading', { level: 1, name: t('members.title') })).toBeVisible();
  }

  field(key: 'gender' | 'country' | 'region' | 'minAge' | 'maxAge'): Locator {
    return this.filters.getByLabel(t(`members.${key}`), { exact: true });
  }

  async search() {
    await this.filters.getByRole('button', { name: t('members.search') }).click();
  }

  async clear() {
    await this.filters.getByRole('button', { name: t('members.clear') }).click();
  }

  /** The profile ids of the cards shown, in order. */
  async ids(): Promise<number[]> {
    return await this.cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-profile-id'))));
  }
}
