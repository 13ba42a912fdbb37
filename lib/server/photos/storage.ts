import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { localPhotoStorage } from './storage-local';
import type { PhotoStorage, StoredUpload, UploadStream } from './storage-names';

export {
  newUploadName,
  uploadContentType,
  UPLOAD_CACHE_CONTROL,
  type PhotoStorage,
  type StoredUpload,
  type UploadStream,
} from './storage-names';

/** Where uploaded and seeded photos live on the local disk (the embedded default of ARCHITECTURE.md). */
export function uploadsDir(): string {
  return path.join(env().DATA_DIR, 'uploads');
}

// One S3 client per configuration (its connection pool is worth keeping); tests change the
// environment between files, so the key is the configuration itself. On globalThis because Next
// may load this module more than once per process.
const held = globalThis as unknown as {
  __heartlineS3Storage?: { key: string; storage: Promise<PhotoStorage> };
};

/**
 * The storage this instance uses: S3-compatible object storage when S3_BUCKET is set (every
 * instance then sees the same photos), else the local uploads directory.
 */
export function photoStorage(): Promise<PhotoStorage> {
  const e = env();
  if (!e.S3_BUCKET) return Promise.resolve(localPhotoStorage(uploadsDir()));
  const config = {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
  const key = JSON.stringify(config);
  if (held.__heartlineS3Storage?.key !== key) {
    // Loaded only when configured: the embedded default never pays for the SDK.
    const storage = import('./storage-s3').then((m) => m.s3PhotoStorage(config));
    held.__heartlineS3Storage = { key, storage };
  }
  return held.__heartlineS3Storage!.storage;
}

/** The whole file, or null when it is missing or the name is not one we store. */
export async function readUpload(name: string): Promise<StoredUpload | null> {
  return (await photoStorage()).read(name);
}

/** The file as a stream for serving (GET /media/…), or null when missing or unsafe. */
export async function openUpload(name: string): Promise<UploadStream | null> {
  return (await photoStorage()).open(name);
}

export async function writeUpload(name: string, body: Buffer): Promise<void> {
  return (await photoStorage()).write(name, body);
}

/** Removes stored files; missing ones are fine (a retried delete, a purge after a crash). */
export async function removeUploads(names: string[]): Promise<void> {
  return (await photoStorage()).remove(names);
}

export async function uploadExists(name: string): Promise<boolean> {
  return (await photoStorage()).exists(name);
}
