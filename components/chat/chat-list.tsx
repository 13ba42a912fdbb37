'use client';

import { useTranslations } from 'next-intl';
import { useCurrentUser } from '@/lib/session/page-session';
import { chatEntries, useChats } from '@/lib/api-client/chats';
import { Link } from '@/lib/i18n/navigation';
import { recentChatProfile, useChatStore } from '@/stores/chat-store';
import { ChatListItem } from './chat-list-item';

/** The member's conversations (newest first); the spinner only on the first load (spec §7). */
export function ChatList({ activeId }: { activeId?: number | null }) {
  const t = useTranslations('chats');
  const { data, isPending, isError, refetch } = useChats();
  const chats = chatEntries(data);
  // Back on the list (no conversation beside it), the one opened last is marked and in view.
  const last = useChatStore((s) => s.last_chat_opened_profile);
  const memberId = useCurrentUser()?.profile?.id;
  const recentProfile = activeId ? null : recentChatProfile(last, memberId);
  if (isPending && !data) {
    return (
      <div className="text-center p-3" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  }
  if (isError && !chats.length) {
    return (
      <div className="p-3" role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
          {t('reload')}
        </button>
      </div>
    );
  }
  if (!chats.length) {
    return (
      <div className="p-3">
        <p>{t('empty')}</p>
        <Link href="/members">{t('findMembers')}</Link>
      </div>
    );
  }
  return (
    <nav aria-label={t('listLabel')} className="list-group list-group-flush" data-testid="chat-list">
      {chats.map((entry) => (
        <ChatListItem
          key={entry.conversation.id}
          entry={entry}
          active={entry.conversation.id === activeId}
          recent={entry.profile.id === recentProfile}
        />
      ))}
    </nav>
  );
}
