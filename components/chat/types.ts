// Client-side shapes used by the chat components: the API's DTOs (lib/schemas/chat.ts) plus the
// optimistic state of a bubble, and the items of the gif search and photo picker.
import type { ChatGift, ChatMessage } from '@/lib/schemas/chat';

export type { ChatEntry, ChatGift, ChatMessage, ChatProfile, MessageKind } from '@/lib/schemas/chat';

/** A bubble on screen: a stored message, or one still on its way (optimistic). */
export type BubbleMessage = ChatMessage & { pending?: boolean; failed?: boolean };

/** A GIF found by the gif search (E2's /api/gifs.php). */
export type GifResult = {
  id: string;
  url: string;
  preview_url: string;
  width: number;
  height: number;
  title: string;
};

/** One of the member's own photos, offered by the photo picker. */
export type OwnPhoto = { id: number; url: string };

export type GiftLike = Pick<ChatGift, 'slug'>;
