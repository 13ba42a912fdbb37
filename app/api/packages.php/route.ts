// /api/packages.php — GET ?country=&code= (public): the credit packages in the payment country's
// currency, price per credit, savings, and the discount the member would get (docs/api.md).
import { route } from '@/lib/server/http/route';
import { geoipCountry } from '@/lib/server/http/request-info';
import { listPackages } from '@/lib/server/payments/service';
import { packagesQuerySchema } from '@/lib/schemas/payments';

export const GET = route(
  { auth: 'public', query: packagesQuerySchema },
  async ({ req, site, session, query }) =>
    listPackages({ site, session, geoip: geoipCountry(req.headers) }, query),
);
