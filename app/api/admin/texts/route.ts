// /api/admin/texts — profile text review (moderator, owner): POST {decision: approve | clear_about |
// rename, profileId, seen, reason?, note?, name?}. Audited; a changed text's member is mailed why.
import { adminRoute } from '@/lib/server/admin/route';
import { decideText } from '@/lib/server/admin/texts/service';
import { textDecisionSchema } from '@/lib/schemas/admin-moderation';

export const POST = adminRoute({ area: 'texts', body: textDecisionSchema }, async ({ body, audit, assertSite }) =>
  decideText(body, { audit, assertSite }),
);
