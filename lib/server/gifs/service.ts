import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/server/log';
import { bundledGifs } from './bundled';
import type { Gif, GifProvider } from './provider';
import { giphyProvider, tenorProvider } from './remote';

export const GIF_RESULTS_DEFAULT = 24;

/** The configured provider: GIF_PROVIDER=giphy|tenor with GIF_API_KEY, else the bundled GIFs. */
export function gifProvider(fetchFn: typeof fetch = fetch): GifProvider {
  const { GIF_PROVIDER, GIF_API_KEY } = env();
  if (GIF_PROVIDER === 'giphy' && GIF_API_KEY) return giphyProvider(GIF_API_KEY, fetchFn);
  if (GIF_PROVIDER === 'tenor' && GIF_API_KEY) return tenorProvider(GIF_API_KEY, fetchFn);
  return bundledGifs;
}

/**
 * GET /api/gifs.php?q=: GIFs for the chat's gif search. When the real provider fails (down,
 * quota, bad key) the member still gets the bundled GIFs instead of an error.
 */
export async function searchGifs(
  query: string,
  locale: string,
  limit = GIF_RESULTS_DEFAULT,
  provider: GifProvider = gifProvider(),
): Promise<{ gifs: Gif[]; provider: string }> {
  try {
    return { gifs: await provider.search(query, locale, limit), provider: provider.name };
  } catch (err) {
    if (provider === bundledGifs) throw err;
    log().warn({ err, provider: provider.name }, 'gif provider failed; bundled gifs instead');
    return { gifs: await bundledGifs.search(query, locale, limit), provider: bundledGifs.name };
  }
}
