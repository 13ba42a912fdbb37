import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/** Where uploaded and seeded photos live on the local disk (the embedded default of ARCHITECTURE.md). */
export function uploadsDir(): string {
  return path.join(env().DATA_DIR, 'uploads');
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
// so no "..", no separators, no hidden files, and only image types we write ourselves.
const safeName = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** The content type to serve a stored file with, or null when the name is not one we would store. */
export function uploadContentType(name: string): string | null {
  if (!safeName.test(name) || name.includes('..')) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') ? (contentTypes[ext] ?? null) : null;
}

export async function readUpload(name: string): Promise<{ body: Buffer; contentType: string } | null> {
  const contentType = uploadContentType(name);
  if (!contentType) return null;
  try {
    const body = await fs.readFile(path.join(uploadsDir(), name));
    return { body, contentType };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // A directory or a missing file is a 404 to the caller; anything else is a real fault.
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw err;
  }
}

/** A new, unguessable file name (128 random bits); a name is never reused for other content. */
export function newUploadName(ext: 'jpg' | 'webp'): string {
  return `${randomBytes(16).toString('base64url')}.${ext}`;
}

export async function writeUpload(name: string, body: Buffer): Promise<void> {
  if (!uploadContentType(name)) throw new Error(`Refusing to write an unsafe upload name: ${name}`);
  await fs.mkdir(uploadsDir(), { recursive: true });
  // wx: never overwrite (a collision of 128 random bits would be a bug worth hearing about).
  await fs.writeFile(path.join(uploadsDir(), name), body, { flag: 'wx' });
}

/** Removes stored files; missing ones are fine (a retried delete, a purge after a crash). */
export async function removeUploads(names: string[]): Promise<void> {
  await Promise.all(
    names.filter((n) => uploadContentType(n)).map((n) => fs.rm(path.join(uploadsDir(), n), { force: true })),
  );
}

export async function uploadExists(name: string): Promise<boolean> {
  if (!uploadContentType(name)) return false;
  try {
    await fs.access(path.join(uploadsDir(), name));
    return true;
  } catch {
    return false;
  }
}
