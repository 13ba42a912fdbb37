import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import { regionsOf } from '@/lib/server/geo/regions';
import { listInterests } from '@/lib/server/sites/repo';
import type { Site } from '@/lib/server/sites/service';
import type { UserRow } from '@/lib/server/accounts/repo';
import type { OwnProfileDetail, ProfileUpdate } from '@/lib/schemas/profile';
import { PHOTOS_MAX_FREE, PHOTOS_MAX_PREMIUM } from '@/lib/utils/constants';
import { hiddenOptionalFields } from '@/lib/utils/profile-fields';
import * as repo from './repo';

/** Spec §5: free members keep up to 3 photos, premium (any credit purchase) up to 25. */
export function maxPhotosFor(user: Pick<UserRow, 'paidUser'>): number {
  return user.paidUser ? PHOTOS_MAX_PREMIUM : PHOTOS_MAX_FREE;
}

/** The member's own profile fields with the spec's names: the API and the data export share them. */
export function profileFields(profile: repo.ProfileRow) {
  return {
    id: profile.id,
    name: profile.name,
    gender: profile.gender,
    birth_date: profile.birthDate,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    about: profile.about,
    interest: profile.interest,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus,
    hobbies: profile.hobbies,
    status: profile.status,
  };
}

export function toOwnProfileDetail(
  profile: repo.ProfileRow,
  photos: repo.PhotoRow[],
  user: Pick<UserRow, 'paidUser'>,
): OwnProfileDetail {
  const main = photos.find((p) => p.id === profile.mainPhotoId) ?? null;
  return {
    ...profileFields(profile),
    main_image: main
      ? { filename: main.filename, thumb_filename: main.thumbFilename, status: main.status }
      : null,
    photos: photos.map((p) => ({
      id: p.id,
      filename: p.filename,
      thumb_filename: p.thumbFilename,
      status: p.status,
      main: p.id === profile.mainPhotoId,
    })),
    max_photos: maxPhotosFor(user),
  };
}

/** The member's profile row or 404 profile_missing (a member whose signup made none). */
export async function ownProfileRow(db: Db | Tx, userId: number): Promise<repo.ProfileRow> {
  const profile = await repo.findProfileByUserId(db, userId);
  if (!profile) throw notFound('profile_missing');
  return profile;
}

export async function loadOwnProfileDetail(db: Db | Tx, user: UserRow): Promise<OwnProfileDetail> {
  const profile = await ownProfileRow(db, user.id);
  return toOwnProfileDetail(profile, await repo.listProfilePhotos(db, profile.id), user);
}

/** GET /api/profile.php */
export async function getOwnProfile(user: UserRow): Promise<OwnProfileDetail> {
  return loadOwnProfileDetail(await getDb(), user);
}

const invalid = (code: string, details: Record<string, unknown> = {}) => new AppError(code, 422, details);

/** PUT /api/profile.php: checks every rule first, then writes all fields at once (or nothing). */
export async function updateOwnProfile(
  site: Site,
  user: UserRow,
  input: ProfileUpdate,
): Promise<OwnProfileDetail> {
  const db = await getDb();
  const profile = await ownProfileRow(db, user.id);

  const hidden = hiddenOptionalFields(site.config).filter((f) => f in input);
  if (hidden.length) throw invalid('field_hidden', { fields: hidden });
  if (input.name !== undefined && input.name.toLowerCase() === user.email.toLowerCase())
    throw invalid('name_is_email');
  if (input.country !== undefined && !site.config.countries.includes(input.country))
    throw invalid('country_invalid');

  const country = input.country ?? profile.country;
  let region = input.region === undefined ? profile.region : input.region;
  if (region !== null && !regionsOf(country).some((r) => r.code === region)) {
    // A region left over from the old country is dropped; a region sent with the request must fit.
    if (input.region !== undefined) throw invalid('region_invalid');
    region = null;
  }
  if (input.hobbies?.length) {
    const known = new Set((await listInterests(db)).map((i) => i.slug));
    const unknown = input.hobbies.filter((h) => !known.has(h));
    if (unknown.length) throw invalid('hobbies_invalid', { hobbies: unknown });
  }

  // A changed name or about text waits for the moderators' text review (the console, issue 15).
  const textChanged =
    (input.name !== undefined && input.name !== profile.name) || (input.about !== undefined && input.about !== profile.about);
  const updated = await repo.updateProfileColumns(db, profile.id, {
    ...(textChanged && { textChangedAt: new Date() }),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.about !== undefined && { about: input.about }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.country !== undefined && { country: input.country }),
    region,
    ...(input.city !== undefined && { city: input.city }),
    ...(input.interest !== undefined && { interest: input.interest }),
    ...(input.hair_color !== undefined && { hairColor: input.hair_color }),
    ...(input.eye_color !== undefined && { eyeColor: input.eye_color }),
    ...(input.body_type !== undefined && { bodyType: input.body_type }),
    ...(input.relationship_status !== undefined && { relationshipStatus: input.relationship_status }),
    ...(input.hobbies !== undefined && { hobbies: input.hobbies }),
  });
  return toOwnProfileDetail(updated, await repo.listProfilePhotos(db, profile.id), user);
}
