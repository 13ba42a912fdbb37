// /api/admin/audit — GET (owner): the audit log, newest first, 50 a page (?before=<id> for the
// next), filtered by staff, action prefix, target, site and days; each entry's before/after as
// the keys that changed. Read only: nothing in the console (and no role in the database) edits it.
import { adminRoute } from '@/lib/server/admin/route';
import { auditPage } from '@/lib/server/admin/audit-log/service';
import { auditQuerySchema } from '@/lib/schemas/admin-audit';

export const GET = adminRoute({ area: 'audit', query: auditQuerySchema }, async ({ staff, query }) =>
  auditPage(staff, query),
);
