import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The chat store of spec §3, client part: the conversation the member opened last and when.
 * Chats, messages, likes and liked_by are server data and live in React Query caches
 * (ARCHITECTURE.md); their totals are derived there (lib/api-client/totals.ts).
 */
export type LastChatOpened = {
  /** Whose browser tab opened it: another member logging in here never sees it. */
  memberId: number;
  profileId: number;
  /** Epoch milliseconds. */
  at: number;
};

type ChatState = {
  last_chat_opened_profile: LastChatOpened | null;
  chatOpened: (memberId: number, profileId: number) => void;
};

/** How long the list keeps pointing at the conversation opened last. */
export const LAST_CHAT_RECENT_MS = 24 * 60 * 60 * 1000;

const initial = { last_chat_opened_profile: null };

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      ...initial,
      chatOpened: (memberId, profileId) =>
        set({ last_chat_opened_profile: { memberId, profileId, at: Date.now() } }),
    }),
    {
      // The tab's session: returning to the list from a conversation, not across visits.
      name: 'heartline-chat',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ last_chat_opened_profile: s.last_chat_opened_profile }),
    },
  ),
);

/** The profile whose conversation this member opened last, if recently; else null. */
export function recentChatProfile(
  last: LastChatOpened | null,
  memberId: number | undefined,
  now = Date.now(),
): number | null {
  if (!last || memberId === undefined || last.memberId !== memberId) return null;
  return now - last.at < LAST_CHAT_RECENT_MS ? last.profileId : null;
}

export function resetChatStore(): void {
  useChatStore.setState(initial);
}
