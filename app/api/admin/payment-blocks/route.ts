// /api/admin/payment-blocks — the direct-debit block lists (issue 15, owner). POST {site_id|null,
// kind: iban|mobile|user, value, reason} adds an entry, normalised as the checks compare it;
// DELETE ?id= removes one. Audited.
import { adminRoute } from '@/lib/server/admin/route';
import { addBlock, removeBlock } from '@/lib/server/admin/money/direct-debit';
import { blockCreateSchema, idQuerySchema } from '@/lib/schemas/admin-money';

export const POST = adminRoute({ area: 'orders', body: blockCreateSchema }, ({ staff, audit, body }) =>
  addBlock({ staff, audit }, body),
);

export const DELETE = adminRoute({ area: 'orders', query: idQuerySchema }, ({ staff, audit, query }) =>
  removeBlock({ staff, audit }, query.id),
);
