import type { Gif } from '@/lib/schemas/chat-live';
import { http } from './lazy-http';

export type { Gif };

/** GET /api/gifs.php: GIFs for the gif search (an empty query gives the featured ones). */
export async function searchGifs(query: string, locale: string): Promise<Gif[]> {
  const { data } = await http.get<{ gifs: Gif[] }>('/gifs.php', { params: { q: query, locale } });
  return data.gifs;
}
