import { expect, type Locator, type Page } from '@playwright/test';
import { msg } from '../support/messages';

/** /swipe-game: the top card, the like/pass buttons, the live region and the quota message. */
export class SwipeGamePage {
  readonly card: Locator;
  readonly announcer: Locator;
  readonly likesLeft: Locator;
  readonly quota: Locator;

  constructor(
    readonly page: Page,
    readonly locale = 'en',
  ) {
    this.card = page.getByTestId('swipe-card');
    this.announcer = page.getByTestId('swipe-announcer');
    this.likesLeft = page.getByTestId('likes-left');
    this.quota = page.getByTestId('swipe-quota');
  }

  async goto(): Promise<void> {
    await this.page.goto('/swipe-game');
    await expect(
      this.page.getByRole('heading', { level: 1, name: msg(this.locale, 'swipe.title') }),
    ).toBeVisible();
  }

  /** The name on the top card (its accessible name is "{name}, {age}"). */
  async currentName(): Promise<string> {
    const label = await this.card.getAttribute('aria-label');
    return label!.replace(/, \d+$/, '');
  }

  likeButton(name: string): Locator {
    return this.page.getByRole('button', { name: msg(this.locale, 'swipe.likeLabel', { name }) });
  }

  passButton(name: string): Locator {
    return this.page.getByRole('button', { name: msg(this.locale, 'swipe.passLabel', { name }) });
  }

  /** Drags the top card horizontally with the mouse (pointer events), in small steps like a hand. */
  async dragCard(dx: number): Promise<void> {
    const box = (await this.card.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 3;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y, { steps: 12 });
    await this.page.mouse.up();
  }

  async expectAnnounced(key: 'liked' | 'passed', name: string): Promise<void> {
    await expect(this.announcer).toHaveText(msg(this.locale, `swipe.${key}`, { name }));
  }

  /** Waits until the card shows someone other than `name` (the deck moved on). */
  async expectNextCard(name: string): Promise<void> {
    await expect(this.card).not.toHaveAttribute(
      'aria-label',
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
    );
  }
}
