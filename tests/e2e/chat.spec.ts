import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { demoMember, signUpMember } from './support/members';
import { text } from './support/mail-flows';
import { ChatPage, ChatsPage } from './pages/chat-page';

// Issue 5 item 8 in the browser: the demo member (A) and a member who signs up in the test (B,
// activated through the mailbox) chat live in two browser contexts. B's unread count and tab
// title come from a fresh account, as the demo seed gives the demo member unread chats of its own.
// B's conversation list updates live; B's photo awaiting approval is not offered in the photo
// picker (sending approved photos is proved by the API tests), A sends a gift, and B spends the
// signup credits until the send footer shows the prompt to buy credits. A's text and gift spend
// the demo member's free messages and seeded credits: the
// test expects the fresh seeded database of playwright.config.ts (a reused server runs it once).

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);
/** A small real PNG, made here so no binary fixture is needed. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Gift = { id: number; slug: string; credits: number };

/** Sends gifts through the API, dearest first, until every gift is refused with 402. */
async function spendAllCredits(request: APIRequestContext, conversationId: number) {
  const gifts = (await (await request.get('/api/gifts.php')).json()) as Gift[] | { gifts: Gift[] };
  const list = (Array.isArray(gifts) ? gifts : gifts.gifts).sort((a, b) => b.credits - a.credits);
  for (const gift of list) {
    for (let i = 0; i < 100; i++) {
      const res = await request.post('/api/chat.php', {
        data: {
          conversation_id: conversationId,
          kind: 'gift',
          gift_id: gift.id,
          client_key: crypto.randomUUID(),
        },
      });
      if (res.status() === 402) break;
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
  }
}

test('two members chat live: unread count, tab title, typing, replies, no pending photo, a gift and the credits prompt', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const b = await signUpMember(browser, { tag: 'chat', namePrefix: 'Chatter', dateOfBirth: '1991-03-14' });
  const a = await demoMember(browser);
  const chatA = new ChatPage(a.page);
  const chatB = new ChatPage(b.page);
  const chatsB = new ChatsPage(b.page);

  // B waits on the conversations list with its event stream open, past the list's first refresh
  // (5 s after load), so the next poll is 60 s away and only the live stream can bring A's message.
  const streamOpen = b.page.waitForResponse((r) => r.url().endsWith('/api/chat-events.php'));
  const firstRefresh = b.page.waitForResponse(
    (r) => r.url().endsWith('/api/chats.php') && r.request().resourceType() !== 'document',
  );
  await chatsB.goto();
  await streamOpen;
  await firstRefresh;

  // A opens the chat from B's profile and writes first.
  const hello = `Hello ${b.name}, ${unique()}`;
  await chatA.openWith(b.profileId);
  await chatA.sendText(hello);
  await expect(chatA.sentBubble(hello)).toBeVisible();

  // B's list shows the unread conversation without a reload, and the tab title gets its prefix.
  await expect(chatsB.unreadBadge(a.name)).toHaveText('1');
  await expect(b.page).toHaveTitle(/^\((\d+|99\+)\) /);
  const unreadTotal = Number(/^\((\d+)\)/.exec(await b.page.title())?.[1]);
  expect(unreadTotal).toBeGreaterThanOrEqual(1);

  // Opening the conversation shows the message and clears the unread count (title count drops).
  await chatsB.item(a.name).click();
  await b.page.waitForURL(/\/chats\/\d+$/);
  const conversationId = Number(/\/chats\/(\d+)$/.exec(b.page.url())![1]);
  await expect(chatB.sentBubble(hello)).toBeVisible();
  await expect
    .poll(async () => Number(/^\((\d+)\)/.exec(await b.page.title())?.[1] ?? 0))
    .toBe(unreadTotal - 1);

  // A types: B sees the typing indicator without reloading.
  await chatA.textarea.pressSequentially('I am typ');
  await expect(chatB.typingIndicator).toHaveText(t('chat.typing', { name: a.name }));

  // B replies, A sees it live.
  const reply = `Hi ${a.name}, ${unique()}`;
  await chatB.sendText(reply);
  await expect(chatB.sentBubble(reply)).toBeVisible();
  await expect(chatA.sentBubble(reply)).toBeVisible();

  // B's photo, just uploaded, waits for approval: the photo picker does not offer it (moderation).
  const upload = await b.page.request.post('/api/photos.php', {
    multipart: { photo: { name: 'me.png', mimeType: 'image/png', buffer: await png(30, 140, 90) } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  await b.page.reload();
  await chatB.photoButton.click();
  await expect(chatB.photoPicker).toContainText(t('chat.photos.none'));
  await expect(chatB.photoPicker.getByRole('button', { name: t('chat.photos.photo', { n: 1 }) })).toHaveCount(
    0,
  );
  await b.page.keyboard.press('Escape');
  await expect(chatB.photoPicker).toBeHidden();

  // A sends a gift from the gift picker; both see the gift bubble.
  const roseBubble = t('chat.giftSent', { gift: t('gifts.rose') });
  await chatA.sendGift('rose');
  await expect(chatA.giftPicker).toBeHidden();
  await expect(chatA.sentBubble(roseBubble)).toHaveAttribute('data-kind', 'gift');
  await expect(chatB.sentBubble(roseBubble)).toHaveAttribute('data-kind', 'gift');

  // B spends the signup credits; the next gift is refused and the prompt links to /credits.
  await spendAllCredits(b.page.request, conversationId);
  await b.page.reload();
  await chatB.sendGift('rose');
  await expect(chatB.creditsPrompt).toBeVisible();
  await expect(chatB.creditsPrompt).toContainText(t('chat.credits.paidKind'));
  await expect(chatB.creditsPrompt.getByRole('link', { name: t('chat.credits.buy') })).toHaveAttribute(
    'href',
    /\/credits$/,
  );

  await a.context.close();
  await b.context.close();
});
