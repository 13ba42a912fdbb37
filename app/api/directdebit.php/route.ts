// /api/directdebit.php — GET (member): the stored SEPA mandate and a pending code request;
// POST {holder, iban, street, house_number, postal_code, city, mobile}: checks the form and the
// block lists, sends a 6-digit code by SMS; PUT {request_id, code, package_id?, …}: the code
// stores the mandate and, with a package, charges the order on it at once.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { payContext } from '@/lib/server/payments/context';
import { confirmDirectDebit, directDebitState, startDirectDebit } from '@/lib/server/payments/direct-debit';
import { directDebitConfirmSchema, directDebitSchema } from '@/lib/schemas/payments';
import { assertPasswordSession } from '@/lib/server/tokens/one-click';

export const GET = route({ auth: 'member' }, async ({ req, site, session }) =>
  directDebitState(payContext(req, site, session)),
);

// A new mandate is a payment change: a session from a one-click mail link must log in with the password.
export const POST = route({ auth: 'member', body: directDebitSchema }, async ({ req, site, session, body }) => {
  assertPasswordSession(session);
  return NextResponse.json(await startDirectDebit(payContext(req, site, session), body), { status: 201 });
});

export const PUT = route(
  { auth: 'member', body: directDebitConfirmSchema },
  async ({ req, site, session, body }) => {
    assertPasswordSession(session);
    return confirmDirectDebit(payContext(req, site, session), body);
  },
);
