// Refused sends: each 402 code shows the buy-credits prompt (why, and a link to /credits), other
// refusals their own translated message; ?text= and ?gift=1 of the chat screen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import deMessages from '@/messages/de.json';
import type { FakeRequest } from './support/chat-fakes';
import { installChatFakes, renderChatView, uninstallChatFakes } from './support/chat-view-setup';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

afterEach(uninstallChatFakes);

const conversation = () => screen.getByTestId('chat-messages');
const bubbles = () => within(conversation()).queryAllByTestId('message-bubble');

async function refusedText(error: Record<string, unknown>, status = 402) {
  const requests = installChatFakes({ 'POST /chat.php': { status, data: error } });
  renderChatView();
  await waitFor(() => expect(bubbles()).toHaveLength(2));
  fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hi' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(requests.some((r: FakeRequest) => r.method === 'POST')).toBe(true));
  return requests;
}

describe('ChatView: credits refusals (402)', () => {
  it.each([
    [
      { error: 'credits_required', needed: 1, balance: 0 },
      'You have used your free messages. Buy credits to keep chatting.',
    ],
    [
      { error: 'insufficient_credits', needed: 1, balance: 0 },
      'You do not have enough credits for this message.',
    ],
    [
      { error: 'conversation_limit', limit: 2 },
      'As a free member you can start at most 2 conversations. Buy credits to start more.',
    ],
  ])('%o shows the credits prompt with a link to /credits', async (error, text) => {
    await refusedText(error);
    const prompt = await screen.findByTestId('credits-prompt');
    expect(prompt).toHaveAttribute('role', 'alert');
    expect(prompt).toHaveTextContent(text);
    expect(within(prompt).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    // The refused message is not left behind as a bubble; the text stays in the field.
    expect(bubbles()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hi');
  });

  it.each([
    ['photo', 'Send a photo', 'Your photo 1'],
    ['gift', 'Send a gift', 'Send Rose for 10 credits'],
  ])('a free member refused a %s is told that photos and gifts need credits', async (_, open, pick) => {
    installChatFakes({
      'POST /chat.php': { status: 402, data: { error: 'credits_required', needed: 2, balance: 0 } },
    });
    renderChatView();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: open }));
    fireEvent.click(await screen.findByRole('button', { name: pick }));
    const prompt = await screen.findByTestId('credits-prompt');
    expect(prompt).toHaveTextContent('Photos and gifts need credits. Buy credits to send them.');
    expect(prompt).not.toHaveTextContent('free messages');
    expect(within(prompt).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
    expect(bubbles()).toHaveLength(2);
  });

  it('goes away when the next message is accepted', async () => {
    let call = 0;
    installChatFakes({
      'POST /chat.php': (req) =>
        call++ === 0
          ? { status: 402, data: { error: 'insufficient_credits' } }
          : {
              status: 200,
              data: {
                message: {
                  ...(req.data as object),
                  id: 3,
                  conversation_id: 9,
                  sender_id: 7,
                  mine: true,
                  image: null,
                  gift: null,
                  credits_spent: 1,
                  created_at: '2025-03-01T12:30:00Z',
                },
                balance: 0,
                conversation_id: 9,
              },
            },
    });
    renderChatView();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    const send = (text: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    };
    send('one');
    await screen.findByTestId('credits-prompt');
    send('two');
    await waitFor(() => expect(screen.queryByTestId('credits-prompt')).toBeNull());
    await waitFor(() => expect(bubbles()).toHaveLength(3));
  });
});

describe('ChatView: other refusals', () => {
  it.each([
    [{ error: 'blocked' }, 403, 'This member cannot receive your messages.'],
    [{ error: 'you_blocked' }, 403, 'You have blocked this member. Unblock them to chat.'],
    [
      { error: 'partner_unconfirmed', name: 'Bo' },
      403,
      'You can reply once Bo has confirmed their e-mail address.',
    ],
    [{ error: 'message_too_long', max: 500 }, 422, 'Your message is too long (at most 500 characters).'],
    [{ error: 'profile_not_found' }, 404, 'This member does not exist.'],
    [{ error: 'something_new' }, 409, 'An error occurred, please try again later'],
  ])('%o shows its own message, not the credits prompt', async (error, status, text) => {
    await refusedText(error, status);
    const alert = await within(screen.getByTestId('send-footer').parentElement!).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByTestId('credits-prompt')).toBeNull();
    expect(bubbles()).toHaveLength(2);
  });

  it('is translated in the member language', async () => {
    installChatFakes({
      'POST /chat.php': { status: 403, data: { error: 'partner_unconfirmed', name: 'Bo' } },
    });
    renderChatView({ locale: 'de', messages: deMessages });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    fireEvent.change(screen.getByRole('textbox', { name: deMessages.chat.footer.label }), {
      target: { value: 'Hi' },
    });
    fireEvent.click(screen.getByRole('button', { name: deMessages.chat.footer.send }));
    const expected = deMessages.chatErrors.partner_unconfirmed.replace('{name}', 'Bo');
    expect(await screen.findByText(expected)).toHaveAttribute('role', 'alert');
  });
});

describe('ChatView: ?text= and ?gift=1', () => {
  it('prefills the icebreaker text', async () => {
    installChatFakes();
    renderChatView({ props: { initialText: 'Do you like hiking?' } });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Do you like hiking?');
    expect(screen.queryByTestId('gift-picker')).toBeNull();
  });

  it('opens the gift picker with the gifts and their prices from GET /api/gifts.php', async () => {
    const requests = installChatFakes();
    renderChatView({ props: { openGiftPicker: true } });
    const picker = await screen.findByTestId('gift-picker');
    expect(
      await within(picker).findByRole('button', { name: 'Send Rose for 10 credits' }),
    ).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Send Diamond for 25 credits' })).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/gifts.php')).toBe(true);
  });
});
