import 'server-only';
import type { Gif } from '@/lib/schemas/chat-live';

export type { Gif };

/** A gif search backend: the bundled set, or a real service behind an API key. */
export interface GifProvider {
  readonly name: string;
  /** GIFs matching `query` (the featured ones for an empty query), best first. */
  search(query: string, locale: string, limit: number): Promise<Gif[]>;
}
