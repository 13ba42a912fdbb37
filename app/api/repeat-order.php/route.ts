// /api/repeat-order.php — GET (member): the last paid order, its package at today's price and the
// stored mandate; POST {} (member): order it again, charged on the mandate without a redirect
// when there is one (402 recurring_card_failed / direct_debit_failed when the charge is refused).
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { payContext } from '@/lib/server/payments/context';
import { repeatOrder, repeatState } from '@/lib/server/payments/repeat';
import { emptyBodySchema } from '@/lib/schemas/payments';
import { assertPasswordSession } from '@/lib/server/tokens/one-click';

export const GET = route({ auth: 'member' }, async ({ req, site, session }) =>
  repeatState(payContext(req, site, session)),
);

// Charges the stored mandate without the provider's page: never from a one-click mail session.
export const POST = route({ auth: 'member', body: emptyBodySchema }, async ({ req, site, session }) => {
  assertPasswordSession(session);
  return NextResponse.json(await repeatOrder(payContext(req, site, session)), { status: 201 });
});
