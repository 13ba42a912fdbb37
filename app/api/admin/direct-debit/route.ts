// /api/admin/direct-debit — direct-debit limits and block lists of a site (issue 15, owner).
// GET ?site_id= limits and blocks; PUT {site_id, user_id|null, max_cents, period_days} sets the
// site's or a member's limit; DELETE ?id= removes a limit (the default applies again). Audited.
import { adminRoute } from '@/lib/server/admin/route';
import { directDebitSettings, removeLimit, setLimit } from '@/lib/server/admin/money/direct-debit';
import { ddLimitSchema, idQuerySchema, siteQuerySchema } from '@/lib/schemas/admin-money';

export const GET = adminRoute({ area: 'orders', query: siteQuerySchema }, ({ staff, query }) =>
  directDebitSettings(staff, query.site_id),
);

export const PUT = adminRoute({ area: 'orders', body: ddLimitSchema }, ({ staff, audit, body }) =>
  setLimit({ staff, audit }, body),
);

export const DELETE = adminRoute({ area: 'orders', query: idQuerySchema }, ({ staff, audit, query }) =>
  removeLimit({ staff, audit }, query.id),
);
