import 'server-only';
import sharp from 'sharp';
import type { Site } from '@/lib/server/sites/service';

// The installed app's icons, drawn per site (its colour and initial) with sharp on first request
// and kept in memory: one small PNG per site and size, for the life of the process.

export const DEFAULT_THEME_COLOR = '#6f2da8';
export const DEFAULT_BACKGROUND_COLOR = '#ffffff';

/** The sizes browsers ask for: Android/Chrome 192 and 512 (and 512 maskable), Apple 180, a badge. */
export const APP_ICONS = {
  'icon-192.png': { size: 192, kind: 'any' },
  'icon-512.png': { size: 512, kind: 'any' },
  'maskable-512.png': { size: 512, kind: 'maskable' },
  'apple-touch-icon.png': { size: 180, kind: 'apple' },
  'badge-96.png': { size: 96, kind: 'badge' },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

export function isAppIconName(name: string): name is AppIconName {
  return Object.hasOwn(APP_ICONS, name);
}

export function themeColorOf(site: Site): string {
  return site.config.themeColor ?? DEFAULT_THEME_COLOR;
}

const HEART =
  'M256 448l-30.2-27.5C118.4 323.1 48 259.3 48 181.3 48 117.5 98.2 67.3 162 67.3c36 0 70.6 16.8 94 43.3 23.4-26.5 58-43.3 94-43.3 63.8 0 114 50.2 114 114 0 78-70.4 141.8-177.8 239.3z';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The icon as SVG in a 512 box: a heart with the site's initial on its colour. */
export function iconSvg(site: Site, kind: (typeof APP_ICONS)[AppIconName]['kind']): string {
  const color = themeColorOf(site);
  const initial = escapeXml((site.name.trim()[0] ?? 'H').toUpperCase());
  if (kind === 'badge') {
    // Android shows the badge as a white silhouette: shape only, transparent elsewhere.
    return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><path d="${HEART}" fill="#ffffff"/></svg>`;
  }
  // Maskable: the platform crops to its shape, keeping a centred circle of 80 %; full bleed, smaller heart.
  // Apple: opaque and square (iOS rounds the corners itself). Any: rounded square.
  const scale = kind === 'maskable' ? 0.6 : 0.8;
  const offset = (512 - 512 * scale) / 2;
  const radius = kind === 'any' ? 96 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" rx="${radius}" fill="${color}"/>
<g transform="translate(${offset} ${offset + 12}) scale(${scale})"><path d="${HEART}" fill="#ffffff"/>
<text x="256" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="170" text-anchor="middle" fill="${color}">${initial}</text></g>
</svg>`;
}

type Holder = { __heartlineAppIcons?: Map<string, Promise<Buffer>> };
const holder = globalThis as unknown as Holder;

/** The PNG of an icon for a site, drawn once per process. */
export function appIconPng(site: Site, name: AppIconName): Promise<Buffer> {
  const cache = (holder.__heartlineAppIcons ??= new Map());
  const key = `${site.id}:${site.name}:${themeColorOf(site)}:${name}`;
  let png = cache.get(key);
  if (!png) {
    const { size, kind } = APP_ICONS[name];
    png = sharp(Buffer.from(iconSvg(site, kind)))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    png.catch(() => cache.delete(key));
    cache.set(key, png);
  }
  return png;
}
