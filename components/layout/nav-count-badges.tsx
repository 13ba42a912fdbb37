'use client';

import { useTranslations } from 'next-intl';
import { useNewLikesTotal, useUnreadTotal } from '@/lib/api-client/totals';
import { CountBadge } from '@/components/ui/count-badge';
import { QueryIsland } from '@/components/session/query-island';
import { IntlIsland } from '@/components/i18n/intl-island';

function Unread() {
  const t = useTranslations('nav');
  const unread = useUnreadTotal();
  return <CountBadge count={unread} label={t('unreadMessages', { count: unread })} />;
}

function NewLikes() {
  const t = useTranslations('nav');
  const newLikes = useNewLikesTotal();
  return <CountBadge count={newLikes} label={t('newLikes', { count: newLikes })} bg="secondary" />;
}

/** The unread-messages badge, from the page's chats cache (the chats poller fills it). */
export function UnreadBadge() {
  return (
    <QueryIsland>
      <IntlIsland>
        <Unread />
      </IntlIsland>
    </QueryIsland>
  );
}

/** The new-likes badge, from the page's likes cache (the likes poller fills it). */
export function NewLikesBadge() {
  return (
    <QueryIsland>
      <IntlIsland>
        <NewLikes />
      </IntlIsland>
    </QueryIsland>
  );
}
