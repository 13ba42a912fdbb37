import 'server-only';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { profiles } from '@/lib/server/db/schema';

/**
 * The one condition for "another member may see this profile on this site": active (a disabled
 * profile covers unconfirmed, deleted and moderated accounts) and either shown on every site
 * (fictional profiles, site_id null) or belonging to this site. Every list and lookup of other
 * members' profiles uses it, together with notBlockedSql from lib/server/blocks/repo.ts.
 */
// siteId may be a placeholder (sql.placeholder) in prepared statements.
export function visibleProfileSql(siteId: number | SQL): SQL {
  return and(eq(profiles.status, 'active'), or(isNull(profiles.siteId), eq(profiles.siteId, siteId)))!;
}
