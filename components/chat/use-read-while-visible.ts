'use client';

import { useEffect } from 'react';

/**
 * Marks the open conversation read when it is opened and whenever a newer message arrives
 * (`newestId`), but only while the member can see it: in a hidden tab (another tab in front, the
 * window minimised, the phone locked) the message stays unread, so the tab title, the app badge
 * and the chats list keep counting it, until the tab is shown again.
 */
export function useReadWhileVisible(
  conversationId: number | null,
  newestId: number | undefined,
  markRead: (conversationId: number) => void,
): void {
  useEffect(() => {
    if (conversationId === null) return;
    if (document.visibilityState !== 'hidden') {
      markRead(conversationId);
      return;
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onVisibility);
      markRead(conversationId);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [conversationId, newestId, markRead]);
}
