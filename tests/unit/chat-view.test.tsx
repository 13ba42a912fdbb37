// The conversation (components/chat/chat-view.tsx): the first page from the API, earlier pages
// on scroll in order, opening marks it read (server and the chats cache), live messages.
import { act, screen, waitFor, within } from '@testing-library/react';
import { chatEntries } from '@/lib/api-client/chats';
import { queryKeys } from '@/lib/api-client/keys';
import type { ChatsData } from '@/lib/schemas/chat';
import { FakeEventSource, FakeIntersectionObserver, msg, page, type FakeRequest } from './support/chat-fakes';
import { installChatFakes, renderChatView, uninstallChatFakes } from './support/chat-view-setup';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

let requests: FakeRequest[];
afterEach(uninstallChatFakes);

const conversation = () => screen.getByTestId('chat-messages');
const bubbleTexts = () =>
  within(conversation())
    .queryAllByTestId('message-bubble')
    .map((b) => b.firstElementChild!.firstElementChild!.textContent);

describe('ChatView: messages', () => {
  it('shows the messages of the first page from GET /api/chat.php, mine on the right', async () => {
    requests = installChatFakes();
    renderChatView();
    await waitFor(() => expect(bubbleTexts()).toEqual(['message 1', 'message 2']));
    const get = requests.find((r) => r.method === 'GET' && r.url === '/chat.php')!;
    expect(get.params).toEqual({ id: 9 });
    const [theirs, mine] = within(conversation()).getAllByTestId('message-bubble');
    expect(theirs).toHaveClass('justify-content-start');
    expect(mine).toHaveClass('justify-content-end');
    expect(screen.getByRole('region', { name: 'Messages with Bo' })).toBeInTheDocument();
  });

  it('says so and offers a reload when the messages cannot be loaded', async () => {
    requests = installChatFakes({ 'GET /chat.php': { status: 500, data: { error: 'server' } } });
    renderChatView();
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
  });

  it('loads earlier messages when the top of the list comes into view, and keeps them in order', async () => {
    requests = installChatFakes({
      'GET /chat.php': (req) =>
        req.params.before === 30
          ? { status: 200, data: page([msg(10), msg(11)], true) }
          : req.params.before === 10
            ? { status: 200, data: page([msg(5)], false) }
            : { status: 200, data: page([msg(30), msg(31)], true) },
    });
    renderChatView();
    await waitFor(() => expect(bubbleTexts()).toEqual(['message 30', 'message 31']));
    // Nothing is loaded before the sentinel shows.
    expect(requests.filter((r) => r.url === '/chat.php' && r.method === 'GET')).toHaveLength(1);

    act(() => FakeIntersectionObserver.show());
    await waitFor(() =>
      expect(bubbleTexts()).toEqual(['message 10', 'message 11', 'message 30', 'message 31']),
    );
    act(() => FakeIntersectionObserver.show());
    await waitFor(() => expect(bubbleTexts()[0]).toBe('message 5'));
    expect(bubbleTexts()).toEqual(['message 5', 'message 10', 'message 11', 'message 30', 'message 31']);

    // The oldest page said has_more: false, so the sentinel is no longer watched.
    const before = requests.length;
    act(() => FakeIntersectionObserver.show());
    await act(async () => {});
    expect(requests.slice(before).filter((r) => r.url === '/chat.php' && r.method === 'GET')).toHaveLength(0);
    expect(
      requests.filter((r) => r.method === 'GET' && r.url === '/chat.php').map((r) => r.params.before),
    ).toEqual([undefined, 30, 10]);
  });

  it('marks the conversation read on opening: PUT /api/chat.php, and its unread count in the chats cache becomes 0', async () => {
    requests = installChatFakes();
    const view = renderChatView();
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe('/chat.php');
    expect(put.data).toEqual({ id: 9 });
    const chats = chatEntries(view.queryClient.getQueryData<ChatsData>(queryKeys.chats));
    expect(chats.map((c) => [c.conversation.id, c.num_unread_messages])).toEqual([
      [9, 0],
      [10, 1],
    ]);
    // The list beside the conversation no longer shows Bo's unread count; Cleo keeps hers.
    expect(screen.queryByText('3 unread messages')).toBeNull();
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
  });

  it("appends the partner's live message for this conversation (once), and ignores other conversations", async () => {
    requests = installChatFakes();
    renderChatView();
    await waitFor(() => expect(bubbleTexts()).toHaveLength(2));
    await act(async () => {});
    const puts = requests.filter((r) => r.method === 'PUT').length;
    const es = FakeEventSource.latest();
    expect(es.url).toBe('/api/chat-events.php');
    act(() => es.emit('ready', { profile_id: 7 }));
    act(() =>
      es.emit('message', {
        conversation_id: 10,
        message: msg(40, { conversation_id: 10, body: 'elsewhere' }),
      }),
    );
    act(() => es.emit('message', { conversation_id: 9, message: msg(3, { body: 'Live hello' }) }));
    act(() => es.emit('message', { conversation_id: 9, message: msg(3, { body: 'Live hello' }) }));
    await waitFor(() => expect(bubbleTexts()).toEqual(['message 1', 'message 2', 'Live hello']));
    expect(within(conversation()).getAllByTestId('message-bubble')[2]).toHaveClass('justify-content-start');
    // A newly arrived message while the conversation is open is read at once.
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(puts + 1));
  });

  it('shows a typing partner live', async () => {
    requests = installChatFakes();
    renderChatView();
    await waitFor(() => expect(bubbleTexts()).toHaveLength(2));
    act(() => FakeEventSource.latest().emit('typing', { conversation_id: 9, profile_id: 40 }));
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Bo is typing…');
  });
});
