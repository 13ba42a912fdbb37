// Issue 11, item 2: a reply that arrives in the conversation the member has open and visible is
// read at once (server, chats cache, list, tab title, app badge), even when the chats reload
// that the live message triggers answers with the count from before the read. In a hidden tab
// it stays unread until the tab is shown.
import { act, screen, waitFor } from '@testing-library/react';
import { ChatsPoller } from '@/components/chat-live/chats-poller';
import { ChatList } from '@/components/chat/chat-list';
import { ChatView } from '@/components/chat/chat-view';
import { chatEntries } from '@/lib/api-client/chats';
import { queryKeys } from '@/lib/api-client/keys';
import type { ChatsData } from '@/lib/schemas/chat';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { useUiStore } from '@/stores/ui-store';
import {
  chatEntry,
  FakeEventSource,
  msg,
  partner,
  type FakeReply,
  type FakeRequest,
} from './support/chat-fakes';
import { installChatFakes, uninstallChatFakes } from './support/chat-view-setup';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const BASE_TITLE = 'Chats - Heartline';

/** The server's unread count of conversation 9; the PUT sets it to 0 once it is let through. */
let serverUnread = 0;
let requests: FakeRequest[];

function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const puts = () => requests.filter((r) => r.method === 'PUT' && r.url === '/chat.php');
const cachedUnread = (view: ReturnType<typeof renderScreen>) =>
  chatEntries(view.queryClient.getQueryData<ChatsData>(queryKeys.chats)).find((c) => c.conversation.id === 9)
    ?.num_unread_messages;

/** /chats/9 as the chat layout shows it: the poller (tab title), the list, the conversation. */
function renderScreen(unread: number) {
  const view = renderWithProviders(
    <>
      <ChatsPoller />
      <ChatList activeId={9} />
      <ChatView conversationId={9} partner={partner} blockedByMe={false} />
    </>,
    {
      user: testUser({ credits: 50 }),
      pathname: '/chats/9',
      queryData: [[queryKeys.chats, { chats: [chatEntry(9, unread)] }]],
    },
  );
  // Running as the installed app: the icon badge follows the same total (the render resets stores).
  act(() => useUiStore.setState({ installedApp: true }));
  return view;
}

/** The partner's reply, as the server stores it and the event stream delivers it. */
function replyArrives(id: number) {
  serverUnread += 1;
  act(() =>
    FakeEventSource.latest().emit('message', {
      conversation_id: 9,
      message: msg(id, { body: `reply ${id}` }),
    }),
  );
}

let setAppBadge: ReturnType<typeof vi.fn>;
let clearAppBadge: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.title = BASE_TITLE;
  setAppBadge = vi.fn(() => Promise.resolve());
  clearAppBadge = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: setAppBadge });
  Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge });
});

afterEach(() => {
  uninstallChatFakes();
  setVisibility('visible');
  useUiStore.setState({ installedApp: false });
  delete (navigator as { setAppBadge?: unknown }).setAppBadge;
  delete (navigator as { clearAppBadge?: unknown }).clearAppBadge;
});

describe('a reply in the open, visible conversation', () => {
  it('is read at once although the reload it triggers answers with the count from before the read', async () => {
    serverUnread = 0;
    // The reload the live message triggers is computed before the read reaches the server and
    // answers late; the read itself waits until the test lets it through.
    const staleReload = deferred();
    const putGate = deferred();
    let holdNextReload = false;
    requests = installChatFakes({
      'GET /chats.php': async (): Promise<FakeReply> => {
        const unread = serverUnread;
        if (holdNextReload) {
          holdNextReload = false;
          await staleReload.gate;
        }
        return { status: 200, data: { chats: [chatEntry(9, unread)] } };
      },
      'PUT /chat.php': async (): Promise<FakeReply> => {
        await putGate.gate;
        serverUnread = 0;
        return { status: 200, data: { ok: true } };
      },
    });
    const view = renderScreen(0);
    await waitFor(() => expect(puts().length).toBeGreaterThanOrEqual(1));
    putGate.release();
    await waitFor(() => expect(screen.getAllByTestId('message-bubble')).toHaveLength(2));
    act(() => FakeEventSource.latest().emit('ready', { profile_id: 7 }));

    await act(async () => {});
    const secondPut = deferred();
    putGate.gate = secondPut.gate;
    holdNextReload = true;
    const readsBefore = puts().length;
    replyArrives(3);
    expect(await screen.findByText('reply 3')).toBeInTheDocument();
    // The reply is read while the stale reload is still under way…
    await waitFor(() => expect(puts()).toHaveLength(readsBefore + 1));
    expect(cachedUnread(view)).toBe(0);
    // …and the stale answer (1 unread) does not bring the count back.
    staleReload.release();
    await act(async () => {});
    expect(cachedUnread(view)).toBe(0);
    secondPut.release();
    // Once the read is stored, the list is reloaded and agrees.
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'GET' && r.url === '/chats.php').length,
      ).toBeGreaterThanOrEqual(2),
    );
    await act(async () => {});
    expect(cachedUnread(view)).toBe(0);
    expect(screen.queryByText('1 unread message')).toBeNull();
    expect(document.title).toBe(BASE_TITLE);
    expect(setAppBadge).not.toHaveBeenCalled();
  });
});

describe('a conversation open in a hidden tab', () => {
  it('stays unread (list, title, app badge) until the tab is shown, then is read', async () => {
    serverUnread = 2;
    requests = installChatFakes({
      'GET /chats.php': () => ({ status: 200, data: { chats: [chatEntry(9, serverUnread)] } }),
      'PUT /chat.php': () => {
        serverUnread = 0;
        return { status: 200, data: { ok: true } };
      },
    });
    setVisibility('hidden');
    const view = renderScreen(2);
    await waitFor(() => expect(screen.getAllByTestId('message-bubble')).toHaveLength(2));
    act(() => FakeEventSource.latest().emit('ready', { profile_id: 7 }));

    replyArrives(3);
    expect(await screen.findByText('reply 3')).toBeInTheDocument();
    // The live message reloads the list: the server counts the reply too.
    await waitFor(() => expect(cachedUnread(view)).toBe(3));
    expect(puts()).toHaveLength(0);
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    expect(document.title).toBe(`(3) ${BASE_TITLE}`);
    expect(setAppBadge).toHaveBeenLastCalledWith(3);

    setVisibility('visible');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].data).toEqual({ id: 9 });
    await waitFor(() => expect(document.title).toBe(BASE_TITLE));
    expect(cachedUnread(view)).toBe(0);
    expect(screen.queryByText('3 unread messages')).toBeNull();
    expect(clearAppBadge).toHaveBeenCalled();
    // Shown once is enough: hiding and showing again marks nothing more.
    setVisibility('hidden');
    setVisibility('visible');
    await act(async () => {});
    expect(puts()).toHaveLength(1);
  });
});
