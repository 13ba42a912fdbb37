// /api/admin/photos — the photo queue's decisions (moderator, owner): POST {decision: approve, id}
// or {decision: reject, id, reason, note?}. Audited; the rejected photo's member is mailed why.
import { adminRoute } from '@/lib/server/admin/route';
import { approvePhoto, rejectPhoto } from '@/lib/server/photos/moderation';
import { photoDecisionSchema } from '@/lib/schemas/admin-moderation';

export const POST = adminRoute({ area: 'photos', body: photoDecisionSchema }, async ({ body, staff, audit, assertSite }) => {
  const by = { audit, assertSite, siteIds: staff.siteIds };
  return body.decision === 'approve' ? approvePhoto(body.id, by) : rejectPhoto(body.id, body, by);
});
