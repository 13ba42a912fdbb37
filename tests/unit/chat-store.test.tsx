// Spec §3 chat store, client part: the conversation opened last (and when) is remembered per
// member for the tab; back on the list it is marked and brought into view.
import { screen, waitFor } from '@testing-library/react';
import { ChatList } from '@/components/chat/chat-list';
import { queryKeys } from '@/lib/api-client/keys';
import { LAST_CHAT_RECENT_MS, recentChatProfile, resetChatStore, useChatStore } from '@/stores/chat-store';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { chatEntry, partner } from './support/chat-fakes';
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
  resetChatStore();
  sessionStorage.clear();
});

describe('recentChatProfile', () => {
  const last = { memberId: 7, profileId: 40, at: 1_000_000 };
  it("gives the profile only to the member who opened it, and only while it's recent", () => {
    expect(recentChatProfile(last, 7, 1_000_000 + 60_000)).toBe(40);
    expect(recentChatProfile(last, 8, 1_000_000 + 60_000)).toBeNull();
    expect(recentChatProfile(last, undefined, 1_000_000)).toBeNull();
    expect(recentChatProfile(last, 7, 1_000_000 + LAST_CHAT_RECENT_MS)).toBeNull();
    expect(recentChatProfile(null, 7)).toBeNull();
  });
});

describe('chat store in the screens', () => {
  it('opening a conversation records its partner and the time, for this tab', async () => {
    installChatFakes();
    const before = Date.now();
    renderChatView();
    await waitFor(() =>
      expect(useChatStore.getState().last_chat_opened_profile).toMatchObject({ memberId: 7, profileId: 40 }),
    );
    expect(useChatStore.getState().last_chat_opened_profile!.at).toBeGreaterThanOrEqual(before);
    expect(
      JSON.parse(sessionStorage.getItem('heartline-chat')!).state.last_chat_opened_profile,
    ).toMatchObject({
      profileId: 40,
    });
  });

  it('the list marks the conversation opened last, not when a conversation is shown beside it', () => {
    useChatStore.getState().chatOpened(7, otherPartner.id);
    const chats = { chats: [chatEntry(9, 0, partner), chatEntry(10, 0, otherPartner)] };
    const options = {
      user: testUser(),
      queryData: [[queryKeys.chats, chats]] as [readonly unknown[], unknown][],
    };
    const { unmount } = renderWithProviders(<ChatList />, options);
    const [first, second] = screen.getAllByTestId('chat-list-item');
    expect(first).not.toHaveAttribute('data-recent');
    expect(second).toHaveAttribute('data-recent', 'true');
    expect(second).toHaveTextContent('Cleo (last opened)');
    unmount();
    renderWithProviders(<ChatList activeId={9} />, options);
    expect(screen.getAllByTestId('chat-list-item')[1]).not.toHaveAttribute('data-recent');
  });

  it('another member in the same tab does not see it', () => {
    useChatStore.getState().chatOpened(8, otherPartner.id);
    renderWithProviders(<ChatList />, {
      user: testUser(),
      queryData: [[queryKeys.chats, { chats: [chatEntry(10, 0, otherPartner)] }]],
    });
    expect(screen.getByTestId('chat-list-item')).not.toHaveAttribute('data-recent');
  });
});
