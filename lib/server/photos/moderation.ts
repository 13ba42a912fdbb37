import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { AppError, notFound } from '@/lib/server/http/errors';
import { mailMember } from '@/lib/server/admin/moderation/member-mail';
import { storedReason, type PhotoRejectReason } from '@/lib/admin/moderation-reasons';
import * as repo from './moderation-repo';
import { approvePhotos, type Moderator } from './approve';
import { firstActivePhoto, setMainPhoto } from './repo';

export { approvePhotos, type Moderator };

export const QUEUE_PAGE = 24;

/** The console's queue: pending photos oldest first, only of the moderator's sites (and of one member, if given). */
export async function photoQueue(siteIds: number[] | null, page: number, userId?: number) {
  const { rows, total } = await repo.listPendingQueue(await getDb(), siteIds, QUEUE_PAGE, (page - 1) * QUEUE_PAGE, userId);
  return {
    total,
    pages: Math.max(1, Math.ceil(total / QUEUE_PAGE)),
    photos: rows.map((r) => ({
      id: r.id,
      url: `/media/${r.filename}`,
      thumbUrl: `/media/${r.thumbFilename}`,
      width: r.width,
      height: r.height,
      createdAt: r.createdAt.toISOString(),
      profileId: r.profileId,
      userId: r.userId,
      name: r.name,
      siteId: r.siteId,
      site: r.siteName ? `${r.siteName} (${r.domain})` : null,
    })),
  };
}

/** A photo the moderator may decide on, or the refusal: unknown 404, other site 403, decided 409. */
async function reviewable(id: number, assertSite: (siteId: number | null) => void) {
  const photo = await repo.findPhotoForReview(await getDb(), id);
  if (!photo) throw notFound('photo_not_found');
  assertSite(photo.siteId);
  if (photo.status !== 'pending') throw new AppError('photo_not_pending', 409, { status: photo.status });
  return photo;
}

/** The console's approve button: one photo. */
export async function approvePhoto(id: number, by: Moderator & { assertSite: (siteId: number | null) => void }) {
  await reviewable(id, by.assertSite);
  const approved = await approvePhotos([id], by);
  if (!approved.length) throw new AppError('photo_not_pending', 409);
  return { id, status: 'active' as const };
}

/**
 * pending → rejected with the reason and the review time; a rejected main photo gives way to the
 * oldest active photo (or none), as a deleted one does. The member gets a mail in their language
 * saying why, queued in the same transaction as the change and its audit row.
 */
export async function rejectPhoto(
  id: number,
  input: { reason: PhotoRejectReason; note?: string },
  by: Moderator & { assertSite: (siteId: number | null) => void },
) {
  const photo = await reviewable(id, by.assertSite);
  if (input.reason === 'other' && !input.note?.trim()) throw new AppError('reason_note_required', 422);
  const reason = storedReason(input.reason, input.note);
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await repo.rejectPending(tx, id, reason))) throw new AppError('photo_not_pending', 409);
    let main: number | null | undefined;
    if (photo.mainPhotoId === id) {
      main = (await firstActivePhoto(tx, photo.profileId))?.id ?? null;
      await setMainPhoto(tx, photo.profileId, main);
    }
    const mailedIn =
      photo.userId === null
        ? null
        : await mailMember(tx, photo.userId, ({ profileUrl }) => ({
            kind: 'photo_rejected',
            name: photo.name,
            reason: input.reason,
            note: input.note?.trim() || null,
            url: profileUrl,
          }));
    await by.audit(tx, {
      action: 'photo.reject',
      targetType: 'photo',
      targetId: id,
      siteId: photo.siteId,
      before: { status: 'pending' },
      after: { status: 'rejected', reason, ...(main !== undefined && { main_photo_id: main }), mailed: mailedIn },
    });
    return { id, status: 'rejected' as const, reason };
  });
}
