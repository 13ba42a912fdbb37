// /api/admin/members — the moderators' member actions (moderator, owner): POST {action: disable |
// enable | ban | unban | credits | end_sessions, userId, reason?, delta?}. Each audited with
// before/after. (Search and the member page render on the server from the same service.)
import { adminRoute } from '@/lib/server/admin/route';
import { memberAction } from '@/lib/server/admin/members/service';
import { memberActionSchema } from '@/lib/schemas/admin-moderation';

export const POST = adminRoute({ area: 'members', body: memberActionSchema }, async ({ body, staff, audit, assertSite }) =>
  memberAction(body, { staffId: staff.id, audit, assertSite }),
);
