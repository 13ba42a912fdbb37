import type { Locator, Page } from '@playwright/test';
import { text } from '../support/mail-flows';

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);

/** The conversation screen (/members/{id}/chat, /chats/{id}): components/chat/chat-view.tsx. */
export class ChatPage {
  readonly textarea: Locator;
  readonly sendButton: Locator;
  readonly giftButton: Locator;
  readonly giftPicker: Locator;
  readonly photoButton: Locator;
  readonly photoPicker: Locator;
  readonly typingIndicator: Locator;
  readonly creditsPrompt: Locator;

  constructor(readonly page: Page) {
    this.textarea = page.getByRole('textbox', { name: t('chat.footer.label') });
    this.sendButton = page.getByRole('button', { name: t('chat.footer.send'), exact: true });
    this.giftButton = page.getByRole('button', { name: t('chat.footer.gift') });
    this.giftPicker = page.getByRole('dialog', { name: t('chat.giftPicker.title') });
    this.photoButton = page.getByRole('button', { name: t('chat.footer.photo') });
    this.photoPicker = page.getByRole('dialog', { name: t('chat.photos.title') });
    this.typingIndicator = page.getByTestId('typing-indicator');
    this.creditsPrompt = page.getByTestId('credits-prompt');
  }

  async openWith(profileId: number) {
    await this.page.goto(`/members/${profileId}/chat`);
  }

  bubble(content: string): Locator {
    return this.page.getByTestId('message-bubble').filter({ hasText: content });
  }

  /** A stored (not optimistic) bubble: its time replaces "Sending…". */
  sentBubble(content: string): Locator {
    return this.bubble(content).filter({ has: this.page.locator('time') });
  }

  async sendText(body: string) {
    await this.textarea.fill(body);
    await this.sendButton.click();
  }

  /** Opens the gift picker and picks a gift by its translated name. */
  async sendGift(slug: string) {
    await this.giftButton.click();
    await this.giftPicker
      .getByRole('button')
      .filter({ hasText: t(`gifts.${slug}`) })
      .click();
  }

  /** Opens the photo picker and sends the member's n-th photo (1-based) as an image message. */
  async sendPhoto(n = 1) {
    await this.photoButton.click();
    await this.photoPicker.getByRole('button', { name: t('chat.photos.photo', { n }) }).click();
  }

  /** Stored image bubbles (with their time), newest last. */
  imageBubbles(): Locator {
    return this.page
      .getByTestId('message-bubble')
      .and(this.page.locator('[data-kind="image"]'))
      .filter({ has: this.page.locator('time') });
  }
}

/** The conversations list (/chats): components/chat/chat-list-item.tsx. */
export class ChatsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/chats');
  }

  item(partnerName: string): Locator {
    return this.page.getByTestId('chat-list-item').filter({ hasText: partnerName });
  }

  /** The visible number in an entry's unread badge. */
  unreadBadge(partnerName: string): Locator {
    return this.item(partnerName).locator('.badge [aria-hidden="true"]');
  }
}
