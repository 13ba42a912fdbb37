// /api/admin/inbox/conversation — GET ?id=<conversation>&before=<message id> (operator, owner):
// both profiles (no e-mail), the fictional profile's notes and past answers, a page of messages,
// the claim.
import { adminRoute } from '@/lib/server/admin/route';
import { inboxConversation } from '@/lib/server/admin/inbox/service';
import { conversationQuerySchema } from '@/lib/schemas/admin-inbox';

export const GET = adminRoute({ area: 'inbox', query: conversationQuerySchema }, async ({ staff, query }) =>
  inboxConversation(staff, query.id, query.before),
);
