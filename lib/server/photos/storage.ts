import 'server-only';
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
