'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useChatEvents, useTypingIndicator } from '@/lib/api-client/chat-live';
import { apiError, http } from '@/lib/api-client/http';
import {
  appendMessageToCache,
  flattenMessages,
  useDeleteChat,
  useGifts,
  useMarkRead,
  useMessages,
  useSendMessage,
  type SendInput,
} from '@/lib/api-client/chat';
import { useOwnProfile } from '@/lib/api-client/profile';
import { useSettings } from '@/lib/api-client/settings';
import { useRouter } from '@/lib/i18n/navigation';
import { ChatTopBar } from './chat-top-bar';
import { CreditsPrompt, isCreditsCode } from './credits-prompt';
import { MessageBubble } from './message-bubble';
import { MinimumCostLine } from './minimum-cost-line';
import { SendFooter } from './send-footer';
import { TypingIndicator } from './typing-indicator';
import { useEarlierMessages } from './use-earlier-messages';
import type { BubbleMessage, ChatProfile, GifResult } from './types';

type Props = {
  conversationId: number | null;
  partner: ChatProfile;
  blockedByMe: boolean;
  /** ?text= and ?gift=1 (icebreaker and the profile's gift button). */
  initialText?: string;
  openGiftPicker?: boolean;
};

type Refusal = { code: string; details: Record<string, unknown> };

/** GET /api/gifs.php?q= (E2's gif search); the answer may be a list or `{ gifs }`. */
async function searchGifs(q: string): Promise<GifResult[]> {
  const { data } = await http.get<GifResult[] | { gifs: GifResult[] }>('/gifs.php', { params: { q } });
  return Array.isArray(data) ? data : data.gifs;
}

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
  const router = useRouter();
  const settings = useSettings();
  const [conversationId, setConversationId] = useState(initialId);
  const [blocked, setBlocked] = useState(blockedByMe);
  const [pending, setPending] = useState<BubbleMessage[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
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
  const send = useSendMessage();
  const markRead = useMarkRead();
  const gifts = useGifts();
  const own = useOwnProfile();
  const del = useDeleteChat((err) => {
    window.alert(
      te.has(apiError(err).error)
        ? te(apiError(err).error as 'generic')
        : te('deleteFailed', { error: apiError(err).error }),
    );
  });
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const stored = useMemo(() => flattenMessages(messages.data), [messages.data]);
  const storedKeys = useMemo(() => new Set(stored.map((m) => m.client_key).filter(Boolean)), [stored]);
  const shown: BubbleMessage[] = [...stored, ...pending.filter((p) => !storedKeys.has(p.client_key))];

  // Opening the conversation (and every newly arrived message while it is open) clears its unread count.
  const newestId = stored.at(-1)?.id;
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (conversationId !== null) markReadNow(conversationId);
  }, [conversationId, newestId, markReadNow]);

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

  const submit = useCallback(
    async (
      input: Omit<SendInput, 'conversationId' | 'profileId' | 'clientKey'>,
      clientKey = crypto.randomUUID(),
    ) => {
      setRefusal(null);
      const optimistic: BubbleMessage = {
        id: -Date.now(),
        conversation_id: conversationId ?? 0,
        sender_id: 0,
        mine: true,
        kind: input.kind,
        body: input.body ?? '',
        image: null,
        gift: gifts.data?.find((g) => g.id === input.giftId) ?? null,
        credits_spent: 0,
        client_key: clientKey,
        created_at: new Date().toISOString(),
        pending: true,
      };
      setPending((list) => [...list.filter((p) => p.client_key !== clientKey), optimistic]);
      try {
        const result = await send.mutateAsync({ ...input, conversationId, profileId: partner.id, clientKey });
        if (conversationId === null) setConversationId(result.conversation_id);
        setPending((list) => list.filter((p) => p.client_key !== clientKey));
        return true;
      } catch (err) {
        const { error: code, ...details } = apiError(err);
        const network = code === 'offline' || code === 'generic';
        // A refused message is not kept as a bubble; a network failure can be retried with its key.
        setPending((list) =>
          network
            ? list.map((p) => (p.client_key === clientKey ? { ...p, pending: false, failed: true } : p))
            : list.filter((p) => p.client_key !== clientKey),
        );
        if (!network) setRefusal({ code, details });
        return false;
      }
    },
    [conversationId, partner.id, send, gifts.data],
  );

  const retry = (m: BubbleMessage) =>
    void submit({ kind: m.kind, body: m.body, giftId: m.gift?.id }, m.client_key ?? undefined);

  const onDelete = () => {
    if (conversationId === null || !window.confirm(t('topBar.deleteConfirm', { name: partner.name }))) return;
    del.mutate({ conversationId });
    router.push('/chats');
  };

  const refusalText = (r: Refusal) =>
    te.has(r.code)
      ? te(
          r.code as 'generic',
          { name: partner.name, max: settings.message_length, limit: 0, ...r.details } as never,
        )
      : te('generic');

  const photos = (own.data?.photos ?? [])
    .filter((p) => p.status !== 'rejected')
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
          <CreditsPrompt code={refusal.code} limit={Number(refusal.details.limit ?? 0)} />
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
        searchGifs={searchGifs}
        disabled={blocked}
        onTyping={notifyTyping}
        onSendText={(body) => submit({ kind: 'text', body })}
        onSendGif={(gif) => void submit({ kind: 'text', body: gif.url })}
        onSendGift={(gift) => void submit({ kind: 'gift', giftId: gift.id })}
        onSendPhoto={(photo) => void submit({ kind: 'image', photoId: photo.id })}
      />
    </section>
  );
}
