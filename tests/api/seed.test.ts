import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, sum } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb, type Db } from '@/lib/server/db/client';
import {
  creditLedger,
  creditPackages,
  gifts,
  interests,
  photos,
  profiles,
  siteDomains,
  sites,
  users,
} from '@/lib/server/db/schema';
import { seedDemo, DEMO_MEMBER, DEMO_MEMBER_2 } from '@/lib/server/db/seed';
import { avatarSvg, renderAvatars } from '@/lib/server/db/seed/avatars';
import { fictionalAvatarSpec, fictionalExtraSpecs } from '@/lib/server/db/seed/fictional';
import { SEED_INTERESTS } from '@/lib/server/db/seed/interests';
import { ageOn, generateFictionalProfiles, SEED_REFERENCE_DATE } from '@/lib/server/db/seed/profiles';
import { siteConfigSchema } from '@/lib/schemas/site-config';
import { regionsOf } from '@/lib/server/geo/regions';
import { verifyPassword } from '@/lib/server/accounts/password';
import { readUpload, uploadsDir } from '@/lib/server/photos/storage';
import { localPhotoStorage } from '@/lib/server/photos/storage-local';
import { GET as getMedia } from '@/app/media/[...path]/route';
import { hasInterestIcon } from '@/components/ui/interest-icon';

const specSlugs = `adventure bbq beach beer biking bondage coffee cooking dancing fashion gardening gym hiking
  movies music photography politics reading sports sushi tattoos tea theater travelling vegetarian videogames
  wine`.split(/\s+/);

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-seed-'));
let db: Db;
let seedMs = 0;

async function tableCounts() {
  const tables = {
    sites,
    siteDomains,
    interests,
    gifts,
    creditPackages,
    profiles,
    photos,
    users,
    creditLedger,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(
      async ([name, t]) => [name, (await db.select({ n: count() }).from(t))[0].n] as const,
    ),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  db = await getDb();
  const started = performance.now();
  expect(await seedDemo(db, { storage: localPhotoStorage(uploads) })).toEqual({ seeded: true });
  seedMs = performance.now() - started;
  console.info(`seedDemo: ${Math.round(seedMs)} ms for a first run (avatars, hashing and inserts)`);
}, 180_000);

afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }));

describe('seedDemo', () => {
  it('creates both sites with their hosts and valid configs', async () => {
    const rows = await db.select().from(sites).orderBy(asc(sites.id));
    expect(rows.map((s) => [s.name, s.domain, s.domainLanguage, s.isDefault])).toEqual([
      ['Heartline', 'localhost', 'en_GB', true],
      ['Herzlinie', 'de.localhost', 'de_DE', false],
    ]);
    for (const s of rows) expect(siteConfigSchema.parse(s.config)).toEqual(s.config);
    const hosts = await db.select().from(siteDomains);
    const hostSite = Object.fromEntries(hosts.map((h) => [h.host, h.siteId]));
    expect(hostSite).toEqual({
      localhost: rows[0].id,
      '127.0.0.1': rows[0].id,
      'heartline.localhost': rows[0].id,
      'de.localhost': rows[1].id,
    });
    expect(rows[1].config.siteEntryCountries).toEqual(['DE', 'AT']);
    expect(rows[1].config.liveCamUrl).toBe('https://cams.example.com/?ref=herzlinie');
  });

  // Ages are checked against the fixed reference day (2026-01-01), not today.
  it('creates ≥300 active fictional profiles aged 18–70 on the reference day, both genders, ≥5 countries', async () => {
    const rows = await db.select().from(profiles).where(eq(profiles.isFictional, true));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const ages = rows.map((p) => ageOn(p.birthDate, SEED_REFERENCE_DATE));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(70);
    expect(new Set(ages).size).toBeGreaterThan(30);
    const female = rows.filter((p) => p.gender === 'female').length;
    expect(female / rows.length).toBeGreaterThan(0.45);
    expect(female / rows.length).toBeLessThan(0.65);
    expect(new Set(rows.map((p) => p.country)).size).toBeGreaterThanOrEqual(5);
    for (const p of rows) {
      expect(p).toMatchObject({ status: 'active', siteId: null, userId: null });
      expect(regionsOf(p.country).map((r) => r.code)).toContain(p.region);
      expect(p.hobbies.length).toBeGreaterThanOrEqual(2);
      expect(p.hobbies.length).toBeLessThanOrEqual(6);
      expect(p.about.length).toBeGreaterThan(20);
    }
  });

  it('gives every profile an active main photo whose PNG files exist', async () => {
    const rows = await db
      .select({ profile: profiles.id, photo: photos })
      .from(profiles)
      .leftJoin(photos, eq(photos.id, profiles.mainPhotoId));
    expect(rows.length).toBeGreaterThanOrEqual(302);
    for (const { photo } of rows) {
      expect(photo?.status).toBe('active');
      expect(fs.existsSync(path.join(uploads, photo!.filename))).toBe(true);
      expect(fs.existsSync(path.join(uploads, photo!.thumbFilename))).toBe(true);
    }
    for (const { photo } of rows.filter((_, i) => i % 40 === 0)) {
      const full = await sharp(path.join(uploads, photo!.filename)).metadata();
      const thumb = await sharp(path.join(uploads, photo!.thumbFilename)).metadata();
      expect([full.format, full.width, full.height]).toEqual(['png', photo!.width, photo!.height]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['png', 160, 160]);
    }
  });

  it('gives every fourth fictional profile two or three more active photos after the main one', async () => {
    const rows = await db
      .select({ profile: profiles, photo: photos })
      .from(profiles)
      .innerJoin(photos, eq(photos.profileId, profiles.id))
      .where(eq(profiles.isFictional, true))
      .orderBy(asc(profiles.id), asc(photos.id));
    const byProfile = new Map<number, (typeof rows)[number][]>();
    for (const r of rows) byProfile.set(r.profile.id, [...(byProfile.get(r.profile.id) ?? []), r]);
    const generated = generateFictionalProfiles();
    const lists = [...byProfile.values()];
    expect(lists).toHaveLength(generated.length);
    for (const [i, list] of lists.entries()) {
      const extras = fictionalExtraSpecs(generated[i]);
      expect(list.map((r) => r.photo.filename)).toEqual(
        [fictionalAvatarSpec(generated[i]), ...extras].map((s) => `${s.base}.png`),
      );
      // The main photo is the first one, as before the extras existed, and search ranks it.
      expect(list[0].profile.mainPhotoId).toBe(list[0].photo.id);
      expect(list[0].profile.hasPhoto).toBe(true);
      for (const { photo } of list) {
        expect(photo.status).toBe('active');
        expect(fs.existsSync(path.join(uploads, photo.thumbFilename))).toBe(true);
      }
    }
    const counts = lists.map((l) => l.length);
    expect(counts.filter((n) => n > 1).length).toBe(generated.length / 4);
    expect(Math.min(...counts.filter((n) => n > 1))).toBe(3);
    expect(Math.max(...counts)).toBe(4);
  });

  it('draws an extra photo as the same face on another background, deterministically', () => {
    const [spec] = fictionalExtraSpecs(generateFictionalProfiles(4)[3]);
    const main = avatarSvg(fictionalAvatarSpec(generateFictionalProfiles(4)[3]));
    const extra = avatarSvg(spec);
    expect(extra).toBe(avatarSvg(spec));
    expect(extra).not.toBe(main);
    // The skin colour is pinned to the main photo's; the background (the first fill) is not.
    const fills = (svg: string) => svg.match(/fill="#[0-9a-f]{6}"/g) ?? [];
    expect(fills(extra)[1]).toBe(fills(main)[1]);
    expect(fills(extra)[0]).not.toBe(fills(main)[0]);
  });

  it('seeds every spec interest with an icon the app has an SVG for', async () => {
    const rows = await db.select().from(interests);
    const slugs = rows.map((r) => r.slug);
    for (const slug of specSlugs) expect(slugs).toContain(slug);
    for (const { icon } of SEED_INTERESTS) expect(hasInterestIcon(icon), icon).toBe(true);
  });

  it('seeds gifts whose images exist in public/', async () => {
    const rows = await db.select().from(gifts);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const g of rows) {
      const file = path.join(process.cwd(), 'public', g.image);
      expect(fs.existsSync(file), g.image).toBe(true);
      expect(fs.statSync(file).size).toBeLessThan(2048);
    }
  });

  it('seeds packages p0–p3 with exactly one popular per site', async () => {
    for (const site of await db.select().from(sites)) {
      const rows = await db.select().from(creditPackages).where(eq(creditPackages.siteId, site.id));
      expect(rows.map((p) => p.tier).sort()).toEqual(['p0', 'p1', 'p2', 'p3']);
      expect(rows.filter((p) => p.popular).map((p) => p.tier)).toEqual(['p2']);
      expect(rows.every((p) => p.priceCents > 0 && p.currency === 'EUR')).toBe(true);
    }
  });

  it('creates confirmed demo members whose balance equals their ledger sum', async () => {
    for (const account of [DEMO_MEMBER, DEMO_MEMBER_2]) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(user).toMatchObject({ status: 'confirmed', language: null });
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
      const [ledger] = await db
        .select({ total: sum(creditLedger.delta) })
        .from(creditLedger)
        .where(eq(creditLedger.userId, user.id));
      expect(user.credits).toBe(20);
      expect(Number(ledger.total)).toBe(user.credits);
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile).toMatchObject({ isFictional: false, siteId: user.siteId, status: 'active' });
      expect(profile.mainPhotoId).not.toBeNull();
      // Two photos, the main one first: one locked for other free members, one upload still free.
      const own = await db
        .select()
        .from(photos)
        .where(eq(photos.profileId, profile.id))
        .orderBy(asc(photos.id));
      expect(own.map((p) => [p.status, p.id === profile.mainPhotoId])).toEqual([
        ['active', true],
        ['active', false],
      ]);
    }
  });

  it('does nothing on a second call', async () => {
    const before = await tableCounts();
    expect(await seedDemo(db, { storage: localPhotoStorage(uploads) })).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('seed generation', () => {
  it('is deterministic', () => {
    const pick = (list: ReturnType<typeof generateFictionalProfiles>) =>
      list.slice(0, 20).map((p) => [p.name, p.birthDate, p.country, p.city, p.about]);
    expect(pick(generateFictionalProfiles())).toEqual(pick(generateFictionalProfiles()));
    const first = generateFictionalProfiles()[0];
    expect(avatarSvg(fictionalAvatarSpec(first))).toBe(avatarSvg(fictionalAvatarSpec(first)));
  });

  it('stores exactly what the generator produces', async () => {
    const expected = generateFictionalProfiles().slice(0, 20);
    const stored = await db
      .select({ name: profiles.name, birthDate: profiles.birthDate })
      .from(profiles)
      .where(eq(profiles.isFictional, true))
      .orderBy(asc(profiles.id))
      .limit(20);
    expect(stored).toEqual(expected.map((p) => ({ name: p.name, birthDate: p.birthDate })));
  });

  it('keeps avatar files that already exist', async () => {
    const specs = generateFictionalProfiles(3).map(fictionalAvatarSpec);
    const report = await renderAvatars(specs, localPhotoStorage(uploads));
    expect([report.written, report.skipped]).toEqual([0, 3]);
  });
});

describe('/media/[...path]', () => {
  const serve = (...segments: string[]) =>
    getMedia(new Request(`http://localhost/media/${segments.join('/')}`), {
      params: Promise.resolve({ path: segments }),
    });

  it('serves a seeded avatar from the uploads folder with immutable caching', async () => {
    fs.mkdirSync(uploadsDir(), { recursive: true });
    fs.copyFileSync(path.join(uploads, 'seed-p1-thumb.png'), path.join(uploadsDir(), 'seed-p1-thumb.png'));
    const res = await serve('seed-p1-thumb.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(160);
  });

  it('answers 404 for missing files, nested paths and unsafe names', async () => {
    expect((await serve('nope.png')).status).toBe(404);
    expect((await serve('a', 'seed-p1-thumb.png')).status).toBe(404);
    for (const name of [
      '../seed-p1-thumb.png',
      '..',
      '.hidden.png',
      'a/b.png',
      'a\\b.png',
      'x.svg',
      'x',
      'x%2Fy.png',
    ]) {
      expect(await readUpload(name), name).toBeNull();
    }
  });
});
