// Sending from the conversation: optimistic bubbles replaced by the server's message, a failed
// send kept as "not sent" whose retry repeats the same message with the same client key, image,
// gift and GIF messages, and the first message that creates the conversation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@/lib/api-client/keys';
import type { ChatMessage } from '@/lib/schemas/chat';
import type { User } from '@/lib/schemas/user';
import { msg, page, partner, type FakeReply, type FakeRequest } from './support/chat-fakes';
import { installChatFakes, renderChatView, uninstallChatFakes } from './support/chat-view-setup';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

afterEach(uninstallChatFakes);

/** POST /chat.php answers only when the test says so (to see the optimistic state). */
function heldPosts() {
  const waiting: ((reply: FakeReply) => void)[] = [];
  const route = () => new Promise<FakeReply>((resolve) => waiting.push(resolve));
  const answerNext = (reply: FakeReply) => waiting.shift()!(reply);
  return { route, answerNext, count: () => waiting.length };
}

/** The server's answer to a send: the stored message with the client's key. */
function stored(req: FakeRequest, id: number, extra: Partial<ChatMessage> = {}): FakeReply {
  const body = req.data as Record<string, unknown>;
  const message = msg(id, {
    mine: true,
    sender_id: 7,
    kind: body.kind as 'text',
    body: (body.body as string) ?? '',
    client_key: body.client_key as string,
    created_at: '2025-03-01T12:30:00Z',
    ...extra,
  });
  return { status: 200, data: { message, balance: 41, conversation_id: message.conversation_id } };
}

const conversation = () => screen.getByTestId('chat-messages');
const bubbles = () => within(conversation()).queryAllByTestId('message-bubble');
const posts = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/chat.php');
const typeAndSend = (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe('ChatView: sending', () => {
  it("shows the text at once as 'Sending…', then the server's message; the balance follows", async () => {
    const held = heldPosts();
    const requests = installChatFakes({ 'POST /chat.php': held.route });
    const view = renderChatView();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    typeAndSend('Hello Bo');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    const optimistic = bubbles()[2];
    expect(optimistic).toHaveTextContent('Hello Bo');
    expect(optimistic).toHaveTextContent('Sending…');
    expect(optimistic).toHaveClass('justify-content-end');

    const [post] = posts(requests);
    const key = (post.data as { client_key: string }).client_key;
    expect(post.data).toEqual({ conversation_id: 9, kind: 'text', body: 'Hello Bo', client_key: key });
    expect(post.headers['Idempotency-Key']).toBe(key);

    held.answerNext(stored(post, 3));
    await waitFor(() => expect(within(bubbles()[2]).queryByText('Sending…')).toBeNull());
    expect(bubbles()).toHaveLength(3);
    expect(bubbles()[2].querySelector('time')).toHaveAttribute('dateTime', '2025-03-01T12:30:00Z');
    expect(view.queryClient.getQueryData<User>(queryKeys.user)?.credits).toBe(41);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('keeps a message lost to the network as "not sent"; the retry sends it again with the same client key', async () => {
    let call = 0;
    const requests = installChatFakes({
      'POST /chat.php': (req) => (call++ === 0 ? 'network' : stored(req, 3)),
    });
    renderChatView();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    typeAndSend('Are you there?');
    const failed = await within(conversation()).findByRole('alert');
    expect(failed).toHaveTextContent('Not sent.');
    // The text stays in the field too, so nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Are you there?');

    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(conversation()).queryByRole('alert')).toBeNull());
    const [first, second] = posts(requests);
    expect(second.data).toEqual(first.data);
    expect((second.data as { client_key: string }).client_key).toBe(
      (first.data as { client_key: string }).client_key,
    );
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect(bubbles()).toHaveLength(3);
    expect(bubbles()[2]).toHaveTextContent('Are you there?');
  });

  it('shows the chosen photo in the pending image bubble (never "no longer available"), and a retry sends the same photo', async () => {
    let call = 0;
    const held = heldPosts();
    const requests = installChatFakes({
      'POST /chat.php': () => (call++ === 0 ? 'network' : held.route()),
    });
    renderChatView({ settings: { cdn_prefix: 'https://cdn.test/' } });
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Send a photo' }));
    const picker = await screen.findByTestId('photo-picker');
    // Only the own photos that can be sent (the rejected one is left out).
    expect(within(picker).getAllByRole('img')).toHaveLength(1);
    fireEvent.click(within(picker).getByRole('button', { name: 'Your photo 1' }));

    const failed = await within(conversation()).findByRole('alert');
    const bubble = bubbles()[2];
    expect(within(bubble).getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      'https://cdn.test/t51.jpg',
    );
    expect(bubble).not.toHaveTextContent('Photo no longer available');

    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(held.count()).toBe(1));
    expect(within(bubbles()[2]).getByRole('img', { name: 'Photo' })).toBeInTheDocument();
    expect(bubbles()[2]).toHaveTextContent('Sending…');
    expect(bubbles()[2]).not.toHaveTextContent('Photo no longer available');
    const [first, second] = posts(requests);
    expect(first.data).toMatchObject({ kind: 'image', photo_id: 51 });
    expect(second.data).toEqual(first.data);

    held.answerNext(stored(second, 3, { image: { url: '/u/p51.jpg', thumb_url: '/u/t51.jpg' } }));
    await waitFor(() =>
      expect(within(bubbles()[2]).getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/u/p51.jpg'),
    );
    expect(bubbles()[2]).not.toHaveTextContent('Sending…');
  });

  it('sends a gift from the picker and shows it at once', async () => {
    const held = heldPosts();
    const requests = installChatFakes({ 'POST /chat.php': held.route });
    renderChatView();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send Diamond for 25 credits' }));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[2]).toHaveTextContent('Gift: Diamond');
    expect(bubbles()[2]).toHaveTextContent('Sending…');
    expect(posts(requests)[0].data).toMatchObject({ conversation_id: 9, kind: 'gift', gift_id: 2 });
  });

  it('searches GIFs in the member language and sends the chosen GIF address as the text', async () => {
    const gif = {
      id: 'wave',
      url: '/gifs/wave.gif',
      preview_url: '/gifs/wave-s.gif',
      width: 160,
      height: 160,
      title: 'Wave',
    };
    const requests = installChatFakes({
      'GET /gifs.php': { status: 200, data: { gifs: [gif], provider: 'bundled' } },
      'POST /chat.php': (req) => stored(req, 3),
    });
    renderChatView();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Search for a GIF' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search GIFs' }), { target: { value: 'wave' } });
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/gifs.php').at(-1)?.params).toEqual({
        q: 'wave',
        locale: 'en',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Wave' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0].data).toMatchObject({ kind: 'text', body: '/gifs/wave.gif' });
    await waitFor(() =>
      expect(within(bubbles()[2]).getByRole('img', { name: 'GIF' })).toHaveAttribute('src', '/gifs/wave.gif'),
    );
  });

  it('creates the conversation with the first message to a profile and goes on in it', async () => {
    let sent: FakeReply | null = null;
    const requests = installChatFakes({
      'POST /chat.php': (req) => (sent = stored(req, 70, { conversation_id: 77 })),
      // Once created, the conversation's messages are the one just sent.
      'GET /chat.php': (req) =>
        sent && req.params.id === 77
          ? { status: 200, data: page([(sent as { data: { message: ChatMessage } }).data.message]) }
          : { status: 404, data: { error: 'conversation_not_found' } },
    });
    renderChatView({ props: { conversationId: null }, chats: [] });
    expect(screen.getByText('No messages yet. Say hello to Bo!')).toBeInTheDocument();
    typeAndSend('Hi there');
    await waitFor(() => expect(requests.some((r) => r.method === 'GET' && r.params.id === 77)).toBe(true));
    expect(posts(requests)[0].data).toMatchObject({ profile_id: partner.id, kind: 'text', body: 'Hi there' });
    expect(posts(requests)[0].data).not.toHaveProperty('conversation_id');
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'PUT' && (r.data as { id: number }).id === 77)).toBe(true),
    );
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toHaveTextContent('Hi there');
    // No request ever asked for the messages of a conversation that did not exist yet.
    expect(
      requests.filter((r) => r.method === 'GET' && r.url === '/chat.php' && r.params.id !== 77),
    ).toHaveLength(0);
  });
});
