import 'server-only';
import type { Gif, GifProvider } from './provider';

type Fetch = typeof fetch;
const TIMEOUT_MS = 4_000;

/** The spec's two-letter locales as Giphy's `lang` and Tenor's `locale` expect them. */
const TENOR_LOCALE: Record<string, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_US',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nb: 'nb_NO',
  nl: 'nl_NL',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

async function getJson(fetchFn: Fetch, url: string): Promise<unknown> {
  const res = await fetchFn(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`gif provider answered ${res.status}`);
  return res.json();
}

type GiphyImage = { url?: string; width?: string; height?: string };
type GiphyItem = {
  id: string;
  title?: string;
  images?: { fixed_height?: GiphyImage; fixed_height_small?: GiphyImage };
};

/** Giphy (https://developers.giphy.com): search, or trending for an empty query; rating pg-13. */
export function giphyProvider(apiKey: string, fetchFn: Fetch = fetch): GifProvider {
  return {
    name: 'giphy',
    async search(query, locale, limit) {
      const params = new URLSearchParams({
        api_key: apiKey,
        limit: String(limit),
        rating: 'pg-13',
        lang: locale,
      });
      if (query) params.set('q', query);
      const endpoint = query ? 'search' : 'trending';
      const body = (await getJson(fetchFn, `https://api.giphy.com/v1/gifs/${endpoint}?${params}`)) as {
        data?: GiphyItem[];
      };
      return (body.data ?? []).flatMap((item): Gif[] => {
        const full = item.images?.fixed_height;
        const small = item.images?.fixed_height_small ?? full;
        if (!full?.url || !small?.url) return [];
        return [
          {
            id: `giphy:${item.id}`,
            url: full.url,
            preview_url: small.url,
            width: Number(full.width) || 0,
            height: Number(full.height) || 0,
            title: item.title ?? '',
          },
        ];
      });
    },
  };
}

type TenorMedia = { url?: string; dims?: [number, number] };
type TenorItem = {
  id: string;
  content_description?: string;
  media_formats?: { gif?: TenorMedia; tinygif?: TenorMedia };
};

/** Tenor v2 (https://developers.google.com/tenor): search, or featured for an empty query. */
export function tenorProvider(apiKey: string, fetchFn: Fetch = fetch): GifProvider {
  return {
    name: 'tenor',
    async search(query, locale, limit) {
      const params = new URLSearchParams({
        key: apiKey,
        limit: String(limit),
        contentfilter: 'medium',
        media_filter: 'gif,tinygif',
        locale: TENOR_LOCALE[locale] ?? 'en_US',
      });
      if (query) params.set('q', query);
      const endpoint = query ? 'search' : 'featured';
      const body = (await getJson(fetchFn, `https://tenor.googleapis.com/v2/${endpoint}?${params}`)) as {
        results?: TenorItem[];
      };
      return (body.results ?? []).flatMap((item): Gif[] => {
        const full = item.media_formats?.gif;
        const small = item.media_formats?.tinygif ?? full;
        if (!full?.url || !small?.url) return [];
        return [
          {
            id: `tenor:${item.id}`,
            url: full.url,
            preview_url: small.url,
            width: full.dims?.[0] ?? 0,
            height: full.dims?.[1] ?? 0,
            title: item.content_description ?? '',
          },
        ];
      });
    },
  };
}
