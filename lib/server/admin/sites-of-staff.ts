import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sites } from '@/lib/server/db/schema';
import type { StaffSession } from './session';

export type SiteChoice = { id: number; name: string; domain: string };

/**
 * The sites a staff member works on (all of them when staff.siteIds is null), for every
 * console page's site filter or picker. `order: 'name'` lists them by name (the complaint and
 * inbox filters), otherwise by id.
 */
export async function sitesOfStaff(
  staff: Pick<StaffSession, 'siteIds'>,
  { order = 'id' }: { order?: 'id' | 'name' } = {},
): Promise<SiteChoice[]> {
  const ids = staff.siteIds;
  const db = await getDb();
  return db
    .select({ id: sites.id, name: sites.name, domain: sites.domain })
    .from(sites)
    .where(ids ? inArray(sites.id, ids.length ? ids : [-1]) : undefined)
    .orderBy(...(order === 'name' ? [asc(sites.name), asc(sites.id)] : [asc(sites.id)]));
}
