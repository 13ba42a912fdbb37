import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { readUpload, uploadExists, writeUpload } from '@/lib/server/photos/storage';

// Names of blurred files already stored, seen by this process: most views skip the storage check.
const known = globalThis as unknown as { __heartlineBlurred?: Set<string> };
const made = (known.__heartlineBlurred ??= new Set<string>());

/**
 * The blurred file's name is a hash of the sharp thumbnail's name: stable (made once, cached
 * forever like every upload) and not reversible, so a locked photo's real names never leak.
 */
export function blurredName(thumbFilename: string): string {
  return `bl-${createHash('sha256').update(`blur:${thumbFilename}`).digest('base64url').slice(0, 32)}.jpg`;
}

/**
 * Every name stored for a photo: its two files and the blurred thumbnail (if it was ever made,
 * removing a missing one is fine). Deletion and purge remove them all, so no copy outlives it.
 */
export function storedFilesOf(photo: { filename: string; thumbFilename: string }): string[] {
  return [photo.filename, photo.thumbFilename, blurredName(photo.thumbFilename)];
}

/**
 * The blurred thumbnail of a locked photo, made on first request with sharp and stored in the
 * photo storage beside the uploads. Returns null when the source thumbnail is missing (the
 * client shows a plain lock).
 */
export async function ensureBlurredThumb(thumbFilename: string): Promise<string | null> {
  const name = blurredName(thumbFilename);
  if (made.has(name)) return name;
  if (!(await uploadExists(name))) {
    const source = await readUpload(thumbFilename);
    if (!source) return null;
    // Downscaled first: the blur then destroys detail completely and costs little.
    const body = await sharp(source.body)
      .resize(48, 48, { fit: 'cover' })
      .blur(6)
      .resize(320, 320)
      .jpeg({ quality: 60 })
      .toBuffer();
    try {
      await writeUpload(name, body);
    } catch (err) {
      // Two requests raced to make the same file: the other one wrote it (local storage refuses
      // the second write; S3 simply stores the same bytes again).
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  made.add(name);
  return name;
}
