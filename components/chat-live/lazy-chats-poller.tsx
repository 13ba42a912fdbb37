'use client';

import dynamic from 'next/dynamic';
import { useCurrentUser } from '@/lib/api-client/user';

// As in components/layout/member-islands.tsx: loaded after mount, for a member only.
const ChatsPoller = dynamic(() => import('./chats-poller').then((m) => m.ChatsPoller), { ssr: false });

/** The chat layout's poller: chats, and likes too, as no likes poller runs in this layout. */
export function LazyChatsPoller() {
  return useCurrentUser() ? <ChatsPoller withLikes /> : null;
}
