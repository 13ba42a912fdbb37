import 'server-only';
import type { ChatGift, ChatMessage, ChatProfile, MessageKind } from '@/lib/schemas/chat';
import type { gifts, photos } from '@/lib/server/db/schema';
import type { MessageRow, ProfileCardRow } from './repo';

type GiftRow = typeof gifts.$inferSelect;
type PhotoRow = typeof photos.$inferSelect;

export function toChatProfile(row: ProfileCardRow, cdnPrefix: string): ChatProfile {
  return {
    id: row.id,
    name: row.name,
    main_image: row.thumb ? `${cdnPrefix}${row.thumb}` : null,
    premium: Boolean(row.premium),
    is_fictional: row.isFictional,
  };
}

export function toChatGift(g: GiftRow): ChatGift {
  return { id: g.id, slug: g.slug, image: g.image, credits: g.credits };
}

/** The text a chats list shows for a message: its body, a gift's slug, '' for an image. */
export function previewBody(
  m: Pick<MessageRow, 'kind' | 'body'>,
  gift: Pick<GiftRow, 'slug'> | null,
): string {
  if (m.kind === 'gift') return gift?.slug ?? '';
  if (m.kind === 'image') return '';
  return m.body;
}

export function toChatMessage(
  row: { message: MessageRow; gift: GiftRow | null; photo: PhotoRow | null },
  me: number,
  cdnPrefix: string,
): ChatMessage {
  const { message: m, gift, photo } = row;
  const mine = m.senderId === me;
  return {
    id: m.id,
    conversation_id: m.conversationId,
    sender_id: m.senderId,
    mine,
    kind: m.kind as MessageKind,
    body: m.body,
    // Only an approved photo is shown (one rejected after sending no longer is; one sent while
    // still pending, before sending required approval, only to its sender until approved).
    image:
      m.kind === 'image' && photo && (photo.status === 'active' || (mine && photo.status === 'pending'))
        ? { url: `${cdnPrefix}${photo.filename}`, thumb_url: `${cdnPrefix}${photo.thumbFilename}` }
        : null,
    gift: m.kind === 'gift' && gift ? toChatGift(gift) : null,
    credits_spent: mine ? m.creditsSpent : 0,
    client_key: mine ? m.clientKey : null,
    created_at: m.createdAt.toISOString(),
  };
}
