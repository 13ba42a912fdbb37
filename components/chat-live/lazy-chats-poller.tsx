'use client';

import { useCurrentUser } from '@/lib/session/page-session';
import dynamic from 'next/dynamic';

// As in components/layout/member-islands.tsx: loaded after mount, for a member only.
const ChatsPoller = dynamic(() => import('./chats-poller').then((m) => m.ChatsPoller), { ssr: false });

/** The chat layout's poller: chats, and likes too, as no likes poller runs in this layout. */
export function LazyChatsPoller() {
  return useCurrentUser() ? <ChatsPoller withLikes /> : null;
}
