import 'server-only';
import { areasOf } from '@/lib/admin/roles';
import type { StaffSession } from './session';

/** What the console's client knows of the signed-in staff member. */
export function adminSessionAnswer(s: StaffSession) {
  return { id: s.id, email: s.email, name: s.name, role: s.role, siteIds: s.siteIds, areas: areasOf(s.role) };
}
