// Helpers for the profile, photo, deletion and export API tests: images made with sharp and
// multipart requests as a browser sends them.
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { getDb } from '@/lib/server/db/client';
import { interests } from '@/lib/server/db/schema';

/** A real image of the given size and format (plain colour, a few kB). */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'tiff' = 'png',
  width = 400,
  height = 300,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 120 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG carrying EXIF (copyright, GPS position) and an orientation that rotates it by 90°. */
export async function makeJpegWithExif(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Copyright: 'x', Artist: 'Secret Photographer' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 22/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '4/1 53/1 0/1',
        },
      },
    })
    .toBuffer();
}

/** POST /api/photos.php as the browser's FormData upload. */
export function photoRequest(
  cookie: string | null,
  file: Buffer | string,
  options: { name?: string; type?: string; field?: string; headers?: Record<string, string> } = {},
): NextRequest {
  const form = new FormData();
  const blob = new Blob([typeof file === 'string' ? file : new Uint8Array(file)], {
    type: options.type ?? 'image/png',
  });
  form.append(options.field ?? 'photo', blob, options.name ?? 'photo.png');
  const headers = new Headers({ host: 'localhost', 'sec-fetch-site': 'same-origin' });
  if (cookie) headers.set('cookie', cookie);
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
  return new NextRequest('http://localhost/api/photos.php', { method: 'POST', headers, body: form });
}

export async function seedInterests(slugs = ['hiking', 'music', 'wine', 'coffee']): Promise<void> {
  const db = await getDb();
  await db
    .insert(interests)
    .values(slugs.map((slug, i) => ({ slug, icon: 'star', sort: i })))
    .onConflictDoNothing();
}
