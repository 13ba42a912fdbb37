import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sites } from '@/lib/server/db/schema';
import { findSiteById } from '@/lib/server/sites/repo';
import { AppError } from '@/lib/server/http/errors';
import type { Site } from '@/lib/server/sites/service';
import { staffSeesSite, type StaffSession } from '../session';

export type SiteChoice = { id: number; name: string; domain: string };

/** The sites a staff member works on, for the money pages' site picker. */
export async function siteChoices(staff: Pick<StaffSession, 'siteIds'>): Promise<SiteChoice[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: sites.id, name: sites.name, domain: sites.domain })
    .from(sites)
    .orderBy(asc(sites.id));
  return rows.filter((s) => staffSeesSite(staff, s.id));
}

/** The site, if the staff member works on it: 404 site_not_found, 403 staff_forbidden_site. */
export async function staffSite(staff: Pick<StaffSession, 'siteIds'>, siteId: number): Promise<Site> {
  const site = await findSiteById(await getDb(), siteId);
  if (!site) throw new AppError('site_not_found', 404);
  if (!staffSeesSite(staff, site.id)) throw new AppError('staff_forbidden_site', 403);
  return site;
}
