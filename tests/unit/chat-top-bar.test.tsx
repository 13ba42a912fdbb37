// The in-chat top bar: back, the partner's photo and name to the profile, block, and delete
// (the conversation leaves the chats list at once; a refusal shows a browser alert and the
// chats reload, spec §4 and §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatTopBar } from '@/components/chat/chat-top-bar';
import { chatEntries } from '@/lib/api-client/chats';
import { queryKeys } from '@/lib/api-client/keys';
import type { ChatsData } from '@/lib/schemas/chat';
import { navigation } from '@/tests/setup/navigation-mocks';
import { renderWithProviders } from '@/tests/setup/render';
import { chatEntry, partner, type FakeReply } from './support/chat-fakes';
import {
  installChatFakes,
  otherPartner,
  renderChatView,
  uninstallChatFakes,
} from './support/chat-view-setup';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

afterEach(() => {
  uninstallChatFakes();
  vi.restoreAllMocks();
});

describe('ChatTopBar', () => {
  it('marks a fictional partner with the site’s fictional icon (also while operators write as it), a member not', () => {
    const { unmount } = renderWithProviders(
      <ChatTopBar partner={{ ...partner, is_fictional: true }} blocked={false} onBlockChange={() => {}} />,
    );
    expect(screen.getByTestId('chat-fictional-icon')).toHaveAccessibleName(/fictional/i);
    unmount();
    renderWithProviders(<ChatTopBar partner={{ ...partner, is_fictional: false }} blocked={false} onBlockChange={() => {}} />);
    expect(screen.queryByTestId('chat-fictional-icon')).toBeNull();
  });

  it('links back to the chats and, with photo and name, to the partner profile', () => {
    renderWithProviders(<ChatTopBar partner={partner} blocked={false} onBlockChange={() => {}} />);
    expect(screen.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chats');
    const profile = screen.getByRole('link', { name: 'View the profile of Bo' });
    expect(profile).toHaveAttribute('href', '/members/40');
    expect(profile).toHaveTextContent('Bo');
    expect(profile.querySelector('img')).toHaveAttribute('src', '/m/40.jpg');
    // No conversation yet: nothing to delete.
    expect(screen.queryByRole('button', { name: 'Delete chat' })).toBeNull();
  });

  it('shows a placeholder without a photo, and the unblock button for a blocked partner', () => {
    renderWithProviders(
      <ChatTopBar partner={otherPartner} blocked onBlockChange={() => {}} onDelete={() => {}} />,
    );
    expect(screen.getByRole('link', { name: 'View the profile of Cleo' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unblock Cleo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete chat' })).toBeInTheDocument();
  });

  it('makes "Block {name}" a light outline button of the purple bar, not a link on a white pill', () => {
    renderWithProviders(<ChatTopBar partner={partner} blocked={false} onBlockChange={() => {}} />);
    const block = screen.getByRole('button', { name: 'Block Bo' });
    expect(block).toHaveClass('btn', 'btn-outline-light');
    expect(block).not.toHaveClass('btn-link');
    expect(block).not.toHaveClass('text-danger');
    // Its parent is the bar itself: no white box around it.
    expect(block.parentElement).toBe(screen.getByTestId('chat-top-bar'));
  });
});

describe('ChatView top bar actions', () => {
  const listed = () =>
    within(screen.getByTestId('chat-list'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));

  it('blocks the partner after confirmation; the send footer is then disabled', async () => {
    const requests = installChatFakes({
      'POST /block.php': { status: 200, data: { profile_id: 40, blocked: true } },
    });
    renderChatView();
    fireEvent.click(screen.getByRole('button', { name: 'Block Bo' }));
    fireEvent.click(
      within(await screen.findByTestId('block-confirm')).getByRole('button', { name: 'Block' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unblock Bo' })).toBeInTheDocument());
    expect(requests.find((r) => r.url === '/block.php')?.data).toEqual({ profile_id: 40 });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send a gift' })).toBeDisabled();
  });

  it('deletes after confirmation: the conversation leaves the chats list before the server answers', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const requests = installChatFakes({
      'DELETE /chat.php': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const view = renderChatView();
    expect(listed()).toEqual(['/chats/9', '/chats/10']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete chat' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete your chat with Bo?'));
    await waitFor(() => expect(listed()).toEqual(['/chats/10']));
    expect(requests.find((r) => r.method === 'DELETE')?.params).toEqual({ id: 9 });
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/chats');
    answer({ status: 200, data: { ok: true } });
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    const chats = chatEntries(view.queryClient.getQueryData<ChatsData>(queryKeys.chats));
    expect(chats.map((c) => c.conversation.id)).toEqual([10]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('does nothing when the member does not confirm', async () => {
    const requests = installChatFakes();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderChatView();
    fireEvent.click(screen.getByRole('button', { name: 'Delete chat' }));
    expect(listed()).toEqual(['/chats/9', '/chats/10']);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(navigation.intlRouter.push).not.toHaveBeenCalled();
  });

  it.each([
    [
      { status: 404, data: { error: 'conversation_not_found' } } as FakeReply,
      'This conversation does not exist.',
    ],
    ['network' as FakeReply, 'The chat could not be deleted: An error occurred, please try again later'],
  ])('when the server refuses (%o) a browser alert shows why and the chats reload', async (reply, text) => {
    const requests = installChatFakes({
      'DELETE /chat.php': reply,
      'GET /chats.php': { status: 200, data: { chats: [chatEntry(9, 0), chatEntry(10, 1, otherPartner)] } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderChatView();
    fireEvent.click(screen.getByRole('button', { name: 'Delete chat' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(text));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'GET' && r.url === '/chats.php')).toBe(true),
    );
    await waitFor(() => expect(listed()).toEqual(['/chats/9', '/chats/10']));
  });
});
