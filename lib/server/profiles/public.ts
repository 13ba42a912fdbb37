import 'server-only';
import type { Db, Tx } from '@/lib/server/db/client';
import type { Site } from '@/lib/server/sites/service';
import type { ProfileCard } from '@/lib/schemas/profile';
import type { PublicAttribute, PublicPhoto, PublicProfile } from '@/lib/schemas/public-profile';
import type { PhotoRow, ProfileRow } from './repo';
import { activePhotosByIds, activePhotosOf, premiumUserIds } from './public-repo';
import { ensureBlurredThumb } from './blurred-thumb';
import { ageOn } from './service';
import type { Viewer } from './viewer';

export type { Viewer } from './viewer';

const mainImageOf = (photo: PhotoRow | undefined) =>
  photo ? { filename: photo.filename, thumb_filename: photo.thumbFilename, status: photo.status } : null;

/**
 * Cards for a page of profiles, in the given order (search, likes lists, swipe deck, match
 * finder, similar profiles). Two batched queries per page whatever its size: main photos (shown
 * only when active, spec §3) and the owners' premium flag. The main photo is the one photo every
 * viewer may see, so cards never carry anything a non-premium viewer may not have.
 */
export async function profileCards(db: Db | Tx, rows: ProfileRow[], viewer: Viewer): Promise<ProfileCard[]> {
  void viewer; // Cards show the same to everyone today; the parameter keeps callers ready for rules.
  const mainIds = rows.map((r) => r.mainPhotoId).filter((id): id is number => id !== null);
  const ownerIds = rows.map((r) => r.userId).filter((id): id is number => id !== null);
  const [mainPhotos, premium] = await Promise.all([
    activePhotosByIds(db, mainIds),
    premiumUserIds(db, ownerIds),
  ]);
  const byId = new Map(mainPhotos.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    age: ageOn(r.birthDate),
    country: r.country,
    city: r.city,
    is_fictional: r.isFictional,
    main_image: mainImageOf(r.mainPhotoId === null ? undefined : byId.get(r.mainPhotoId)),
    premium: r.userId !== null && premium.has(r.userId),
    gender: r.gender,
    region: r.region,
  }));
}

const ATTRIBUTES: Record<PublicAttribute['key'], keyof ProfileRow> = {
  interest: 'interest',
  hair_color: 'hairColor',
  eye_color: 'eyeColor',
  body_type: 'bodyType',
  relationship_status: 'relationshipStatus',
};
const NOTES: Record<string, keyof ProfileRow> = { about: 'about' };

/**
 * The photos a viewer receives. Premium: every active photo unlocked. Others: the main photo
 * unlocked, every other one locked with only a blurred thumbnail — the full-size and sharp
 * thumbnail names of locked photos never leave the server.
 */
async function photosFor(row: ProfileRow, active: PhotoRow[], viewer: Viewer): Promise<PublicPhoto[]> {
  const open = (p: PhotoRow): PublicPhoto => ({
    id: p.id,
    locked: false,
    main: p.id === row.mainPhotoId,
    filename: p.filename,
    thumb_filename: p.thumbFilename,
    width: p.width,
    height: p.height,
  });
  // The main photo first, then the rest oldest first.
  const ordered = [...active].sort(
    (a, b) => Number(b.id === row.mainPhotoId) - Number(a.id === row.mainPhotoId),
  );
  if (viewer.premium) return ordered.map(open);
  return Promise.all(
    ordered.map(async (p): Promise<PublicPhoto> =>
      p.id === row.mainPhotoId
        ? open(p)
        : { id: p.id, locked: true, main: false, thumb_blurred: await ensureBlurredThumb(p.thumbFilename) },
    ),
  );
}

/** Another member's profile overview for this viewer, with the site's visible fields and notes. */
export async function publicProfileDto(
  db: Db | Tx,
  site: Site,
  row: ProfileRow,
  viewer: Viewer,
): Promise<PublicProfile> {
  const [active, premium] = await Promise.all([
    activePhotosOf(db, row.id),
    row.userId === null ? Promise.resolve(new Set<number>()) : premiumUserIds(db, [row.userId]),
  ]);
  const photos = await photosFor(row, active, viewer);
  const fields = new Set(site.config.visibleProfileFields);
  const attributes: PublicAttribute[] = [];
  for (const [key, column] of Object.entries(ATTRIBUTES) as [PublicAttribute['key'], keyof ProfileRow][]) {
    const value = row[column];
    if (fields.has(key) && typeof value === 'string' && value) attributes.push({ key, value });
  }
  const notes = site.config.visibleProfileNotes
    .filter((key) => NOTES[key] && typeof row[NOTES[key]] === 'string' && (row[NOTES[key]] as string).trim())
    .map((key) => ({ key, text: row[NOTES[key]] as string }));
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthDate),
    gender: row.gender,
    country: row.country,
    region: row.region,
    city: row.city,
    is_fictional: row.isFictional,
    premium: row.userId !== null && premium.has(row.userId),
    main_image: mainImageOf(active.find((p) => p.id === row.mainPhotoId)),
    photos,
    locked_photos: photos.filter((p) => p.locked).length,
    attributes,
    hobbies: fields.has('hobbies') ? row.hobbies : [],
    notes,
  };
}
