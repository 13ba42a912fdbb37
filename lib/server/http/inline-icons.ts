import { ICON_SPRITE_URLS } from '@/lib/ui/icon-sprite-urls';
import { readOnce } from './read-once';

/**
 * The icons of a cached public page in its own HTML (issue 10). An icon is an `<svg>` that
 * references a symbol of a sprite file (components/ui/icon.tsx), so without this the page's icons
 * show only once that file has arrived: on a phone a request after the page, and then a second
 * document for the browser to parse before the first paint. Here the symbols the markup uses are
 * copied into one hidden `<svg>` at the end of the body, and the markup's `<use>` point at those
 * copies (`#hl-<sprite>-<name>`).
 *
 * Only the markup changes, never the RSC payload: React keeps the server's attributes when it
 * hydrates (it compares text only), so the icons stay on their inline copies; an icon rendered
 * or changed later in the browser uses the sprite file as before. A page whose icon is not in its
 * sprite keeps that `<use>` as it was.
 */

/** A sprite's symbols by name, as its file has them. */
export type SpriteSymbols = Map<string, string>;

/** Reads a sprite file by its public path (`/icons/ui.svg`); null when it cannot. */
export type SpriteReader = (publicPath: string) => Promise<string | null>;

const SYMBOL = /<symbol id="([\w-]+)"([^>]*)>([\s\S]*?)<\/symbol>/g;

export function symbolsOf(sprite: string): SpriteSymbols {
  const symbols: SpriteSymbols = new Map();
  for (const m of sprite.matchAll(SYMBOL)) symbols.set(m[1], `${m[2]}>${m[3]}`);
  return symbols;
}

const sprites = readOnce<SpriteSymbols>();

/** Each sprite is read and parsed once (read-once.ts). */
function spriteSymbols(publicPath: string, read: SpriteReader): Promise<SpriteSymbols | null> {
  return sprites.get(publicPath, () =>
    read(publicPath).then((svg) => (svg === null ? null : symbolsOf(svg))),
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page with the symbols its markup uses inline, or the page as it was when it uses none. */
export async function inlineIcons(html: string, read: SpriteReader): Promise<string> {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  let out = html.slice(0, bodyEnd);
  let copies = '';
  for (const [sprite, url] of Object.entries(ICON_SPRITE_URLS)) {
    // Markup only: in the RSC payload the same href sits inside a script's string, quotes escaped.
    const use = new RegExp(`<use href="${escape(url)}#([\\w-]+)"`, 'g');
    if (!use.test(out)) continue;
    const symbols = await spriteSymbols(url.split('?')[0], read);
    if (!symbols) continue;
    const used = new Set<string>();
    out = out.replace(use, (whole, name: string) => {
      if (!symbols.has(name)) return whole;
      used.add(name);
      return `<use href="#hl-${sprite}-${name}"`;
    });
    for (const name of used) copies += `<symbol id="hl-${sprite}-${name}"${symbols.get(name)}</symbol>`;
  }
  if (!copies) return html;
  const hidden = `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">${copies}</svg>`;
  return out + hidden + html.slice(bodyEnd);
}

/** For tests: forgets the parsed sprites. */
export function clearInlineIconSprites(): void {
  sprites.clear();
}
