// Upload limits shared by the server (lib/server/photos) and the upload control, which checks
// size and type before sending so the member does not wait for a certain refusal.
export const PHOTO_LIMITS = {
  /** Bytes one upload may have (413 photo_too_large above). */
  maxBytes: 10 * 1024 * 1024,
  /** Source pixels (width × height) in megapixels: more is refused from the header. */
  maxMegapixels: 40,
  /** Shortest side in pixels a photo must have. */
  minSide: 100,
} as const;

/** What the file picker offers; the server decides by content, not by this list. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';
