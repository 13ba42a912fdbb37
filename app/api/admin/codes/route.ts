// /api/admin/codes — the owner's discount codes per site (issue 15).
// GET ?site_id=&q=&batch=&status=&page= codes with usage counts and the site's batches;
// POST one code or a batch of random codes; PATCH disables or enables a code or a batch. Audited.
import { adminRoute } from '@/lib/server/admin/route';
import { createCodes, listCodes, setCodeStatus } from '@/lib/server/admin/money/codes';
import { codeCreateSchema, codesQuerySchema, codeStatusSchema } from '@/lib/schemas/admin-money';

export const GET = adminRoute({ area: 'codes', query: codesQuerySchema }, ({ staff, query }) =>
  listCodes(staff, query),
);

export const POST = adminRoute({ area: 'codes', body: codeCreateSchema }, ({ staff, audit, body }) =>
  createCodes({ staff, audit }, body),
);

export const PATCH = adminRoute({ area: 'codes', body: codeStatusSchema }, ({ staff, audit, body }) =>
  setCodeStatus({ staff, audit }, body),
);
