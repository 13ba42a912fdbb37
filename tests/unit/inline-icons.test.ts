// The cached public pages' inline icon symbols (lib/server/http/inline-icons.ts): which `<use>`
// change, what goes into the page, and when the page is left as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearInlineIconSprites, inlineIcons, symbolsOf } from '@/lib/server/http/inline-icons';
import { ICON_SPRITE_URLS } from '@/lib/ui/icon-sprite-urls';
import { buildSpriteReader } from '@/scripts/server-page-cache.mjs';

const UI = ICON_SPRITE_URLS.ui;
const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg">\n' +
  '<symbol id="heart-fill" viewBox="0 0 16 16"><path d="M1 1h2"/></symbol>\n' +
  '<symbol id="stars" viewBox="0 0 16 16"><path d="M2 2h3"/><path d="M4 4h1"/></symbol>\n' +
  '<symbol id="eye" viewBox="0 0 16 16"><path d="M3 3h4"/></symbol>\n</svg>';

const icon = (name: string) =>
  `<svg class="bi bi-${name}" width="1em" height="1em" fill="currentColor" aria-hidden="true"><use href="${UI}#${name}"></use></svg>`;
const inlined = (name: string) => icon(name).replace(`${UI}#${name}`, `#hl-ui-${name}`);
// The RSC payload holds the same href inside a script's string, its quotes escaped.
const payload = `<script>self.__next_f.push([1,"[\\"$\\",\\"use\\",null,{\\"href\\":\\"${UI}#stars\\"}]"])</script>`;
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}${payload}</body></html>`;

const reader = (files: Record<string, string>) => {
  const reads: string[] = [];
  const read = async (p: string) => {
    reads.push(p);
    return files[p] ?? null;
  };
  return { read, reads };
};

beforeEach(() => clearInlineIconSprites());

describe('symbolsOf', () => {
  it('gives each symbol of a sprite by its id, with its attributes and drawing', () => {
    const symbols = symbolsOf(SPRITE);
    expect([...symbols.keys()]).toEqual(['heart-fill', 'stars', 'eye']);
    expect(symbols.get('stars')).toBe(' viewBox="0 0 16 16"><path d="M2 2h3"/><path d="M4 4h1"/>');
  });
});

describe('inlineIcons', () => {
  it('copies the symbols the markup uses to the end of the body, once each, and points the markup at them', async () => {
    const { read } = reader({ '/icons/ui.svg': SPRITE });
    const out = await inlineIcons(page(icon('stars') + icon('heart-fill') + icon('stars')), read);
    expect(out).toBe(
      '<!DOCTYPE html><html><head></head><body>' +
        inlined('stars') +
        inlined('heart-fill') +
        inlined('stars') +
        payload +
        '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="position:absolute;width:0;height:0;overflow:hidden">' +
        '<symbol id="hl-ui-stars" viewBox="0 0 16 16"><path d="M2 2h3"/><path d="M4 4h1"/></symbol>' +
        '<symbol id="hl-ui-heart-fill" viewBox="0 0 16 16"><path d="M1 1h2"/></symbol>' +
        '</svg></body></html>',
    );
    // The RSC payload is left as rendered: the browser's own renders use the sprite file.
    expect(out).toContain(payload);
  });

  it('leaves a <use> of a symbol the sprite does not have as it was', async () => {
    const { read } = reader({ '/icons/ui.svg': SPRITE });
    const out = await inlineIcons(page(icon('eye') + icon('no-such-icon')), read);
    expect(out).toContain(icon('no-such-icon'));
    expect(out).toContain('<use href="#hl-ui-eye"');
    expect(out).not.toContain('hl-ui-no-such-icon');
  });

  it('leaves a page without icons, without a body end or with an unreadable sprite as it was', async () => {
    const none = reader({ '/icons/ui.svg': SPRITE });
    const plain = page('<p>no icons</p>');
    expect(await inlineIcons(plain, none.read)).toBe(plain);
    expect(none.reads).toEqual([]);
    const cut = page(icon('stars')).replace('</body></html>', '');
    expect(await inlineIcons(cut, none.read)).toBe(cut);
    const missing = reader({});
    const html = page(icon('stars'));
    expect(await inlineIcons(html, missing.read)).toBe(html);
  });

  it('reads and parses each sprite once, and an unreadable one again next time', async () => {
    const files: Record<string, string> = {};
    const { read, reads } = reader(files);
    const html = page(icon('stars'));
    expect(await inlineIcons(html, read)).toBe(html);
    await new Promise((r) => setTimeout(r, 0));
    files['/icons/ui.svg'] = SPRITE;
    expect(await inlineIcons(html, read)).toContain('hl-ui-stars');
    expect(await inlineIcons(page(icon('eye')), read)).toContain('hl-ui-eye');
    expect(reads).toEqual(['/icons/ui.svg', '/icons/ui.svg']);
  });

  it('inlines the real sprite’s drawings, the ones the icon component names', async () => {
    const out = await inlineIcons(page(icon('heart-fill')), buildSpriteReader(path.resolve('public')));
    const real = symbolsOf(fs.readFileSync(path.resolve('public/icons/ui.svg'), 'utf8')).get('heart-fill');
    expect(real).toBeTruthy();
    expect(out).toContain(`<symbol id="hl-ui-heart-fill"${real}</symbol>`);
  });
});

describe('buildSpriteReader (scripts/server-page-cache.mjs)', () => {
  it('reads an icon sprite of the public folder and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-public-'));
    fs.mkdirSync(path.join(dir, 'icons'));
    fs.writeFileSync(path.join(dir, 'icons', 'ui.svg'), SPRITE);
    fs.writeFileSync(path.join(dir, 'secret.svg'), 'secret');
    const read = buildSpriteReader(dir);
    expect(await read('/icons/ui.svg')).toBe(SPRITE);
    expect(await read('/icons/../secret.svg')).toBeNull();
    expect(await read('/secret.svg')).toBeNull();
    expect(await read('/icons/missing.svg')).toBeNull();
  });
});
