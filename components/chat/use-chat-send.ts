'use client';

import { useCallback, useRef, useState } from 'react';
import { apiError } from '@/lib/api-client/api-error';
import { useSendMessage } from '@/lib/api-client/chat';
import type { BubbleMessage, ChatGift, MessageKind, OwnPhoto } from './types';

/** What the member sends: the text, the chosen photo or the chosen gift. */
export type Outgoing =
  { kind: 'text'; body: string } | { kind: 'image'; photo: OwnPhoto } | { kind: 'gift'; gift: ChatGift };

/** A send the server refused; `kind` lets the credits prompt say why (only texts are free). */
export type Refusal = { code: string; kind: MessageKind; details: Record<string, unknown> };

type Options = {
  conversationId: number | null;
  partnerId: number;
  /** The first message created the conversation. */
  onConversation: (conversationId: number) => void;
};

/**
 * Sending from the open conversation: an optimistic bubble at once (the chosen photo or gift
 * shown as it will be), replaced by the server's message; a refusal removes it and is returned
 * for the screen to explain; a network failure keeps it as "not sent" with a retry that sends
 * the same thing with the same client key (the server charges it once).
 */
export function useChatSend({ conversationId, partnerId, onConversation }: Options) {
  const send = useSendMessage();
  const [pending, setPending] = useState<BubbleMessage[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // What each optimistic bubble carries, by client key, so a retry repeats it exactly.
  const outgoing = useRef(new Map<string, Outgoing>());

  const submit = useCallback(
    async (out: Outgoing, clientKey: string = crypto.randomUUID()): Promise<boolean> => {
      setRefusal(null);
      outgoing.current.set(clientKey, out);
      const optimistic: BubbleMessage = {
        id: -Date.now(),
        conversation_id: conversationId ?? 0,
        sender_id: 0,
        mine: true,
        kind: out.kind,
        body: out.kind === 'text' ? out.body : '',
        image: out.kind === 'image' ? { url: out.photo.url, thumb_url: out.photo.url } : null,
        gift: out.kind === 'gift' ? out.gift : null,
        credits_spent: 0,
        client_key: clientKey,
        created_at: new Date().toISOString(),
        pending: true,
      };
      setPending((list) => [...list.filter((p) => p.client_key !== clientKey), optimistic]);
      try {
        const result = await send.mutateAsync({
          conversationId,
          profileId: partnerId,
          clientKey,
          kind: out.kind,
          body: out.kind === 'text' ? out.body : undefined,
          photoId: out.kind === 'image' ? out.photo.id : undefined,
          giftId: out.kind === 'gift' ? out.gift.id : undefined,
        });
        if (conversationId === null) onConversation(result.conversation_id);
        // The server's message stands in until the messages cache holds it (a first message
        // creates the conversation, whose messages are then still to be loaded).
        setPending((list) => list.map((p) => (p.client_key === clientKey ? result.message : p)));
        outgoing.current.delete(clientKey);
        return true;
      } catch (err) {
        const { error: code, ...details } = apiError(err);
        const network = code === 'offline' || code === 'generic';
        setPending((list) =>
          network
            ? list.map((p) => (p.client_key === clientKey ? { ...p, pending: false, failed: true } : p))
            : list.filter((p) => p.client_key !== clientKey),
        );
        if (!network) {
          outgoing.current.delete(clientKey);
          setRefusal({ code, kind: out.kind, details });
        }
        return false;
      }
    },
    [conversationId, partnerId, send, onConversation],
  );

  const retry = useCallback(
    (message: BubbleMessage) => {
      const out = message.client_key ? outgoing.current.get(message.client_key) : undefined;
      if (out && message.client_key) void submit(out, message.client_key);
    },
    [submit],
  );

  return { pending, refusal, submit, retry };
}
