// /api/admin/orders — the owner's orders (issue 15). GET ?q=&status=&site_id=&from=&to=&page=
// searches (q: an order or member id, #member id, or e-mail); GET ?id= one order with its events,
// the provider's state and the member's refund requests.
import { z } from 'zod';
import { adminRoute } from '@/lib/server/admin/route';
import { orderDetail, searchOrders } from '@/lib/server/admin/money/orders';
import { idQuerySchema, ordersQuerySchema } from '@/lib/schemas/admin-money';

const query = z.union([idQuerySchema, ordersQuerySchema]);

export const GET = adminRoute({ area: 'orders', query }, ({ staff, query }) =>
  'id' in query ? orderDetail(staff, query.id) : searchOrders(staff, query),
);
