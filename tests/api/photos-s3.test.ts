// Photos with S3_BUCKET set: uploads, the /media route, deletion, purge and export all go through
// the bucket (a real S3-compatible server over HTTP), and nothing lands on the local disk, which
// is what makes one instance's upload visible on every other.
import fs from 'node:fs';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { GET as exportGet } from '@/app/api/export.php/route';
import { DELETE, POST } from '@/app/api/photos.php/route';
import { GET as getMedia } from '@/app/media/[...path]/route';
import { resetEnvCache } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { purgeDeletedAccounts } from '@/lib/server/deletion/purge';
import { photoStorage, uploadsDir } from '@/lib/server/photos/storage';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { blurredName, ensureBlurredThumb } from '@/lib/server/profiles/blurred-thumb';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { makeImage, photoRequest } from './support/photos';

let s3: S3TestServer;
let raw: S3Client;
let siteId: number;
const saved: Record<string, string | undefined> = {};

const bucketKeys = () => s3.keys();

const localFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

const media = (name: string) =>
  getMedia(new Request(`http://localhost/media/${name}`), { params: Promise.resolve({ path: [name] }) });

async function memberWithPhoto() {
  const m = await createMember({ siteId, withProfile: { name: 'Sanne' } });
  const cookie = await loginAs(m.user.email, m.password);
  const res = await callRoute(POST, photoRequest(cookie, await makeImage('png', 800, 600)));
  expect(res.status).toBe(201);
  const photo = res.json.photo as { id: number; filename: string; thumb_filename: string };
  // Active, so whoever may see it does not depend on the pending-photo rule of the media route.
  await approvePendingPhotos([photo.id]);
  return { ...m, cookie, photo };
}

beforeAll(async () => {
  s3 = await startS3Server('photos-api');
  raw = s3.client;
  for (const [key, value] of Object.entries(s3.env)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  resetEnvCache();
  siteId = (await createSite()).id;
});

afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
  await s3?.stop();
});

describe('photos with S3_BUCKET set', () => {
  it('chooses the S3 storage from the environment', async () => {
    expect((await photoStorage()).kind).toBe('s3');
  });

  it('uploads into the bucket, serves through /media, and deletion makes it 404', async () => {
    const before = localFiles();
    const { cookie, photo } = await memberWithPhoto();
    expect(await bucketKeys()).toEqual(expect.arrayContaining([photo.filename, photo.thumb_filename]));
    expect(localFiles()).toEqual(before);

    const res = await media(photo.filename);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    const stored = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: photo.filename }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(body)).toBe(true);
    expect((await media(photo.thumb_filename)).status).toBe(200);

    // The blurred copy others see of a locked photo lives in the bucket too, and goes with it.
    const blurred = await ensureBlurredThumb(photo.thumb_filename);
    expect(blurred).toBe(blurredName(photo.thumb_filename));
    expect((await media(blurred!)).status).toBe(200);

    const removed = await callRoute(
      DELETE,
      apiRequest('DELETE', `http://localhost/api/photos.php?id=${photo.id}`, { cookie }),
    );
    expect(removed.status).toBe(200);
    const keys = await bucketKeys();
    for (const name of [photo.filename, photo.thumb_filename, blurred!]) {
      expect(keys, name).not.toContain(name);
      const gone = await media(name);
      expect(gone.status, name).toBe(404);
      expect(await gone.text()).toBe('Not found');
    }
  });

  it('answers 404 for names never stored and for unsafe names', async () => {
    expect((await media('never-stored.jpg')).status).toBe(404);
    for (const name of ['..', '.hidden.jpg', 'x.svg', 'x%2Fy.jpg'])
      expect((await media(name)).status).toBe(404);
  });

  it('exports the member’s photo files from the bucket', async () => {
    const { cookie, photo } = await memberWithPhoto();
    const res = await exportGet(apiRequest('GET', 'http://localhost/api/export.php', { cookie }));
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const entry = `photos/${photo.id}-${photo.filename}`;
    expect(JSON.parse(strFromU8(files['photos.json']))[0]).toMatchObject({ id: photo.id, file: entry });
    expect((await sharp(Buffer.from(files[entry])).metadata()).format).toBe('jpeg');
  });

  it('purge removes a deleted member’s objects and keeps everyone else’s', async () => {
    const gone = await memberWithPhoto();
    const blurred = await ensureBlurredThumb(gone.photo.thumb_filename);
    const live = await memberWithPhoto();
    await (
      await getDb()
    )
      .update(users)
      .set({ status: 'deleted', deletedAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(users.id, gone.user.id));

    expect(await purgeDeletedAccounts()).toBe(1);
    const keys = await bucketKeys();
    for (const name of [gone.photo.filename, gone.photo.thumb_filename, blurred!]) {
      expect(keys, name).not.toContain(name);
      expect((await media(name)).status, name).toBe(404);
    }
    expect(keys).toEqual(expect.arrayContaining([live.photo.filename, live.photo.thumb_filename]));
    expect((await media(live.photo.filename)).status).toBe(200);
  });
});
