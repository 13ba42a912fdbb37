// /api/admin/packages — the owner's credit packages and prices per site (issue 15).
// GET ?site_id= the site's packages with prices and order counts; POST adds one; PUT changes one
// (sent fields only); DELETE ?id= removes one no order names. Changes show on /credits and
// /pricing at once and are audited.
import { adminRoute } from '@/lib/server/admin/route';
import { createPackage, deletePackage, sitePackages, updatePackage } from '@/lib/server/admin/money/packages';
import {
  idQuerySchema,
  packageCreateSchema,
  packageUpdateSchema,
  siteQuerySchema,
} from '@/lib/schemas/admin-money';

export const GET = adminRoute({ area: 'packages', query: siteQuerySchema }, ({ staff, query }) =>
  sitePackages(staff, query.site_id),
);

export const POST = adminRoute({ area: 'packages', body: packageCreateSchema }, ({ staff, audit, body }) =>
  createPackage({ staff, audit }, body),
);

export const PUT = adminRoute({ area: 'packages', body: packageUpdateSchema }, ({ staff, audit, body }) =>
  updatePackage({ staff, audit }, body),
);

export const DELETE = adminRoute({ area: 'packages', query: idQuerySchema }, ({ staff, audit, query }) =>
  deletePackage({ staff, audit }, query.id),
);
