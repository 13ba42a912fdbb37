// /api/admin/complaints — the console's complaints inbox (moderator, owner).
// GET ?status=open|in_progress|handled|rejected|all&reason=&site=&page=: the list, oldest first.
// PATCH {id, status?, note?}: moves a complaint on and/or appends a note (audited).
import { adminRoute } from '@/lib/server/admin/route';
import { complaintListQuerySchema, complaintUpdateSchema } from '@/lib/schemas/admin-complaints';
import { changeComplaint, listComplaints } from '@/lib/server/admin/complaints/service';

export const GET = adminRoute({ area: 'complaints', query: complaintListQuerySchema }, ({ staff, query }) =>
  listComplaints(staff, query),
);

export const PATCH = adminRoute(
  { area: 'complaints', body: complaintUpdateSchema },
  ({ staff, body, audit }) => changeComplaint(staff, body, audit),
);
