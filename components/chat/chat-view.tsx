'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser, useSettings } from '@/lib/session/page-session';
import { useChatEvents, useTypingIndicator } from '@/lib/api-client/chat-live';
import { apiError } from '@/lib/api-client/api-error';
import {
  appendMessageToCache,
  flattenMessages,
  useDeleteChat,
  useGifts,
  useMarkRead,
  useMessages,
} from '@/lib/api-client/chat';
import { searchGifs } from '@/lib/api-client/gifs';
import { useOwnProfile } from '@/lib/api-client/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { useChatStore } from '@/stores/chat-store';
import { ChatTopBar } from './chat-top-bar';
import { CreditsPrompt, isCreditsCode } from './credits-prompt';
import { MessageBubble } from './message-bubble';
import { MinimumCostLine } from './minimum-cost-line';
import { SendFooter } from './send-footer';
import { TypingIndicator } from './typing-indicator';
import { useChatSend, type Refusal } from './use-chat-send';
import { useEarlierMessages } from './use-earlier-messages';
import { useReadWhileVisible } from './use-read-while-visible';
import type { BubbleMessage, ChatProfile } from './types';

type Props = {
  conversationId: number | null;
  partner: ChatProfile;
  blockedByMe: boolean;
  /** ?text= and ?gift=1 (icebreaker and the profile's gift button). */
  initialText?: string;
  openGiftPicker?: boolean;
};

/** One conversation: top bar, messages (earlier ones on scroll), typing indicator, send footer. */
export function ChatView({
  conversationId: initialId,
  partner,
  blockedByMe,
  initialText,
  openGiftPicker,
}: Props) {
  const t = useTranslations('chat');
  const te = useTranslations('chatErrors');
  const tg = useTranslations('errors');
  const router = useRouter();
  const locale = useLocale();
  const settings = useSettings();
  const [conversationId, setConversationId] = useState(initialId);
  const [blocked, setBlocked] = useState(blockedByMe);
  const { pending, refusal, submit, retry } = useChatSend({
    conversationId,
    partnerId: partner.id,
    onConversation: setConversationId,
  });
  // The gif search in the member's language (GET /api/gifs.php?q=&locale=).
  const findGifs = useCallback((q: string) => searchGifs(q, locale), [locale]);
  // Live events bring the partner's messages; polling only while the stream is unavailable.
  const messages = useMessages(conversationId, false);
  const qc = useQueryClient();
  useChatEvents(conversationId, {
    onMessage: (message) => {
      if (conversationId !== null) appendMessageToCache(qc, conversationId, message);
    },
    onPoll: () => void messages.refetch(),
  });
  const { partnerTyping, notifyTyping } = useTypingIndicator(conversationId);
  const markRead = useMarkRead();
  const gifts = useGifts();
  const own = useOwnProfile();
  const del = useDeleteChat((err) => {
    const { error: code } = apiError(err);
    // A code without its own text (offline, a server failure) is not shown raw to the member.
    window.alert(te.has(code) ? te(code) : te('deleteFailed', { error: tg('generic') }));
  });
  // Spec §3 chat store: the conversation opened last (the list points at it on the way back).
  const memberId = useCurrentUser()?.profile?.id;
  const chatOpened = useChatStore((s) => s.chatOpened);
  useEffect(() => {
    if (memberId !== undefined) chatOpened(memberId, partner.id);
  }, [memberId, partner.id, chatOpened]);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const stored = useMemo(() => flattenMessages(messages.data), [messages.data]);
  const storedKeys = useMemo(() => new Set(stored.map((m) => m.client_key).filter(Boolean)), [stored]);
  const shown: BubbleMessage[] = [...stored, ...pending.filter((p) => !storedKeys.has(p.client_key))];

  // Opening the conversation (and every newly arrived message while it is open) clears its
  // unread count, once the member can see it (a hidden tab waits until it is shown).
  const newestId = stored.at(-1)?.id;
  useReadWhileVisible(conversationId, newestId, markRead.mutate);

  useEarlierMessages(scroller, sentinel, {
    hasMore: Boolean(messages.hasNextPage),
    loading: messages.isFetchingNextPage,
    loadMore: messages.fetchNextPage,
    count: stored.length,
  });

  // New messages at the bottom keep the view at the bottom.
  const lastKey = shown.at(-1)?.client_key ?? shown.at(-1)?.id;
  useEffect(() => {
    const s = scroller.current;
    if (s) s.scrollTop = s.scrollHeight;
  }, [lastKey]);

  const onDelete = () => {
    if (conversationId === null || !window.confirm(t('topBar.deleteConfirm', { name: partner.name }))) return;
    del.mutate({ conversationId });
    router.push('/chats');
  };

  const refusalText = (r: Refusal) =>
    te.has(r.code)
      ? te(r.code, { name: partner.name, max: settings.message_length, limit: 0, ...r.details } as never)
      : tg('generic');

  const photos = (own.data?.photos ?? [])
    // Only approved photos can be sent (the server refuses pending ones with photo_pending).
    .filter((p) => p.status === 'active')
    .map((p) => ({ id: p.id, url: `${settings.cdn_prefix}${p.thumb_filename}` }));

  return (
    <section
      className="d-flex flex-column flex-grow-1 min-vh-0"
      style={{ height: '100dvh' }}
      aria-label={t('messagesLabel', { name: partner.name })}
    >
      <ChatTopBar
        partner={partner}
        blocked={blocked}
        onBlockChange={setBlocked}
        onDelete={conversationId !== null ? onDelete : undefined}
      />
      <div ref={scroller} className="flex-grow-1 overflow-auto p-3" data-testid="chat-messages">
        <div ref={sentinel} />
        {messages.isFetchingNextPage && (
          <p className="text-center small" role="status">
            {t('earlier')}
          </p>
        )}
        {messages.isError && !stored.length && (
          <p role="alert">
            {t('loadFailed')}{' '}
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              onClick={() => void messages.refetch()}
            >
              {t('reload')}
            </button>
          </p>
        )}
        {conversationId !== null && messages.isPending && (
          <p className="text-center small" role="status">
            {t('loading')}
          </p>
        )}
        {!shown.length && (conversationId === null || messages.isSuccess) && (
          <p className="text-center text-body-secondary">{t('empty', { name: partner.name })}</p>
        )}
        {shown.map((m) => (
          <MessageBubble key={m.client_key ?? m.id} message={m} mine={m.mine} onRetry={retry} />
        ))}
      </div>
      <TypingIndicator name={partner.name} typing={partnerTyping} />
      <div className="px-2">
        {refusal && isCreditsCode(refusal.code) && (
          <CreditsPrompt code={refusal.code} kind={refusal.kind} limit={Number(refusal.details.limit ?? 0)} />
        )}
        {refusal && !isCreditsCode(refusal.code) && (
          <div className="alert alert-danger py-2 mb-2" role="alert">
            {refusalText(refusal)}
          </div>
        )}
        <MinimumCostLine className="small text-body-secondary mb-1 text-center" />
      </div>
      <SendFooter
        maxLength={settings.message_length}
        initialText={initialText}
        initialGiftPicker={openGiftPicker}
        gifts={gifts.data ?? []}
        photos={photos}
        photoCredits={settings.photo_credits}
        searchGifs={findGifs}
        disabled={blocked}
        onTyping={notifyTyping}
        onSendText={(body) => submit({ kind: 'text', body })}
        onSendGif={(gif) => void submit({ kind: 'text', body: gif.url })}
        onSendGift={(gift) => void submit({ kind: 'gift', gift })}
        onSendPhoto={(photo) => void submit({ kind: 'image', photo })}
      />
    </section>
  );
}
