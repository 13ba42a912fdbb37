// /api/discountcode.php — GET ?code=&country=&package_id=&method= (member): the spec's discount
// code object once every rule passed for this member; ?welcome=true: the site's welcome code.
import { route } from '@/lib/server/http/route';
import { payContext } from '@/lib/server/payments/context';
import { discountCode } from '@/lib/server/payments/service';
import { discountQuerySchema } from '@/lib/schemas/payments';

export const GET = route(
  { auth: 'member', query: discountQuerySchema },
  async ({ req, site, session, query }) => discountCode(payContext(req, site, session), query),
);
