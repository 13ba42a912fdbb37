import 'server-only';
import { getDb } from '@/lib/server/db/client';
import type { StaffSession } from '@/lib/server/admin/session';
import { siteChoices } from './repo';

/** The sites a staff member works on, for the list filters (complaints and mail health). */
export async function siteChoicesFor(staff: Pick<StaffSession, 'siteIds'>) {
  return siteChoices(await getDb(), staff.siteIds);
}
