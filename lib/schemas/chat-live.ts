import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { dbId } from './input';

/** POST /api/typing.php */
export const typingSchema = z.object({ conversation_id: dbId }).strict();

/** Events of GET /api/chat-events.php (the `data` of each named event). */
export type TypingEventData = { conversation_id: number; profile_id: number };
export type ReadEventData = TypingEventData;

/** GET /api/gifs.php?q= */
export const gifSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  limit: z.coerce.number().int().min(1).max(50).optional(),
  /** The interface locale the words are in; default: the member's language, else en. */
  locale: z.enum(locales).optional(),
});

/** One GIF found by the gif search. */
export type Gif = {
  id: string;
  url: string;
  preview_url: string;
  width: number;
  height: number;
  title: string;
};
