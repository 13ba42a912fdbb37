'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/session/page-session';
import { QueryIsland } from '@/components/session/query-island';
import { useChats } from '@/lib/api-client/chats';
import { useLikes } from '@/lib/api-client/likes';
import { queryKeys } from '@/lib/api-client/keys';
import { onChatMessageArrived } from '@/lib/api-client/chat-live-signal';
import { FIRST_REFRESH_MS } from '@/lib/utils/constants';
import { TabTitleBadge } from './tab-title-badge';
import { IntlIsland } from '@/components/i18n/intl-island';

/** Keeps the likes cache polled where the LikesPoller is not mounted (chat layout). */
function LikesQuery() {
  useLikes();
  return null;
}

function MemberChats({ withLikes }: { withLikes: boolean }) {
  const qc = useQueryClient();
  useChats();

  useEffect(() => {
    const reloadBoth = () => {
      void qc.invalidateQueries({ queryKey: queryKeys.chats });
      void qc.invalidateQueries({ queryKey: queryKeys.likes });
    };
    // Spec §9: the first refresh 5 s after load, then the query's own 60 s interval.
    const timer = window.setTimeout(() => {
      void qc.invalidateQueries({ queryKey: queryKeys.chats });
      if (withLikes) void qc.invalidateQueries({ queryKey: queryKeys.likes });
    }, FIRST_REFRESH_MS);
    // Spec §4: a newly pushed message reloads chats and likes, whether it came through the
    // service worker (push) or the live event stream of an open conversation.
    const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    const onSwMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'NEW_PUSH_MESSAGE') reloadBoth();
    };
    sw?.addEventListener('message', onSwMessage);
    const offLive = onChatMessageArrived(reloadBoth);
    return () => {
      window.clearTimeout(timer);
      sw?.removeEventListener('message', onSwMessage);
      offLive();
    };
  }, [qc, withLikes]);

  return (
    <>
      {withLikes ? <LikesQuery /> : null}
      <TabTitleBadge />
    </>
  );
}

/**
 * Mounted once in the default layout (beside the LikesPoller) and in the chat layout (there
 * `withLikes`, as no LikesPoller runs): keeps the chats list polled (the top bar's unread badge
 * and the conversation list derive from it), reloads chats and likes on a pushed message, and
 * keeps the tab title and the installed app's badge on the total. Nothing for visitors.
 */
function ChatsPollerContent({ withLikes = false }: { withLikes?: boolean }) {
  const user = useCurrentUser();
  // Loaded after mount, for members only: the query cache it polls into is the page's.
  return user ? (
    <QueryIsland>
      <MemberChats withLikes={withLikes} />
    </QueryIsland>
  ) : null;
}

/**
 * Loaded after mount for a member (member-islands.tsx), with next-intl's provider for the messages
 * its layout set aside.
 */
export function ChatsPoller(props: { withLikes?: boolean }) {
  return (
    <IntlIsland>
      <ChatsPollerContent {...props} />
    </IntlIsland>
  );
}
