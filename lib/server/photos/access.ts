import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { findSessionUser } from '@/lib/server/accounts/repo';
import { hashToken, SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { photosByFileName } from './access-repo';
import { STAFF_COOKIE, staffForToken, staffSeesSite } from '@/lib/server/admin/session';
import { canUse } from '@/lib/admin/roles';

/**
 * Who may fetch a stored file (GET /media/<name>):
 * - 'public': the file of an approved (active) photo, or a file that belongs to no photo row
 *   (blurred thumbnails, seeded avatars): anyone, cacheable forever by browsers and CDNs;
 * - 'owner': a pending or rejected photo's file, fetched by its owner (their photo manager shows
 *   it) or by a moderator of its site in the console: served, but never stored by a shared cache;
 * - 'denied': a pending or rejected photo's file for anyone else. The route answers as for a
 *   file that does not exist, so moderation cannot be bypassed by passing the URL around
 *   (issue 9: pending photos were sent as chat images and their files downloaded).
 */
export type MediaAccess = 'public' | 'owner' | 'denied';

export async function mediaAccess(name: string, headers: Headers): Promise<MediaAccess> {
  const db = await getDb();
  const rows = await photosByFileName(db, name);
  if (rows.length === 0 || rows.some((r) => r.status === 'active')) return 'public';
  const sessionToken = cookieOf(headers, SESSION_COOKIE);
  if (sessionToken) {
    // A session of any site: the owner is the same account whichever domain the photo is fetched on.
    const found = await findSessionUser(db, hashToken(sessionToken), new Date());
    if (found && !found.user.bannedAt && rows.some((r) => r.ownerUserId === found.user.id)) return 'owner';
  }
  // The console's moderators see what they decide on (issue 15): a staff session whose role has
  // the photo queue or the member pages, limited to the staff member's sites.
  const staff = await staffForToken(cookieOf(headers, STAFF_COOKIE));
  if (staff && (canUse(staff.role, 'photos') || canUse(staff.role, 'members')) && rows.every((r) => staffSeesSite(staff, r.siteId)))
    return 'owner';
  return 'denied';
}

/** Cache-Control for a file only its owner may fetch: kept out of shared caches and disk. */
export const OWNER_ONLY_CACHE_CONTROL = 'private, no-store';

/** A cookie of a plain Request (the media route is not wrapped by route()). */
function cookieOf(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
