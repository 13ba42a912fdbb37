import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { adminAreaPath, canUse, areasOf, type AdminArea } from '@/lib/admin/roles';
import { STAFF_COOKIE, staffForToken, type StaffSession } from './session';

/** The signed-in staff member of this page request (once per request). */
export const currentStaff = cache(async (): Promise<StaffSession | null> => {
  return staffForToken((await cookies()).get(STAFF_COOKIE)?.value);
});

/**
 * A console page's guard: signed out goes to the sign-in, a role without this part goes to its
 * own first part. Pages render on the server from the services, so nothing leaves the server
 * that the role may not see.
 */
export async function requireStaff(area: AdminArea, locale: string): Promise<StaffSession> {
  const staff = await currentStaff();
  const prefix = locale === 'en' ? '' : `/${locale}`;
  if (!staff) redirect(`${prefix}/admin/login`);
  if (!canUse(staff.role, area)) redirect(`${prefix}${adminAreaPath(areasOf(staff.role)[0])}`);
  return staff;
}
