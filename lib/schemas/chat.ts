import { z } from 'zod';
import { dbId, dbIdParam } from './input';

/** Spec §3 Chat entry, as GET /api/chats.php lists it (newest first). */
export type ChatProfile = {
  id: number;
  name: string;
  /** Main photo thumbnail, prefixed with settings.cdn_prefix; null without an active one. */
  main_image: string | null;
  premium: boolean;
  is_fictional: boolean;
};

export type MessageKind = 'text' | 'image' | 'gift';

export type ChatEntry = {
  conversation: { id: number };
  profile: ChatProfile;
  num_unread_messages: number;
  /** body: the text; for a gift the gift's slug (translated as gifts.<slug>); '' for an image. */
  last_message: { kind: MessageKind; body: string; created_at: string; mine: boolean } | null;
};

export type ChatsData = { chats: ChatEntry[] };

export type ChatGift = { id: number; slug: string; image: string; credits: number };

export type ChatMessage = {
  id: number;
  conversation_id: number;
  /** The sender's profile id. */
  sender_id: number;
  mine: boolean;
  kind: MessageKind;
  body: string;
  /** Image messages: the photo, prefixed with the cdn_prefix. */
  image: { url: string; thumb_url: string } | null;
  gift: ChatGift | null;
  credits_spent: number;
  /** The sender's own key, only on the sender's messages (matches an optimistic bubble). */
  client_key: string | null;
  created_at: string;
};

/** GET /api/chat.php?id=: one page of messages, oldest → newest. */
export type MessagesPage = {
  conversation: { id: number; profile: ChatProfile; num_unread_messages: number };
  messages: ChatMessage[];
  /** Older messages exist: ask again with before=<first message id>. */
  has_more: boolean;
};

/** POST /api/chat.php answer. */
export type SendResult = { message: ChatMessage; balance: number; conversation_id: number };

export const CHATS_LIST_MAX = 100;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;
export const CLIENT_KEY_MAX = 100;

export const messagesQuerySchema = z.object({
  id: dbIdParam,
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).optional(),
});

export const clientKeySchema = z.string().trim().min(1).max(CLIENT_KEY_MAX);

/** POST /api/chat.php: to a conversation or a profile (the first message creates the conversation). */
export const sendMessageSchema = z
  .object({
    conversation_id: z.optional(dbId),
    profile_id: z.optional(dbId),
    kind: z.enum(['text', 'image', 'gift']),
    body: z.string().max(100_000).optional(),
    photo_id: z.optional(dbId),
    gift_id: z.optional(dbId),
    client_key: clientKeySchema.optional(),
  })
  .strict()
  .refine((b) => (b.conversation_id === undefined) !== (b.profile_id === undefined), {
    message: 'conversation_id_or_profile_id',
    path: ['conversation_id'],
  })
  .refine((b) => b.kind !== 'image' || b.photo_id !== undefined, {
    message: 'photo_required',
    path: ['photo_id'],
  })
  .refine((b) => b.kind !== 'gift' || b.gift_id !== undefined, {
    message: 'gift_required',
    path: ['gift_id'],
  })
  .refine((b) => b.kind === 'image' || b.photo_id === undefined, {
    message: 'unexpected',
    path: ['photo_id'],
  })
  .refine((b) => b.kind === 'gift' || b.gift_id === undefined, { message: 'unexpected', path: ['gift_id'] })
  .refine((b) => b.kind === 'text' || !b.body, { message: 'unexpected', path: ['body'] });

export type SendMessageInput = z.output<typeof sendMessageSchema>;

export const markReadSchema = z.object({ id: dbId }).strict();

export const deleteChatQuerySchema = z
  .object({ id: z.optional(dbIdParam), profile_id: z.optional(dbIdParam) })
  .refine((q) => (q.id === undefined) !== (q.profile_id === undefined), {
    message: 'id_or_profile_id',
    path: ['id'],
  });
