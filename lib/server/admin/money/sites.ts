import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { findSiteById } from '@/lib/server/sites/repo';
import { AppError } from '@/lib/server/http/errors';
import type { Site } from '@/lib/server/sites/service';
import { staffSeesSite, type StaffSession } from '../session';

/** The site, if the staff member works on it: 404 site_not_found, 403 staff_forbidden_site. */
export async function staffSite(staff: Pick<StaffSession, 'siteIds'>, siteId: number): Promise<Site> {
  const site = await findSiteById(await getDb(), siteId);
  if (!site) throw new AppError('site_not_found', 404);
  if (!staffSeesSite(staff, site.id)) throw new AppError('staff_forbidden_site', 403);
  return site;
}
