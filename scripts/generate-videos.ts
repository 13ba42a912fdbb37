// Draws the landers' clips (public/landers/*.mp4 with a poster .jpg each) from our own SVG
// drawings, and writes their captions (public/landers/captions/<locale>.vtt) from
// messages/*.json (landers.captions). Frames are drawn with sharp and encoded by ffmpeg
// (apt-get install ffmpeg); the clips are committed, so the app never needs ffmpeg.
// Run: npx tsx scripts/generate-videos.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

const W = 640;
const H = 360;
const FPS = 12;
const SECONDS = 6; // Three captions of two seconds each.
const out = path.join(process.cwd(), 'public/landers');
const LOCALES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'];

const heart = (x: number, y: number, s: number, fill: string, opacity = 1) =>
  `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(2)})" d="M0,-18 C10,-40 45,-30 30,0 L0,32 L-30,0 C-45,-30 -10,-40 0,-18 Z" fill="${fill}" opacity="${opacity.toFixed(2)}"/>`;
const person = (x: number, fill: string) =>
  `<circle cx="${x}" cy="170" r="34" fill="${fill}"/><path d="M${x - 60} 330 Q${x} 200 ${x + 60} 330 Z" fill="${fill}"/>`;
const bubble = (x: number, y: number, w: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="44" rx="22" fill="${fill}"/><circle cx="${x + 22}" cy="${y + 22}" r="5" fill="#fff"/><circle cx="${x + 40}" cy="${y + 22}" r="5" fill="#fff"/><circle cx="${x + 58}" cy="${y + 22}" r="5" fill="#fff"/>`;
const svg = (body: string, from: string, to: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>${body}</svg>`;

/** hearts.mp4 (the video lander): hearts rising over two people meeting, frame t of 0…1. */
function heartsFrame(t: number): string {
  let body = '';
  for (let i = 0; i < 14; i++) {
    const x = 40 + ((i * 97) % 560);
    const y = H + 40 - (((t * 1.5 + i / 14) % 1) * (H + 80));
    body += heart(x, y, 0.5 + (i % 3) * 0.25, i % 2 ? '#ff8fb3' : '#ffd1e0', 0.8);
  }
  const gap = 150 - 90 * Math.min(1, t * 1.4);
  body += person(W / 2 - gap, '#2b3a7a') + person(W / 2 + gap, '#8a1c4a');
  if (t > 0.7) body += heart(W / 2, 110, 1 + 0.2 * Math.sin(t * 20), '#e0194f');
  return svg(body, '#fde2ec', '#f7b6cf');
}

/** The three scenes of transitions.mp4, joined by cross-fades. */
const scenes = [
  () => svg(person(220, '#ffd07a') + person(420, '#fff') + heart(320, 90, 1.2, '#ff5d8f'), '#1d1340', '#4a0d2e'),
  () => svg(bubble(140, 110, 200, '#6f42c1') + bubble(300, 190, 200, '#d6246e') + heart(500, 90, 0.9, '#ffd07a'), '#231a55', '#5b1238'),
  () => svg(heart(320, 180, 3.2, '#e0194f') + heart(200, 120, 0.8, '#ffd07a') + heart(450, 250, 0.8, '#ffd07a'), '#3a0f3f', '#7a1340'),
];

async function png(svgText: string, file: string) {
  await sharp(Buffer.from(svgText)).png().toFile(file);
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
}

const H264 = ['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'];

async function main() {
  fs.mkdirSync(path.join(out, 'captions'), { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-videos-'));

  const frames = FPS * SECONDS;
  for (let i = 0; i < frames; i++) await png(heartsFrame(i / frames), path.join(tmp, `h${String(i).padStart(3, '0')}.png`));
  ffmpeg(['-framerate', String(FPS), '-i', path.join(tmp, 'h%03d.png'), ...H264, path.join(out, 'hearts.mp4')]);
  await sharp(path.join(tmp, 'h000.png')).jpeg({ quality: 70 }).toFile(path.join(out, 'hearts.jpg'));

  // Each scene shows 2.5 s; cross-fades of 0.75 s start at 1.75 s and 3.5 s: 6 s in all.
  const inputs: string[] = [];
  for (let i = 0; i < scenes.length; i++) {
    const file = path.join(tmp, `s${i}.png`);
    await png(scenes[i](), file);
    inputs.push('-loop', '1', '-t', '2.5', '-framerate', String(FPS), '-i', file);
  }
  ffmpeg([
    ...inputs,
    '-filter_complex',
    '[0][1]xfade=transition=fade:duration=0.75:offset=1.75[a];[a][2]xfade=transition=slideleft:duration=0.75:offset=3.5,format=yuv420p[v]',
    '-map',
    '[v]',
    '-r',
    String(FPS),
    ...H264,
    path.join(out, 'transitions.mp4'),
  ]);
  await sharp(path.join(tmp, 's0.png')).jpeg({ quality: 70 }).toFile(path.join(out, 'transitions.jpg'));

  // Captions: one cue per two seconds, in every language (the page picks its locale's track).
  for (const locale of LOCALES) {
    const messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), `messages/${locale}.json`), 'utf8'));
    const c = messages.landers.captions as Record<'c1' | 'c2' | 'c3', string>;
    const cue = (n: number, from: number, text: string) =>
      `${n}\n00:00:0${from}.000 --> 00:00:0${from + 2}.000\n${text}\n`;
    const vtt = `WEBVTT\n\n${cue(1, 0, c.c1)}\n${cue(2, 2, c.c2)}\n${cue(3, 4, c.c3)}`;
    fs.writeFileSync(path.join(out, 'captions', `${locale}.vtt`), vtt);
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  for (const f of fs.readdirSync(out).filter((f) => /\.(mp4|jpg)$/.test(f))) {
    console.log(`${f}: ${(fs.statSync(path.join(out, f)).size / 1024).toFixed(1)} kB`);
  }
}

void main();
