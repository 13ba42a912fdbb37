import 'server-only';
import { eq, or } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { photos, profiles } from '@/lib/server/db/schema';

/**
 * The photos a stored file name belongs to (as the full-size file or the thumbnail), with the
 * owner's user id (null for profiles without an account). Answered by photos_filename_idx and
 * photos_thumb_filename_idx; real names are unique, so this is one row or none.
 */
export async function photosByFileName(db: Db, name: string) {
  return db
    .select({ status: photos.status, ownerUserId: profiles.userId, siteId: profiles.siteId })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .where(or(eq(photos.filename, name), eq(photos.thumbFilename, name)))
    .limit(8);
}
