import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInToConsole } from './support/admin';
import { memberContext, signUpMember } from './support/members';
import { expectAccessible } from './support/axe';
import { text } from './support/mail-flows';
import { ChatPage } from './pages/chat-page';

// Issue 15, operator (tried as a new user would): a member who just signed up writes to a
// fictional profile; the operator, already on the inbox, sees the conversation arrive without a
// reload (console event stream), finds it (no e-mail address anywhere on the page), opens it (a
// claim), types (the member sees the profile typing) and answers; the member's open conversation
// shows the answer live, the fictional icon still beside the profile's name.

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The page's HTML as the server sends it (document and its RSC payload) holds no e-mail address. */
async function expectNoAddresses(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('data-testid="inbox-');
  // Members' addresses (signups here use e2e-…@heartline.local); the site's own support address
  // (support@heartline.localhost, in every page's JSON-LD) is public.
  expect(html).not.toMatch(/e2e-operator-|@heartline\.local(?!host)/);
}

test('an operator answers a member’s message to a fictional profile and the member sees it live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await signUpMember(browser, {
    tag: 'operator',
    namePrefix: 'Waiter',
    dateOfBirth: '1990-04-02',
  });
  const search = (await (await member.page.request.get('/api/search.php')).json()) as {
    profiles: { id: number; name: string; is_fictional: boolean }[];
  };
  const persona = search.profiles.find((p) => p.is_fictional);
  expect(persona, 'a fictional profile on the first search page').toBeTruthy();

  // The operator waits on the inbox with its live stream open.
  const opContext = await memberContext(browser);
  const op = await opContext.newPage();
  await signInToConsole(op, 'operator');
  await expect(op).toHaveURL(/\/admin\/inbox$/);
  await expect(op.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(op.getByTestId('inbox-live')).toHaveAttribute('data-connected', 'true');
  await expectAccessible(op, 'admin inbox');

  // The member writes to the fictional profile, with the conversation open (its stream too).
  // The conversation's event stream opens once the first message made the conversation.
  const chat = new ChatPage(member.page);
  await chat.openWith(persona!.id);
  await expect(member.page.getByTestId('chat-fictional-icon')).toBeVisible();
  const streamOpen = member.page.waitForResponse((r) => r.url().endsWith('/api/chat-events.php'));
  const hello = `Hello ${persona!.name}, ${unique()}`;
  await chat.sendText(hello);
  await expect(chat.sentBubble(hello)).toBeVisible();
  await streamOpen;

  // The conversation appears in the inbox without a reload, with its waiting time.
  const row = op.getByTestId('inbox-row').filter({ hasText: member.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(persona!.name);
  await expect(row.getByTestId('waiting')).toHaveText(/\d+ minutes?/);
  await expectNoAddresses(op, '/admin/inbox');

  await row.getByRole('link', { name: member.name }).click();
  await expect(op.getByRole('heading', { name: `${member.name} and ${persona!.name}` })).toBeVisible();
  await expect(op.getByTestId('inbox-message').filter({ hasText: hello })).toBeVisible();
  await expect(op.getByText('Claimed by you while open.')).toBeVisible();
  await expectNoAddresses(op, new URL(op.url()).pathname);
  await expectAccessible(op, 'admin inbox conversation');

  // Typing shows the member the profile typing; the answer arrives live, the icon stays.
  const answer = `Hi ${member.name}, lovely to hear from you ${unique()}`;
  const box = op.getByRole('textbox', { name: `Reply as ${persona!.name}` });
  await box.pressSequentially('Hi', { delay: 50 });
  await expect(chat.typingIndicator).toHaveText(t('chat.typing', { name: persona!.name }));
  await box.fill(answer);
  await op.getByRole('button', { name: 'Send reply' }).click();
  await expect(op.getByText('Reply sent.')).toBeVisible();
  await expect(op.getByTestId('inbox-message').filter({ hasText: answer })).toBeVisible();

  await expect(chat.bubble(answer)).toBeVisible();
  await expect(member.page.getByTestId('chat-fictional-icon')).toBeVisible();

  // Answered: it leaves the inbox.
  await op.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(op.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(op.getByTestId('inbox-row').filter({ hasText: member.name })).toHaveCount(0);

  await opContext.close();
  await member.context.close();
});
