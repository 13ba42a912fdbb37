'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useChatListLive } from '@/lib/api-client/chat-live';
import { queryKeys } from '@/lib/api-client/keys';

/**
 * Mounted on /chats: keeps the list live through the member's event stream (a new message
 * reloads chats and likes within a second), polling the list while the stream is unavailable.
 */
export function ChatsLive() {
  const qc = useQueryClient();
  useChatListLive(() => void qc.invalidateQueries({ queryKey: queryKeys.chats }));
  return null;
}
