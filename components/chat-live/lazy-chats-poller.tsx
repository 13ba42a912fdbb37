'use client';

import { useCurrentUser } from '@/lib/session/page-session';
import { clientOnly } from '@/components/ui/lazy-component';

// As in components/layout/member-islands.tsx: loaded after mount, for a member only.
const ChatsPoller = clientOnly(() => import('./chats-poller').then((m) => m.ChatsPoller));

/** The chat layout's poller: chats, and likes too, as no likes poller runs in this layout. */
export function LazyChatsPoller() {
  return useCurrentUser() ? <ChatsPoller withLikes /> : null;
}
