// /api/order.php — POST {package_id, country?, method?, discount_code?} (member): a new order and
// its checkout (price from the server only); POST ?id=&retry=1 {method?}: a new order like a
// failed one; GET ?id=: the order as the provider verified it; DELETE ?id=: cancel an open one.
import { NextResponse } from 'next/server';
import { route } from '@/lib/server/http/route';
import { AppError } from '@/lib/server/http/errors';
import { readJsonBody, refuseNul } from '@/lib/server/http/json-body';
import { payContext } from '@/lib/server/payments/context';
import { cancelOrder, createOrder, getOrder, retryOrder } from '@/lib/server/payments/orders';
import { createOrderSchema, orderQuerySchema, retryOrderSchema } from '@/lib/schemas/payments';
import { dbIdParam } from '@/lib/schemas/input';
import { z } from 'zod';

const idQuery = z.object({ id: dbIdParam }).strict();

export const GET = route({ auth: 'member', query: idQuery }, async ({ site, session, query }) =>
  getOrder(site, session, query.id),
);

export const DELETE = route({ auth: 'member', query: idQuery }, async ({ site, session, query }) =>
  cancelOrder(site, session, query.id),
);

const createQuery = z.union([orderQuerySchema, z.object({}).strict()]);

export const POST = route({ auth: 'member', query: createQuery }, async ({ req, site, session, query }) => {
  const ctx = payContext(req, site, session);
  const raw = refuseNul(await readJsonBody(req));
  if ('id' in query) {
    if (query.retry !== '1')
      throw new AppError('invalid_input', 422, { issues: [{ path: 'retry', code: 'required' }] });
    const body = retryOrderSchema.parse(raw);
    return NextResponse.json(await retryOrder(ctx, query.id, body.method), { status: 201 });
  }
  const body = createOrderSchema.parse(raw);
  const answer = await createOrder(ctx, {
    packageId: body.package_id,
    country: body.country,
    method: body.method,
    discountCode: body.discount_code,
  });
  return NextResponse.json(answer, { status: 201 });
});
