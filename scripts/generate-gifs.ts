// Draws the bundled GIFs (public/gifs/<id>.gif and <id>-preview.gif): 8 SVG frames each, joined
// into an animated GIF by sharp. Drawn here, so the app may ship them. Run: npx tsx scripts/generate-gifs.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BUNDLED_GIFS, GIF_PREVIEW_SIZE, GIF_SIZE } from '../lib/server/gifs/catalogue';

const FRAMES = 8;
const out = path.join(process.cwd(), 'public/gifs');

const heartPath = 'M0,-18 C10,-40 45,-30 30,0 L0,32 L-30,0 C-45,-30 -10,-40 0,-18 Z';
const star = (x: number, y: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r / 2.4 : r;
    return `${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};
const face = (inner: string) =>
  `<circle cx="80" cy="80" r="56" fill="#ffcf40" stroke="#c98a00" stroke-width="4"/>${inner}`;

/** One frame (t from 0 to 1) of each GIF. */
const draw: Record<string, (t: number) => string> = {
  heart: (t) =>
    `<g transform="translate(80 84) scale(${1.6 + 0.35 * Math.sin(t * 2 * Math.PI)})"><path d="${heartPath}" fill="#d6246e"/></g>`,
  hello: (t) =>
    `${face('<circle cx="62" cy="70" r="6"/><circle cx="98" cy="70" r="6"/><path d="M58 96 Q80 116 102 96" stroke="#000" stroke-width="5" fill="none"/>')}<g transform="rotate(${25 * Math.sin(t * 2 * Math.PI)} 130 120)"><rect x="118" y="70" width="24" height="50" rx="12" fill="#f2b27a"/></g>`,
  kiss: (t) =>
    `<g transform="translate(80 80) scale(${1 + 0.15 * Math.sin(t * 2 * Math.PI)})"><path d="M-50,0 Q-25,-30 0,-10 Q25,-30 50,0 Q25,35 0,30 Q-25,35 -50,0 Z" fill="#e0194f"/><path d="M-50,0 Q0,10 50,0" stroke="#8a0a2c" stroke-width="4" fill="none"/></g>${star(40 + 80 * t, 30, 8, '#ff8fb3')}`,
  laugh: (t) =>
    `<g transform="rotate(${12 * Math.sin(t * 4 * Math.PI)} 80 80)">${face('<path d="M52 68 l16 6 l-16 6" stroke="#000" stroke-width="5" fill="none"/><path d="M108 68 l-16 6 l16 6" stroke="#000" stroke-width="5" fill="none"/><path d="M50 92 Q80 132 110 92 Z" fill="#7a1010"/>')}</g>`,
  wink: (t) =>
    face(
      `<circle cx="62" cy="70" r="6"/>${t < 0.5 ? '<path d="M90 70 h18" stroke="#000" stroke-width="5"/>' : '<circle cx="98" cy="70" r="6"/>'}<path d="M60 98 Q84 112 104 94" stroke="#000" stroke-width="5" fill="none"/>`,
    ),
  thanks: (t) =>
    `<rect x="18" y="50" width="124" height="60" rx="30" fill="#6f42c1"/><text x="80" y="92" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">♥ ♥ ♥</text>${star(80, 30 - 10 * Math.sin(t * 2 * Math.PI), 12, '#ffc107')}`,
  rose: (t) =>
    `<g transform="rotate(${8 * Math.sin(t * 2 * Math.PI)} 80 150)"><path d="M80 150 L80 80" stroke="#2e8b3e" stroke-width="6"/><ellipse cx="64" cy="118" rx="14" ry="7" fill="#2e8b3e"/><circle cx="80" cy="66" r="26" fill="#c8102e"/><path d="M66 62 Q80 44 94 62 Q80 76 66 62" fill="#8a0a1f"/></g>`,
  stars: (t) =>
    [0, 1, 2, 3, 4]
      .map((i) =>
        star(20 + i * 30, 80 + 30 * Math.sin((t + i / 5) * 2 * Math.PI), 14, i % 2 ? '#ffc107' : '#d63384'),
      )
      .join(''),
  coffee: (t) =>
    `<rect x="40" y="80" width="70" height="56" rx="10" fill="#fff" stroke="#6b4226" stroke-width="5"/><path d="M110 92 q22 0 0 30" stroke="#6b4226" stroke-width="5" fill="none"/>${[55, 75, 95].map((x, i) => `<path d="M${x} 70 q-8 -12 0 -24 q8 -12 0 -24" stroke="#9e9e9e" stroke-width="4" fill="none" opacity="${(0.3 + 0.7 * Math.abs(Math.sin((t + i / 3) * Math.PI))).toFixed(2)}"/>`).join('')}`,
  party: (t) =>
    `<path d="M40 140 L80 40 L120 140 Z" fill="#6f42c1"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${(i * 37) % 150}" y="${((i * 23 + t * 160) % 160).toFixed(0)}" width="8" height="8" fill="${['#d63384', '#ffc107', '#20c997', '#0d6efd'][i % 4]}"/>`).join('')}`,
  fire: (t) => {
    const s = 1 + 0.12 * Math.sin(t * 4 * Math.PI);
    return `<g transform="translate(80 140) scale(${s} ${2 - s})"><path d="M0 0 C-50 0 -40 -60 -10 -100 C-10 -60 20 -70 15 -110 C60 -60 50 0 0 0 Z" fill="#ff5722"/><path d="M0 0 C-25 0 -20 -30 0 -55 C20 -30 25 0 0 0 Z" fill="#ffc107"/></g>`;
  },
  night: (t) =>
    `<rect width="160" height="160" fill="#1b1442"/><circle cx="90" cy="70" r="34" fill="#ffe58a"/><circle cx="106" cy="60" r="30" fill="#1b1442"/>${[0, 1, 2].map((i) => `<text x="${40 + i * 18}" y="${120 - i * 14 - 6 * Math.sin((t + i / 3) * 2 * Math.PI)}" font-family="sans-serif" font-size="${14 + i * 4}" fill="#fff">z</text>`).join('')}`,
};

async function gif(id: string, size: number) {
  const frames = await Promise.all(
    Array.from({ length: FRAMES }, (_, f) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="#fdf2f8"/>${draw[id](f / FRAMES)}</svg>`;
      return sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
    }),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0, delay: Array(FRAMES).fill(110), colours: 64, effort: 7 })
    .toBuffer();
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  for (const { id } of BUNDLED_GIFS) {
    fs.writeFileSync(path.join(out, `${id}.gif`), await gif(id, GIF_SIZE));
    fs.writeFileSync(path.join(out, `${id}-preview.gif`), await gif(id, GIF_PREVIEW_SIZE));
  }
  console.log(`wrote ${BUNDLED_GIFS.length * 2} GIFs to ${out}`);
}

void main();
