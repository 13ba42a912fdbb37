import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '@/lib/server/http/errors';
import { PHOTO_LIMITS } from '@/lib/utils/photo-limits';

/** Bytes a single upload may have; checked while reading the request, before any decoding. */
export const PHOTO_MAX_BYTES = PHOTO_LIMITS.maxBytes;
/** Pixels a source image may have: a tiny file that inflates to gigapixels is refused from its header. */
export const PHOTO_MAX_PIXELS = PHOTO_LIMITS.maxMegapixels * 1_000_000;
export const PHOTO_MIN_SIDE = PHOTO_LIMITS.minSide;
export const PHOTO_MAX_SIDE_OUT = 1600;
export const PHOTO_THUMB_SIDE = 320;
const QUALITY = 82;

// Formats we accept, by what the bytes are (sharp reads the header), never by file name or the
// browser's type. SVG and TIFF decode too but are refused: SVG can reference other files and
// neither is a photo a phone produces. heif covers AVIF (and HEIC where libheif can decode it).
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export type ProcessedPhoto = { full: Buffer; thumb: Buffer; width: number; height: number };

const invalid = () => new AppError('photo_invalid', 422);

/**
 * Re-encodes an upload: auto-rotated by its EXIF orientation, then written fresh as JPEG with no
 * metadata at all (sharp drops EXIF, GPS, XMP and ICC unless asked to keep them), at most 1600 px
 * on the long side, plus a 320 px square thumbnail. Animated GIFs keep their first frame.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let meta: Metadata;
  try {
    // Reading the header only: no pixels are decoded here, whatever the dimensions claim.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw invalid();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw new AppError('photo_too_many_pixels', 422, { max_megapixels: PHOTO_MAX_PIXELS / 1_000_000 });
  }
  if (Math.min(meta.width, meta.height) < PHOTO_MIN_SIDE) {
    throw new AppError('photo_too_small', 422, { min_side: PHOTO_MIN_SIDE });
  }

  try {
    // limitInputPixels again for the decoder itself, in case the header understated the size.
    const base = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, pages: 1, failOn: 'error' })
      .timeout({ seconds: 30 })
      .autoOrient()
      .flatten({ background: '#ffffff' });
    const [full, thumb] = await Promise.all([
      base
        .clone()
        .resize({
          width: PHOTO_MAX_SIDE_OUT,
          height: PHOTO_MAX_SIDE_OUT,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
      base
        .clone()
        .resize({ width: PHOTO_THUMB_SIDE, height: PHOTO_THUMB_SIDE, fit: 'cover', position: 'attention' })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer(),
    ]);
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError('photo_too_many_pixels', 422, { max_megapixels: PHOTO_MAX_PIXELS / 1_000_000 });
    }
    // A truncated or corrupt file, or a codec libvips cannot decode here (e.g. HEVC HEIC).
    throw invalid();
  }
}
