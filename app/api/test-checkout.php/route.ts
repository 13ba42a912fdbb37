// /api/test-checkout.php — POST {payment_id, outcome} (same origin; only while the built-in test
// provider is active): the test checkout page's buttons. Moves the test payment and calls the
// webhook handler like a provider; answers { redirect_url: '/transactions/<order id>' }.
import { route } from '@/lib/server/http/route';
import { testCheckout } from '@/lib/server/payments/service';
import { testCheckoutSchema } from '@/lib/schemas/payments';

export const POST = route({ auth: 'public', body: testCheckoutSchema }, async ({ body }) =>
  testCheckout(body.payment_id, body.outcome),
);
