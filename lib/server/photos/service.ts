import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import { loadOwnProfileDetail, maxPhotosFor, ownProfileRow } from '@/lib/server/profiles/own-profile';
import { storedFilesOf } from '@/lib/server/profiles/blurred-thumb';
import type { OwnProfileDetail, PhotoUploadResult } from '@/lib/schemas/profile';
import { processPhoto } from './image';
import * as repo from './repo';
import { newUploadName, removeUploads, writeUpload } from './storage';
import { approvePhotos } from './approve';
import { writeAudit } from '@/lib/server/admin/audit';

const limitError = (max: number) => new AppError('photo_limit', 409, { max });

/**
 * POST /api/photos.php: re-encodes the upload, stores both files under new random names, then
 * counts and inserts in one transaction that holds the profile row lock, so parallel uploads
 * cannot pass the limit. A refused or failed upload leaves no files behind.
 */
export async function uploadPhoto(user: UserRow, input: Buffer): Promise<PhotoUploadResult> {
  const db = await getDb();
  const profile = await ownProfileRow(db, user.id);
  // Cheap early refusal before spending CPU on the image; the locked count below is the real rule.
  const max = maxPhotosFor(user);
  if ((await repo.countPhotos(db, profile.id)) >= max) throw limitError(max);

  const processed = await processPhoto(input);
  const filename = newUploadName('jpg');
  const thumbFilename = newUploadName('jpg');
  try {
    await writeUpload(filename, processed.full);
    await writeUpload(thumbFilename, processed.thumb);
    return await db.transaction(async (tx) => {
      const locked = await repo.lockProfileOf(tx, user.id);
      if (!locked) throw notFound('profile_missing');
      const lockedMax = maxPhotosFor(locked);
      if ((await repo.countPhotos(tx, locked.profileId)) >= lockedMax) throw limitError(lockedMax);
      const photo = await repo.insertPhoto(tx, {
        profileId: locked.profileId,
        filename,
        thumbFilename,
        status: 'pending',
        width: processed.width,
        height: processed.height,
      });
      // The first photo becomes the main one; later ones wait until the member picks them.
      if (locked.mainPhotoId === null) await repo.setMainPhoto(tx, locked.profileId, photo.id);
      const detail = await loadOwnProfileDetail(tx, { ...user, paidUser: locked.paidUser });
      return { photo: detail.photos.find((p) => p.id === photo.id)!, profile: detail };
    });
  } catch (err) {
    await removeUploads([filename, thumbFilename]);
    throw err;
  }
}

/** PUT /api/photos.php {id, main: true}: any of the member's own photos except a rejected one. */
export async function setMainPhoto(user: UserRow, photoId: number): Promise<OwnProfileDetail> {
  const db = await getDb();
  const profile = await ownProfileRow(db, user.id);
  const photo = await repo.findPhotoOfProfile(db, photoId, profile.id);
  if (!photo) throw notFound('photo_not_found');
  if (photo.status === 'rejected') throw new AppError('photo_rejected', 409);
  await repo.setMainPhoto(db, profile.id, photo.id);
  return loadOwnProfileDetail(db, user);
}

/**
 * DELETE /api/photos.php?id=: the row, then the files (blurred copy included) from the photo
 * storage. A deleted main photo is replaced by the oldest active photo, or none (a pending photo
 * never becomes main behind the member's back).
 */
export async function deletePhoto(user: UserRow, photoId: number): Promise<OwnProfileDetail> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const locked = await repo.lockProfileOf(tx, user.id);
    if (!locked) throw notFound('profile_missing');
    const photo = await repo.findPhotoOfProfile(tx, photoId, locked.profileId);
    if (!photo) throw notFound('photo_not_found');
    await repo.deletePhotoRow(tx, photo.id);
    if (locked.mainPhotoId === photo.id) {
      const next = await repo.firstActivePhoto(tx, locked.profileId);
      await repo.setMainPhoto(tx, locked.profileId, next?.id ?? null);
    }
    return photo;
  });
  // After the commit: a failed transaction keeps its files; a crash here only leaves orphans.
  await removeUploads(storedFilesOf(removed));
  return loadOwnProfileDetail(db, user);
}

/**
 * `npm run photos:approve` (scripts/approve-photos.ts): the console's own rule
 * (lib/server/photos/moderation.ts), on every site, audited as the command line.
 */
export async function approvePendingPhotos(ids: number[] | 'all'): Promise<number[]> {
  return approvePhotos(ids, {
    siteIds: null,
    audit: (tx, entry) => writeAudit(tx, { id: null, email: 'photos:approve', role: 'cli' }, entry),
  });
}

export async function pendingPhotos() {
  return repo.listPendingPhotos(await getDb());
}
