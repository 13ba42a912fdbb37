import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpMember, type Member } from './support/members';
import { text } from './support/mail-flows';
import { expectAccessible } from './support/axe';
import { ChatPage, ChatsPage } from './pages/chat-page';

// Issue 11, items 2 and 6, with two members who sign up in the test (so nothing else counts in
// their tab titles, and the demo member's credits stay for chat.spec.ts). Item 2: a reply that
// arrives in the conversation A has open and visible is read at once (list, tab title, server);
// with A's tab hidden it stays unread until the tab is shown. Item 6: "Block {name}" in the chat
// header is a button of the purple bar, not a link on a white pill.

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Emulates the tab going to the background or coming back (what the browser does on a tab switch). */
async function setVisibility(page: Page, state: 'visible' | 'hidden') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** The server's unread count of one conversation for the member of `page`. */
async function serverUnread(page: Page, conversationId: number): Promise<number> {
  const body = (await (await page.request.get('/api/chats.php')).json()) as {
    chats: { conversation: { id: number }; num_unread_messages: number }[];
  };
  return body.chats.find((c) => c.conversation.id === conversationId)?.num_unread_messages ?? -1;
}

/** B writes first; A opens the conversation from the list and keeps it open. */
async function openConversation(a: Member, b: Member) {
  const chatB = new ChatPage(b.page);
  await chatB.openWith(a.profileId);
  await chatB.sendText(`Hello ${a.name}, ${unique()}`);
  await expect(chatB.bubble(`Hello ${a.name}`).locator('time')).toBeVisible();

  const chatsA = new ChatsPage(a.page);
  await chatsA.goto();
  await chatsA.item(b.name).click();
  await a.page.waitForURL(/\/chats\/\d+$/);
  const conversationId = Number(/\/chats\/(\d+)$/.exec(a.page.url())![1]);
  // The live stream is open and the opening has been read.
  await expect.poll(() => serverUnread(a.page, conversationId)).toBe(0);
  return { chatA: new ChatPage(a.page), chatB, chatsA, conversationId };
}

test('a reply in the open, visible conversation is read at once; in a hidden tab only once it is shown', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await signUpMember(browser, { tag: 'read-a', namePrefix: 'Reader', dateOfBirth: '1990-05-05' });
  const b = await signUpMember(browser, { tag: 'read-b', namePrefix: 'Writer', dateOfBirth: '1991-06-06' });
  const streamOpen = a.page.waitForResponse((r) => r.url().endsWith('/api/chat-events.php'));
  const { chatA, chatB, chatsA, conversationId } = await openConversation(a, b);
  await streamOpen;
  await expect(a.page).not.toHaveTitle(/^\(/);

  // Visible: the reply shows, the list beside it has no unread badge, the title no "(1)".
  const reply = `First reply ${unique()}`;
  await chatB.sendText(reply);
  await expect(chatA.sentBubble(reply)).toBeVisible();
  await expect.poll(() => serverUnread(a.page, conversationId)).toBe(0);
  await expect(chatsA.unreadBadge(b.name)).toHaveCount(0);
  await expect(a.page).not.toHaveTitle(/^\(/);

  // Hidden: the reply arrives (live) but stays unread: list, title and server count it.
  const reads: string[] = [];
  a.page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/api/chat.php')) reads.push(r.url());
  });
  await setVisibility(a.page, 'hidden');
  const hiddenReply = `While away ${unique()}`;
  await chatB.sendText(hiddenReply);
  await expect(chatA.sentBubble(hiddenReply)).toBeVisible();
  await expect(a.page).toHaveTitle(/^\(1\) /);
  await expect(chatsA.unreadBadge(b.name)).toHaveText('1');
  expect(await serverUnread(a.page, conversationId)).toBe(1);
  expect(reads).toEqual([]);

  // Shown again: read at once.
  await setVisibility(a.page, 'visible');
  await expect(a.page).not.toHaveTitle(/^\(/);
  await expect(chatsA.unreadBadge(b.name)).toHaveCount(0);
  await expect.poll(() => serverUnread(a.page, conversationId)).toBe(0);
  expect(reads.length).toBeGreaterThanOrEqual(1);

  await a.context.close();
  await b.context.close();
});

test('the chat header’s "Block {name}" is a button of the purple bar, and the page passes axe', async ({
  browser,
}) => {
  const a = await signUpMember(browser, { tag: 'header-a', namePrefix: 'Header', dateOfBirth: '1990-07-07' });
  const b = await signUpMember(browser, {
    tag: 'header-b',
    namePrefix: 'Partner',
    dateOfBirth: '1991-08-08',
  });
  await openConversation(a, b);

  const bar = a.page.getByTestId('chat-top-bar');
  const block = bar.getByRole('button', { name: t('blocks.block', { name: b.name }), exact: true });
  await expect(block).toBeVisible();
  await expect(bar.getByRole('link', { name: t('blocks.block', { name: b.name }) })).toHaveCount(0);
  const look = await block.evaluate((el) => {
    const style = getComputedStyle(el);
    const parent = getComputedStyle(el.parentElement!);
    return {
      decoration: style.textDecorationLine,
      color: style.color,
      background: style.backgroundColor,
      border: style.borderTopColor,
      parentBackground: parent.backgroundColor,
      parentIsBar: el.parentElement?.getAttribute('data-testid') === 'chat-top-bar',
    };
  });
  // Not a link: no underline, light text (Bootstrap's light, not red) outlined in the same
  // colour, no white pill behind it; it sits on the bar itself.
  const light = /^rgb\((24\d|25[0-5]), (24\d|25[0-5]), (24\d|25[0-5])\)$/;
  expect(look.decoration).toBe('none');
  expect(look.color).toMatch(light);
  expect(look.border).toBe(look.color);
  expect(look.background).not.toMatch(light);
  expect(look.parentIsBar).toBe(true);
  expect(look.parentBackground).toBe('rgb(111, 45, 168)');

  await expectAccessible(a.page, 'conversation with the block button');
  await a.context.close();
  await b.context.close();
});
