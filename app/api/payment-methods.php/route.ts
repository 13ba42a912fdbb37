// /api/payment-methods.php — GET ?country=&package_id= (member): the provider's methods for that
// country and amount (Mollie's methods API, cached; the test provider's fixed list).
import { route } from '@/lib/server/http/route';
import { payContext } from '@/lib/server/payments/context';
import { listMethods } from '@/lib/server/payments/service';
import { methodsQuerySchema } from '@/lib/schemas/payments';

export const GET = route(
  { auth: 'member', query: methodsQuerySchema },
  async ({ req, site, session, query }) => listMethods(payContext(req, site, session), query),
);
