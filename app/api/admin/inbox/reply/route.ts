// /api/admin/inbox/reply — POST {conversationId, body}: answers as the fictional profile while
// holding the claim (409 claim_required / claimed_by_other otherwise); ends the claim; audited
// (chat.reply).
import { adminRoute } from '@/lib/server/admin/route';
import { replyFromInbox } from '@/lib/server/admin/inbox/service';
import { replyBodySchema } from '@/lib/schemas/admin-inbox';

export const POST = adminRoute({ area: 'inbox', body: replyBodySchema }, async ({ staff, body, audit }) =>
  replyFromInbox(staff, body.conversationId, body.body, audit),
);
