'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { RelativeTime } from '@/components/ui/relative-time';
import { CountBadge } from '@/components/ui/count-badge';
import { giftName, isGifBody } from './message-bubble';
import type { ChatEntry } from './types';
import { Icon } from '@/components/ui/icon';

type Props = {
  entry: ChatEntry;
  /** The conversation shown beside the list. */
  active?: boolean;
  /** The conversation the member opened last: marked, and scrolled into view once. */
  recent?: boolean;
};

/** One conversation in the list: partner photo and name, last message, its time, unread count. */
export function ChatListItem({ entry, active = false, recent = false }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView; browsers all do.
    if (recent) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [recent]);
  const t = useTranslations('chats');
  const tGift = useTranslations('gifts');
  const last = entry.last_message;
  const unread = entry.num_unread_messages;

  let preview = '';
  if (last) {
    const what =
      last.kind === 'image'
        ? t('lastImage')
        : last.kind === 'gift'
          ? t('lastGift', { gift: giftName(tGift, last.body) })
          : isGifBody(last.body)
            ? t('lastGif')
            : last.body;
    preview = last.mine ? t('you', { text: what }) : what;
  }

  return (
    <Link
      ref={ref}
      href={`/chats/${entry.conversation.id}`}
      className={`list-group-item list-group-item-action d-flex align-items-center gap-2 ${active ? 'active' : ''}`}
      aria-current={active ? 'page' : undefined}
      data-testid="chat-list-item"
      data-recent={recent || undefined}
      // A bar on the left edge, not a border, so the row keeps the list's lines and spacing.
      style={recent ? { boxShadow: 'inset 4px 0 0 var(--bs-primary)' } : undefined}
    >
      {entry.profile.main_image ? (
        // eslint-disable-next-line @next/next/no-img-element -- CDN thumbnail
        <img
          src={entry.profile.main_image}
          alt=""
          width={48}
          height={48}
          className="rounded-circle object-fit-cover flex-shrink-0"
        />
      ) : (
        <span
          className="rounded-circle bg-secondary-subtle d-inline-flex align-items-center justify-content-center flex-shrink-0"
          style={{ width: 48, height: 48 }}
          aria-hidden="true"
        >
          <Icon name="person" aria-hidden="true" />
        </span>
      )}
      <span className="flex-grow-1 min-w-0">
        <span className="d-flex justify-content-between gap-2">
          <span className={`text-truncate ${unread ? 'fw-bold' : ''}`}>
            {entry.profile.name}
            {recent && <span className="visually-hidden"> ({t('lastOpened')})</span>}
          </span>
          {last && (
            <RelativeTime className="small text-nowrap text-body-secondary" date={last.created_at} />
          )}
        </span>
        <span className="d-flex justify-content-between gap-2">
          <span className="small text-truncate text-body-secondary">{preview}</span>
          <CountBadge count={unread} label={t('unread', { count: unread })} className="" />
        </span>
      </span>
    </Link>
  );
}
