// /api/transactions.php — GET (member): { balance, paid_user, orders (newest first, ≤ 100),
// ledger (newest first, ≤ 200) }: the member's orders and credit history.
import { route } from '@/lib/server/http/route';
import { transactions } from '@/lib/server/payments/orders';

export const GET = route({ auth: 'member' }, async ({ site, session }) => transactions(site, session));
