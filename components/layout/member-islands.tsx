'use client';

import { useCurrentUser } from '@/lib/session/page-session';
import { clientOnly } from '@/components/ui/lazy-component';

// The pollers render nothing at first (their first refresh is 5 s after mount; their modals open
// on a new like or match), so their code loads after the page has mounted, and only for a member
// (issue 10: a visitor's first load carries none of it).
const LikesPoller = clientOnly(() => import('@/components/likes/likes-poller').then((m) => m.LikesPoller));
const ChatsPoller = clientOnly(() =>
  import('@/components/chat-live/chats-poller').then((m) => m.ChatsPoller),
);

/** The default layout's background work for a member: the likes poller with its modals and the chats poller. */
export function MemberIslands() {
  const member = Boolean(useCurrentUser());
  if (!member) return null;
  return (
    <>
      <LikesPoller />
      <ChatsPoller />
    </>
  );
}
