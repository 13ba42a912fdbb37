import 'server-only';
import { getDb, type Db, type Tx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import type { UserRow } from '@/lib/server/accounts/repo';
import type { Site } from '@/lib/server/sites/service';
import { regionsOf } from '@/lib/server/geo/regions';
import { profileCards } from '@/lib/server/profiles/public';
import { viewerFor, type Viewer } from '@/lib/server/profiles/viewer';
import type { ProfileRow } from '@/lib/server/profiles/repo';
import type { ProfileCard } from '@/lib/schemas/profile';
import { hasTrafficSource } from '@/lib/schemas/signup';
import { isRealTimestamp } from '@/lib/schemas/input';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE, type SearchPage, type SearchQuery } from '@/lib/schemas/search';
import { birthDateRange, yearsBefore } from '@/lib/utils/age-range';
import * as repo from './repo';

/**
 * Spec §6: a visitor may search only when the site allows logged-out search, and, when the site
 * asks for it, only with a traffic source (the network/ref the visitor arrived with).
 */
export function visitorMaySearch(site: Site, tracking: { network?: string; ref?: string }): boolean {
  if (!site.config.loggedOutSearch) return false;
  return !site.config.loggedOutSearchTrafficsource || hasTrafficSource(tracking);
}

// "p<0|1>_<last_active_at>_<id>": photo segment, activity, id. Ids are serial int4: at most 9
// digits keeps any forged value inside its range. A cursor of the activity-only order (before
// photos ranked first) has no "p" part and is refused (422): the client starts the list again.
const CURSOR = /^p([01])_(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(\.\d{6}Z)_(\d{1,9})$/;

export function encodeCursor(after: repo.After): string {
  return Buffer.from(`p${after.photo ? 1 : 0}_${after.at}_${after.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): repo.After {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  // A real moment (no 2024-13-45): the database would otherwise refuse the cast with a 500.
  if (!match || !isRealTimestamp(match[2])) throw new AppError('invalid_cursor', 422);
  return { photo: match[1] === '1', at: `${match[2]}${match[3]}`, id: Number(match[4]) };
}

/** The filters the site shows (settings.search_fields); the others are ignored, not refused. */
export function filterFor(site: Site, viewer: Viewer, q: SearchQuery, today = new Date()): repo.SearchFilter {
  const fields = new Set(site.config.searchFields);
  const filter: repo.SearchFilter = { siteId: site.id, viewerProfileId: viewer.profileId };
  if (fields.has('gender') && q.gender) filter.gender = q.gender;
  if (fields.has('country') && q.country) filter.country = q.country;
  if (fields.has('region') && filter.country && q.region) {
    if (!regionsOf(filter.country).some((r) => r.code === q.region))
      throw new AppError('invalid_region', 422);
    filter.region = q.region;
  }
  if (fields.has('age')) Object.assign(filter, birthDateRange(q.min_age, q.max_age, today));
  return filter;
}

/** GET /api/search.php: one page of other members' cards (and the capped count on the first). */
export async function searchMembers(site: Site, user: UserRow | null, q: SearchQuery): Promise<SearchPage> {
  if (!user && !visitorMaySearch(site, q)) {
    throw new AppError('search_login_required', 403, {
      reason: site.config.loggedOutSearch ? 'traffic_source' : 'logged_out',
    });
  }
  const db = await getDb();
  const viewer = await viewerFor(db, user);
  const filter = filterFor(site, viewer, q);
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  const [rows, count] = await Promise.all([
    repo.searchPage(db, filter, after, SEARCH_PAGE_SIZE + 1),
    after ? Promise.resolve(null) : repo.countMatches(db, filter, SEARCH_COUNT_CAP),
  ]);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    profiles: await profileCards(
      db,
      page.map((r) => r.profile),
      viewer,
    ),
    next_cursor:
      rows.length > SEARCH_PAGE_SIZE && last
        ? encodeCursor({ photo: last.profile.hasPhoto, at: last.at, id: last.profile.id })
        : null,
    num_results: count === null ? null : Math.min(count, SEARCH_COUNT_CAP),
    num_results_capped: count !== null && count > SEARCH_COUNT_CAP,
  };
}

export const SIMILAR_LIMIT = 6;
export const SIMILAR_AGE_SPAN = 5;

/**
 * Similar profiles under a profile view: same gender, age within ±5 years of the profile's, same
 * country, in the search's order (an approved photo first, then most recently active); not the
 * profile itself, not the viewer, no blocks either way. One indexed page, like a search.
 */
export async function similarProfiles(
  db: Db | Tx,
  site: Site,
  profile: ProfileRow,
  viewer: Viewer,
): Promise<ProfileCard[]> {
  const born = new Date(`${profile.birthDate}T00:00:00Z`);
  const filter: repo.SearchFilter = {
    siteId: site.id,
    viewerProfileId: viewer.profileId,
    gender: profile.gender,
    country: profile.country,
    bornFrom: yearsBefore(born, SIMILAR_AGE_SPAN).toISOString().slice(0, 10),
    bornTo: yearsBefore(born, -SIMILAR_AGE_SPAN).toISOString().slice(0, 10),
  };
  const rows = await repo.searchPage(db, filter, null, SIMILAR_LIMIT + 1);
  const others = rows
    .map((r) => r.profile)
    .filter((p) => p.id !== profile.id)
    .slice(0, SIMILAR_LIMIT);
  return profileCards(db, others, viewer);
}
