// /api/admin/orders/refund — POST {order_id, reason}: the owner's manual refund of a member's
// order through the member's own refund path (ledger debit, then the provider); audited.
import { adminRoute } from '@/lib/server/admin/route';
import { manualRefund } from '@/lib/server/admin/money/orders';
import { manualRefundSchema } from '@/lib/schemas/admin-money';

export const POST = adminRoute({ area: 'orders', body: manualRefundSchema }, ({ staff, audit, body }) =>
  manualRefund({ staff, audit }, body),
);
