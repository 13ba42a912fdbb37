import 'server-only';
import { randomBytes } from 'node:crypto';

/** A whole stored file, for code that transforms it (export ZIP, blurred thumbnails). */
export type StoredUpload = { body: Buffer; contentType: string };

/** A stored file opened for serving: the body is streamed, never held in memory. */
export type UploadStream = { body: ReadableStream<Uint8Array>; contentType: string; size: number | null };

/**
 * Where photos live. Every method checks the name itself (see uploadContentType), so an adapter
 * never touches a path or key that came unchecked from a URL. Reads of a missing or unsafe name
 * answer null (or false), and removing a missing name is fine: callers retry and purge after crashes.
 */
export interface PhotoStorage {
  readonly kind: 'local' | 's3';
  read(name: string): Promise<StoredUpload | null>;
  open(name: string): Promise<UploadStream | null>;
  /**
   * Stores a new file. Names are never reused for other content, so an adapter may refuse to
   * overwrite (an error with code EEXIST, the local one) or overwrite with the same bytes (S3);
   * writers of deterministic files (seed avatars, blurred thumbnails) accept either.
   */
  write(name: string, body: Buffer): Promise<void>;
  remove(names: string[]): Promise<void>;
  exists(name: string): Promise<boolean>;
}

const contentTypes: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

// Names come straight from the URL: one plain file name in the uploads folder and nothing else,
// so no "..", no separators, no hidden files, and only image types we write ourselves. The same
// rule makes a safe S3 key: flat, no "/" (no fake folders), nothing that needs encoding.
const safeName = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** The content type to serve a stored file with, or null when the name is not one we would store. */
export function uploadContentType(name: string): string | null {
  if (!safeName.test(name) || name.includes('..')) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') ? (contentTypes[ext] ?? null) : null;
}

/** A new, unguessable file name (128 random bits); a name is never reused for other content. */
export function newUploadName(ext: 'jpg' | 'webp'): string {
  return `${randomBytes(16).toString('base64url')}.${ext}`;
}

/** The header every stored name is served with: its content never changes (see newUploadName). */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function unsafeNameError(name: string): Error {
  return new Error(`Refusing to write an unsafe upload name: ${JSON.stringify(name)}`);
}
