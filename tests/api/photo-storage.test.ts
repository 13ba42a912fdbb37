// The two photo storages behind lib/server/photos/storage.ts: the local directory and S3, the
// latter over HTTP against a real S3-compatible server (s3rver), never a mocked client. Both get
// the same contract: put, get, stream, exists, delete, missing → null, unsafe names refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { renderAvatars } from '@/lib/server/db/seed/avatars';
import { fictionalAvatarSpec } from '@/lib/server/db/seed/fictional';
import { generateFictionalProfiles } from '@/lib/server/db/seed/profiles';
import type { PhotoStorage } from '@/lib/server/photos/storage';
import { localPhotoStorage } from '@/lib/server/photos/storage-local';
import { s3PhotoStorage } from '@/lib/server/photos/storage-s3';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { makeImage } from './support/photos';

const unsafeNames = ['../x.jpg', '..', '.hidden.jpg', 'a/b.jpg', 'a\\b.jpg', 'x.svg', 'x', 'x%2Fy.jpg', ''];

let s3: S3TestServer;
let raw: S3Client;
let dir: string;
let jpeg: Buffer;

const bucketKeys = () => s3.keys();

async function readStream(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  s3 = await startS3Server('storage-test');
  raw = s3.client;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-storage-'));
  jpeg = await makeImage('jpeg', 64, 48);
});

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => PhotoStorage][] = [
  ['local directory', () => localPhotoStorage(dir)],
  [
    'S3 over HTTP',
    () =>
      s3PhotoStorage({
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      }),
  ],
];

describe.each(adapters)('%s storage', (_label, make) => {
  it('puts, gets, streams, checks and deletes a file', async () => {
    const storage = make();
    const name = `photo-${storage.kind}.jpg`;
    expect(await storage.exists(name)).toBe(false);
    await storage.write(name, jpeg);

    expect(await storage.exists(name)).toBe(true);
    const read = await storage.read(name);
    expect(read?.contentType).toBe('image/jpeg');
    expect(read?.body.equals(jpeg)).toBe(true);
    const opened = await storage.open(name);
    expect(opened).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    expect((await readStream(opened!.body)).equals(jpeg)).toBe(true);

    await storage.remove([name]);
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.read(name)).toBeNull();
    expect(await storage.open(name)).toBeNull();
  });

  it('answers null or false for a missing name, and removing one is fine', async () => {
    const storage = make();
    expect(await storage.read('never-stored.jpg')).toBeNull();
    expect(await storage.open('never-stored.png')).toBeNull();
    expect(await storage.exists('never-stored.webp')).toBe(false);
    await expect(storage.remove(['never-stored.jpg', 'never-stored-thumb.jpg'])).resolves.toBeUndefined();
  });

  it('refuses unsafe names: nothing is written, read, served or removed under them', async () => {
    const storage = make();
    for (const name of unsafeNames) {
      await expect(storage.write(name, jpeg), name).rejects.toThrow(/unsafe upload name/);
      expect(await storage.read(name), name).toBeNull();
      expect(await storage.open(name), name).toBeNull();
      expect(await storage.exists(name), name).toBe(false);
    }
    await storage.remove(unsafeNames);
    if (storage.kind === 's3') expect(await bucketKeys()).toEqual([]);
    else expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('stores seed avatars once: a second run keeps the files that are there', async () => {
    const storage = make();
    const specs = generateFictionalProfiles(2).map(fictionalAvatarSpec);
    const first = await renderAvatars(specs, storage);
    expect([first.written, first.skipped]).toEqual([2, 0]);
    for (const f of first.files) {
      expect((await storage.read(f.filename))?.contentType).toBe('image/png');
      expect(await storage.exists(f.thumbFilename)).toBe(true);
    }
    const second = await renderAvatars(specs, storage);
    expect([second.written, second.skipped]).toEqual([0, 2]);
    await storage.remove(first.files.flatMap((f) => [f.filename, f.thumbFilename]));
  });
});

describe('the local directory', () => {
  it('never overwrites a name (EEXIST) and leaves no temporary file behind', async () => {
    const storage = localPhotoStorage(dir);
    await storage.write('once.jpg', jpeg);
    await expect(storage.write('once.jpg', Buffer.from('other'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect((await storage.read('once.jpg'))?.body.equals(jpeg)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['once.jpg']);
    await storage.remove(['once.jpg']);
  });

  it('treats a directory under a photo name as missing', async () => {
    fs.mkdirSync(path.join(dir, 'folder.jpg'));
    const storage = localPhotoStorage(dir);
    expect(await storage.read('folder.jpg')).toBeNull();
    expect(await storage.open('folder.jpg')).toBeNull();
    expect(await storage.exists('folder.jpg')).toBe(false);
    fs.rmdirSync(path.join(dir, 'folder.jpg'));
  });
});

describe('the S3 bucket', () => {
  const storage = () => adapters[1][1]();

  it('stores objects flat under their name with the image type and immutable caching', async () => {
    await storage().write('flat.jpg', jpeg);
    const head = await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'flat.jpg' }));
    expect(head.ContentType).toBe('image/jpeg');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(jpeg.length);
    expect(await bucketKeys()).toEqual(['flat.jpg']);
    await storage().remove(['flat.jpg']);
    expect(await bucketKeys()).toEqual([]);
  });

  it('serves only the image types it writes, whatever else the bucket holds', async () => {
    await raw.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'page.html',
        Body: '<script>',
        ContentType: 'text/html',
      }),
    );
    // Someone else's object under a photo name: the type still comes from the name, not the object.
    await raw.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'sneaky.png', Body: jpeg, ContentType: 'text/html' }),
    );
    expect(await storage().open('page.html')).toBeNull();
    expect((await storage().open('sneaky.png'))?.contentType).toBe('image/png');
    await raw.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'x', Body: 'x' }));
    await storage().remove(['page.html', 'x']);
    expect(await bucketKeys()).toEqual(['page.html', 'sneaky.png', 'x']);
    await storage().remove(['sneaky.png']);
    await Promise.all(
      ['page.html', 'x'].map((Key) => raw.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key }))),
    );
    expect(await bucketKeys()).toEqual([]);
  });

  it('fails loudly, not as a missing photo, when the credentials are wrong', async () => {
    const wrong = s3PhotoStorage({
      bucket: 'storage-test',
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'nobody',
      secretAccessKey: 'wrong',
    });
    await expect(wrong.write('denied.jpg', jpeg)).rejects.toThrow();
    await expect(wrong.read('denied.jpg')).rejects.toThrow();
  });
});
