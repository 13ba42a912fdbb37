import 'server-only';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/server/db/client';
import { photos, profiles, sites } from '@/lib/server/db/schema';

/** Profiles of the given sites (null: every site), as a condition on photos.profile_id. */
function ofSites(siteIds: number[] | null): SQL | undefined {
  if (siteIds === null) return undefined;
  if (!siteIds.length) return sql`false`;
  return inArray(photos.profileId, sql`(select ${profiles.id} from ${profiles} where ${inArray(profiles.siteId, siteIds)})`);
}

/** Pending photos, oldest first, with the member and the site (the console's queue). */
export async function listPendingQueue(db: Db, siteIds: number[] | null, limit: number, offset: number, userId?: number) {
  const ofMember =
    userId === undefined ? undefined : inArray(photos.profileId, sql`(select ${profiles.id} from ${profiles} where ${eq(profiles.userId, userId)})`);
  const where = and(eq(photos.status, 'pending'), ofSites(siteIds), ofMember);
  const rows = await db
    .select({
      id: photos.id,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
      profileId: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      siteId: profiles.siteId,
      siteName: sites.name,
      domain: sites.domain,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .leftJoin(sites, eq(sites.id, profiles.siteId))
    .where(where)
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(photos).where(where);
  return { rows, total: Number(count.n) };
}

/** One photo with what a decision needs: its profile's owner, site and main photo. */
export async function findPhotoForReview(db: Db | Tx, id: number) {
  const rows = await db
    .select({
      id: photos.id,
      status: photos.status,
      profileId: photos.profileId,
      userId: profiles.userId,
      name: profiles.name,
      siteId: profiles.siteId,
      mainPhotoId: profiles.mainPhotoId,
    })
    .from(photos)
    .innerJoin(profiles, eq(profiles.id, photos.profileId))
    .where(eq(photos.id, id))
    .limit(1);
  return rows[0];
}

/** pending → active for the given photos (or all) of the given sites; returns what changed, by id. */
export async function activatePending(tx: Tx, ids: number[] | 'all', siteIds: number[] | null) {
  const rows = await tx
    .update(photos)
    .set({ status: 'active', reviewedAt: new Date(), rejectReason: null })
    .where(and(eq(photos.status, 'pending'), ids === 'all' ? undefined : inArray(photos.id, ids), ofSites(siteIds)))
    .returning({ id: photos.id, profileId: photos.profileId });
  return rows.sort((a, b) => a.id - b.id);
}

/** An approved photo becomes the main one of a profile that has none. */
export async function setMainIfNone(tx: Tx, profileId: number, photoId: number): Promise<boolean> {
  const rows = await tx
    .update(profiles)
    .set({ mainPhotoId: photoId })
    .where(and(eq(profiles.id, profileId), isNull(profiles.mainPhotoId)))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** pending → rejected with the reason; undefined when the photo was no longer pending. */
export async function rejectPending(tx: Tx, id: number, reason: string) {
  const rows = await tx
    .update(photos)
    .set({ status: 'rejected', rejectReason: reason, reviewedAt: new Date() })
    .where(and(eq(photos.id, id), eq(photos.status, 'pending')))
    .returning({ id: photos.id });
  return rows[0];
}

/** The profiles' site ids, for the audit rows of a batch. */
export async function sitesOfProfiles(tx: Tx, profileIds: number[]): Promise<Map<number, number | null>> {
  if (!profileIds.length) return new Map();
  const rows = await tx.select({ id: profiles.id, siteId: profiles.siteId }).from(profiles).where(inArray(profiles.id, profileIds));
  return new Map(rows.map((r) => [r.id, r.siteId]));
}
