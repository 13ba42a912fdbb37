// POST /api/unsubscribe.php {token} — the button of the /unsubscribe page (no login needed):
// adds 'unsubscribe' to the member's notifications_disabled.
import { route } from '@/lib/server/http/route';
import { unsubscribe } from '@/lib/server/notifications/service';
import { tokenBodySchema } from '@/lib/schemas/credentials';

export const POST = route({ auth: 'public', body: tokenBodySchema }, async ({ site, body }) =>
  unsubscribe(site, body.token),
);
