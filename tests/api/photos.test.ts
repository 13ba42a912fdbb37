// /api/photos.php: upload checked by content, re-encoded without metadata, limits (also under
// parallel uploads), main photo rules, deletion with its files, and other members' photos.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DELETE, POST, PUT } from '@/app/api/photos.php/route';
import { getDb } from '@/lib/server/db/client';
import { photos, profiles, users } from '@/lib/server/db/schema';
import { uploadsDir } from '@/lib/server/photos/storage';
import { approvePendingPhotos } from '@/lib/server/photos/service';
import { featuredProfiles } from '@/lib/server/profiles/service';
import { getSite } from '@/lib/server/sites/service';
import { apiRequest, callRoute, createMember, createSite, loginAs } from '../setup/fixtures';
import { makeImage, makeJpegWithExif, photoRequest } from './support/photos';

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;

async function member(options: { paid?: boolean } = {}) {
  const m = await createMember({ siteId: site.id, withProfile: { name: 'Pia' } });
  if (options.paid)
    await (await getDb()).update(users).set({ paidUser: true }).where(eq(users.id, m.user.id));
  return { ...m, profileId: m.profile!.id, cookie: await loginAs(m.user.email, m.password) };
}

async function photoRows(profileId: number) {
  return (await getDb()).select().from(photos).where(eq(photos.profileId, profileId)).orderBy(photos.id);
}

async function mainPhotoId(profileId: number) {
  const [row] = await (await getDb()).select().from(profiles).where(eq(profiles.id, profileId));
  return row.mainPhotoId;
}

const upload = async (
  cookie: string | null,
  file: Buffer | string,
  options?: Parameters<typeof photoRequest>[2],
) => callRoute(POST, photoRequest(cookie, file, options));

const filesOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);

const setMain = (cookie: string, body: unknown) =>
  callRoute(PUT, apiRequest('PUT', 'http://localhost/api/photos.php', { cookie, body }));
const remove = (cookie: string, id: unknown) =>
  callRoute(DELETE, apiRequest('DELETE', `http://localhost/api/photos.php?id=${id}`, { cookie }));

let png: Buffer;

beforeAll(async () => {
  site = await createSite();
  png = await makeImage('png');
});

describe('POST /api/photos.php', () => {
  it('stores a re-encoded JPEG and a square thumbnail under random names, pending, as main', async () => {
    const { cookie, profileId } = await member();
    const res = await upload(cookie, await makeImage('png', 3000, 2000));
    expect(res.status).toBe(201);
    const { photo, profile } = res.json;
    expect(photo).toMatchObject({ status: 'pending', main: true });
    expect(photo.filename).toMatch(/^[A-Za-z0-9_-]{22}\.jpg$/);
    expect(photo.thumb_filename).toMatch(/^[A-Za-z0-9_-]{22}\.jpg$/);
    expect(photo.thumb_filename).not.toBe(photo.filename);
    expect(profile.main_image).toEqual({
      filename: photo.filename,
      thumb_filename: photo.thumb_filename,
      status: 'pending',
    });
    expect(profile.photos).toHaveLength(1);

    const full = await sharp(path.join(uploadsDir(), photo.filename)).metadata();
    expect(full).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    const thumb = await sharp(path.join(uploadsDir(), photo.thumb_filename)).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    const [row] = await photoRows(profileId);
    expect(row).toMatchObject({ status: 'pending', width: 1600, height: 1067 });
    expect(await mainPhotoId(profileId)).toBe(row.id);
  });

  it('strips EXIF and GPS and applies the orientation before doing so', async () => {
    const { cookie } = await member();
    const source = await makeJpegWithExif(400, 300);
    const before = await sharp(source).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('Secret Photographer');

    const res = await upload(cookie, source, { name: 'holiday.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    for (const name of [res.json.photo.filename, res.json.photo.thumb_filename]) {
      const stored = fs.readFileSync(path.join(uploadsDir(), name));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('Secret Photographer');
      expect(stored.toString('latin1')).not.toContain('Exif');
    }
    // Orientation 6 turned the 400×300 picture upright: 300 wide, 400 high.
    const full = await sharp(path.join(uploadsDir(), res.json.photo.filename)).metadata();
    expect([full.width, full.height]).toEqual([300, 400]);
  });

  it('judges the content, not the name: a PNG named x.txt is accepted, text named x.png refused', async () => {
    const { cookie, profileId } = await member();
    const ok = await upload(cookie, png, { name: 'x.txt', type: 'text/plain' });
    expect(ok.status).toBe(201);
    const filesBefore = filesOnDisk();
    const bad = await upload(cookie, 'this is not an image at all', { name: 'x.png', type: 'image/png' });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual({ error: 'photo_invalid' });
    expect(await photoRows(profileId)).toHaveLength(1);
    expect(filesOnDisk()).toEqual(filesBefore);
  });

  it.each(['jpeg', 'webp', 'gif', 'avif'] as const)('accepts %s', async (format) => {
    const { cookie } = await member();
    const res = await upload(cookie, await makeImage(format), { name: `x.${format}` });
    expect(res.status).toBe(201);
  });

  it('refuses SVG, TIFF, truncated images and tiny images with 422, storing nothing', async () => {
    const { cookie, profileId } = await member();
    const filesBefore = filesOnDisk();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>';
    expect((await upload(cookie, svg, { name: 'x.svg', type: 'image/svg+xml' })).json.error).toBe(
      'photo_invalid',
    );
    expect((await upload(cookie, await makeImage('tiff'))).json.error).toBe('photo_invalid');
    const jpeg = await makeImage('jpeg', 800, 600);
    expect((await upload(cookie, jpeg.subarray(0, 400))).json.error).toBe('photo_invalid');
    const tiny = await upload(cookie, await makeImage('png', 50, 50));
    expect(tiny.status).toBe(422);
    expect(tiny.json).toEqual({ error: 'photo_too_small', min_side: 100 });
    expect(await photoRows(profileId)).toHaveLength(0);
    expect(filesOnDisk()).toEqual(filesBefore);
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const { cookie, profileId } = await member();
    // 7000×7000 = 49 megapixels of one colour: a few hundred kB that would inflate to 147 MB.
    const bomb = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(cookie, bomb);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ error: 'photo_too_many_pixels', max_megapixels: 40 });
    expect(await photoRows(profileId)).toHaveLength(0);
  });

  it('refuses bodies over 10 MB with 413, by Content-Length and by what arrives', async () => {
    const { cookie, profileId } = await member();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const res = await upload(cookie, big);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: 'photo_too_large', max_bytes: 10 * 1024 * 1024 });
    const declared = await upload(cookie, png, { headers: { 'content-length': String(50 * 1024 * 1024) } });
    expect(declared.status).toBe(413);
    expect(await photoRows(profileId)).toHaveLength(0);
  });

  it('refuses a missing file field, a non-multipart body, visitors and other origins', async () => {
    const { cookie, profileId } = await member();
    expect((await upload(cookie, png, { field: 'image' })).json).toEqual({ error: 'photo_missing' });
    const json = await callRoute(
      POST,
      apiRequest('POST', 'http://localhost/api/photos.php', { cookie, body: {} }),
    );
    expect(json.status).toBe(415);
    expect(json.json.error).toBe('multipart_required');
    // The media type is compared whole, as for JSON: a longer name that starts the same is not it.
    const lookalike = await upload(cookie, png, {
      headers: { 'content-type': 'multipart/form-data-x; boundary=x' },
    });
    expect(lookalike.status).toBe(415);
    expect(await photoRows(profileId)).toHaveLength(0);
    const visitor = await upload(null, png);
    expect(visitor.status).toBe(403);
    expect(visitor.json.auth_required).toBe(true);
    const cross = await upload(cookie, png, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    expect(await photoRows(profileId)).toHaveLength(0);
  });

  it('lets a free member keep 3 photos and a premium member 25', async () => {
    const free = await member();
    for (let i = 0; i < 3; i++) expect((await upload(free.cookie, png)).status).toBe(201);
    const filesBefore = filesOnDisk();
    const fourth = await upload(free.cookie, png);
    expect(fourth.status).toBe(409);
    expect(fourth.json).toEqual({ error: 'photo_limit', max: 3 });
    expect(filesOnDisk()).toEqual(filesBefore);

    const premium = await member({ paid: true });
    const small = await makeImage('jpeg', 120, 120);
    for (let i = 0; i < 25; i++) expect((await upload(premium.cookie, small)).status).toBe(201);
    const over = await upload(premium.cookie, small);
    expect(over.json).toEqual({ error: 'photo_limit', max: 25 });
    expect(await photoRows(premium.profileId)).toHaveLength(25);
  });

  it('holds the limit under 10 parallel uploads: exactly 3 stored, no stray files', async () => {
    const { cookie, profileId } = await member();
    const filesBefore = filesOnDisk();
    const results = await Promise.all(Array.from({ length: 10 }, () => upload(cookie, png)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const rows = await photoRows(profileId);
    expect(rows).toHaveLength(3);
    const added = filesOnDisk().filter((f) => !filesBefore.includes(f));
    expect(added.sort()).toEqual(rows.flatMap((r) => [r.filename, r.thumbFilename]).sort());
    // Exactly one of them became the main photo.
    expect(rows.map((r) => r.id)).toContain(await mainPhotoId(profileId));
  });
});

describe('main photo and deletion', () => {
  async function withThree() {
    const m = await member();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(m.cookie, png)).json.photo.id);
    return { ...m, ids };
  }

  it('shows the main photo to others only once it is active', async () => {
    const { cookie, profileId, ids } = await withThree();
    const resolved = await getSite('localhost');
    const listed = async () => (await featuredProfiles(resolved, 50)).some((p) => p.id === profileId);
    expect(await listed()).toBe(false);
    await approvePendingPhotos([ids[0]]);
    expect(await listed()).toBe(true);
    // A pending main photo is shown to nobody but the member.
    expect((await setMain(cookie, { id: ids[1], main: true })).json.main_image.status).toBe('pending');
    expect(await listed()).toBe(false);
  });

  it('lets the member pick any own photo as main, never another member’s', async () => {
    const a = await withThree();
    const b = await withThree();
    const res = await setMain(a.cookie, { id: a.ids[2], main: true });
    expect(res.status).toBe(200);
    expect(res.json.photos.map((p: { main: boolean }) => p.main)).toEqual([false, false, true]);
    expect(await mainPhotoId(a.profileId)).toBe(a.ids[2]);

    const foreign = await setMain(a.cookie, { id: b.ids[0], main: true });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe('photo_not_found');
    expect(await mainPhotoId(a.profileId)).toBe(a.ids[2]);
    expect(await mainPhotoId(b.profileId)).toBe(b.ids[0]);

    for (const body of [{ id: a.ids[0] }, { id: a.ids[0], main: false }, { id: 'x', main: true }]) {
      expect((await setMain(a.cookie, body)).status).toBe(422);
    }
    await (await getDb()).update(photos).set({ status: 'rejected' }).where(eq(photos.id, a.ids[1]));
    expect((await setMain(a.cookie, { id: a.ids[1], main: true })).json.error).toBe('photo_rejected');
    expect(await mainPhotoId(a.profileId)).toBe(a.ids[2]);
  });

  it('deletes row and files; a deleted main photo hands over to the oldest active one, else none', async () => {
    const { cookie, profileId, ids } = await withThree();
    await approvePendingPhotos([ids[2]]);
    const [first] = await photoRows(profileId);
    expect(await mainPhotoId(profileId)).toBe(ids[0]);

    const res = await remove(cookie, ids[0]);
    expect(res.status).toBe(200);
    expect(fs.existsSync(path.join(uploadsDir(), first.filename))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir(), first.thumbFilename))).toBe(false);
    // ids[1] is pending, ids[2] active: the active one takes over.
    expect(await mainPhotoId(profileId)).toBe(ids[2]);
    expect(res.json.main_image.status).toBe('active');

    await remove(cookie, ids[2]);
    // Only a pending photo is left: it does not become main behind the member's back.
    expect(await mainPhotoId(profileId)).toBeNull();
    expect((await photoRows(profileId)).map((p) => p.id)).toEqual([ids[1]]);
    // Deleting a non-main photo leaves the main photo alone.
    await setMain(cookie, { id: ids[1], main: true });
    const fresh = (await upload(cookie, png)).json.photo.id;
    await remove(cookie, fresh);
    expect(await mainPhotoId(profileId)).toBe(ids[1]);
  });

  it('answers 404 for another member’s photo or an unknown id, and 422 for a bad id', async () => {
    const a = await withThree();
    const b = await withThree();
    const res = await remove(a.cookie, b.ids[0]);
    expect(res.status).toBe(404);
    expect((await photoRows(b.profileId)).length).toBe(3);
    expect((await remove(a.cookie, 999999)).status).toBe(404);
    expect((await remove(a.cookie, 'abc')).status).toBe(422);
    const visitor = await callRoute(
      DELETE,
      apiRequest('DELETE', `http://localhost/api/photos.php?id=${a.ids[0]}`),
    );
    expect(visitor.status).toBe(403);
    const [{ n }] = await (
      await getDb()
    )
      .select({ n: sql<number>`count(*)::int` })
      .from(photos)
      .where(eq(photos.profileId, a.profileId));
    expect(Number(n)).toBe(3);
  });
});
