import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { componentName, iconSymbol, spriteFiles } from '@/scripts/icon-sprite';
import { INTEREST_ICON_NAMES, UI_ICON_NAMES } from '@/lib/ui/icon-names';
import { FICTIONAL_ICONS } from '@/lib/schemas/admin-sites';

const ROOT = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) ? [path] : [];
  });
}
const CODE = ['app', 'components']
  .flatMap(sourceFiles)
  .map((f) => ({ f, src: readFileSync(join(ROOT, f), 'utf8') }));

describe('icon sprites (npm run icons:generate)', () => {
  it('the committed sprites and their hashed URLs are what the generator writes from the lists', () => {
    for (const [path, content] of Object.entries(spriteFiles())) {
      expect(
        readFileSync(join(ROOT, path), 'utf8'),
        `${path} is out of date: run npm run icons:generate`,
      ).toBe(content);
    }
  });

  it('draws each icon as react-bootstrap-icons did: its viewBox and paths in a symbol', () => {
    expect(componentName('dice-5')).toBe('Dice5');
    expect(componentName('x-lg')).toBe('XLg');
    expect(iconSymbol('heart-fill')).toBe(
      '<symbol id="heart-fill" viewBox="0 0 16 16"><path fill-rule="evenodd" d="M8 1.314C12.438-3.248 23.534 4.735 8 15-7.534 4.736 3.562-3.248 8 1.314"></path></symbol>',
    );
    expect(() => iconSymbol('no-such-icon')).toThrow(/no icon "no-such-icon"/);
  });

  it('has a symbol for every icon name the code uses', () => {
    const ui = new Set<string>(UI_ICON_NAMES);
    const used = new Set<string>();
    for (const { src } of CODE) {
      for (const m of src.matchAll(/<Icon\s+name="([^"]+)"/g)) used.add(m[1]);
      // Names picked from a table ({ icon: 'gem' }, ICONS = { card: 'credit-card' }).
      for (const m of src.matchAll(/\bicon(?:=|: )["']([a-z0-9-]+)["']/g)) used.add(m[1]);
    }
    for (const n of FICTIONAL_ICONS) used.add(n.replace(/^bi-/, ''));
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((n) => !ui.has(n))).toEqual([]);
    const sprite = readFileSync(join(ROOT, 'public/icons/ui.svg'), 'utf8');
    expect([...used].filter((n) => !sprite.includes(`<symbol id="${n}"`))).toEqual([]);
  });

  it('has an interest icon for every seeded interest', async () => {
    const { SEED_INTERESTS } = await import('@/lib/server/db/seed/interests');
    const interests = new Set<string>(INTEREST_ICON_NAMES);
    expect(SEED_INTERESTS.map((i) => i.icon).filter((n) => !interests.has(n))).toEqual([]);
  });

  it('no page or component imports react-bootstrap-icons (its icons would be JS)', () => {
    expect(CODE.filter(({ src }) => src.includes('react-bootstrap-icons')).map(({ f }) => f)).toEqual([]);
  });
});
