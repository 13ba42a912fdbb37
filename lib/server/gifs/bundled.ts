import 'server-only';
import { BUNDLED_GIFS, GIF_SIZE, type BundledGif } from './catalogue';
import type { Gif, GifProvider } from './provider';

const fold = (s: string) =>
  s
    .toLocaleLowerCase('en')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    // Letters NFD does not split: what people type without the special key.
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .trim();

function toGif(g: BundledGif, locale: string): Gif {
  const word = (g.words[locale] ?? g.words.en)[0];
  return {
    id: `bundled:${g.id}`,
    url: `/gifs/${g.id}.gif`,
    preview_url: `/gifs/${g.id}-preview.gif`,
    width: GIF_SIZE,
    height: GIF_SIZE,
    title: word.charAt(0).toLocaleUpperCase(locale) + word.slice(1),
  };
}

/**
 * The embedded default: the GIFs bundled with the app (public/gifs/). A query matches a GIF when
 * every query word starts one of its words in the member's language or in English; words of the
 * member's language rank first. An empty query lists them all.
 */
export const bundledGifs: GifProvider = {
  name: 'bundled',
  async search(query, locale, limit) {
    const terms = fold(query).split(/\s+/).filter(Boolean);
    const scored = BUNDLED_GIFS.flatMap((g) => {
      if (!terms.length) return [{ g, score: 0 }];
      const own = (g.words[locale] ?? []).map(fold);
      const en = g.words.en.map(fold);
      const hit = (words: string[], t: string) =>
        words.some((w) => w.split(/\s+/).some((part) => part.startsWith(t)) || w.startsWith(t));
      if (!terms.every((t) => hit(own, t) || hit(en, t))) return [];
      return [{ g, score: terms.filter((t) => hit(own, t)).length }];
    });
    return scored
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ g }) => toGif(g, locale));
  },
};
