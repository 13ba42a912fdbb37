// /api/admin/inbox/claim — POST {conversationId, typing?} takes or renews the conversation for
// this operator (5 min; 409 claimed_by_other while another holds it; typing: the member sees the
// profile typing); DELETE ?conversationId= lets it go. Taking and letting go are audited.
import { adminRoute } from '@/lib/server/admin/route';
import { claimConversation, releaseClaim } from '@/lib/server/admin/inbox/service';
import { claimBodySchema, releaseQuerySchema } from '@/lib/schemas/admin-inbox';

export const POST = adminRoute({ area: 'inbox', body: claimBodySchema }, async ({ staff, body, audit }) =>
  claimConversation(staff, body.conversationId, audit, { typing: body.typing }),
);

export const DELETE = adminRoute(
  { area: 'inbox', query: releaseQuerySchema },
  async ({ staff, query, audit }) => releaseClaim(staff, query.conversationId, audit),
);
