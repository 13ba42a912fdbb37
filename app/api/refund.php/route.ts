// /api/refund.php — POST {order_id} (member): return the unused credits of one paid order within
// refund_days (spec §1); the credits leave the ledger and the provider refunds the money pro rata.
import { route } from '@/lib/server/http/route';
import { requestRefund } from '@/lib/server/payments/refunds';
import { refundSchema } from '@/lib/schemas/payments';

export const POST = route({ auth: 'member', body: refundSchema }, async ({ site, session, body }) =>
  requestRefund(site, session, body.order_id),
);
