// /api/delete-discount.php — GET (member): the offer the delete-account page shows (the site's
// delete_discount, once per member); POST {} (member): accept it, keep the account, get a code
// (only within an hour of a confirmed deletion attempt: 403 delete_attempt_required).
import { route } from '@/lib/server/http/route';
import { acceptDeleteOffer, deleteOffer } from '@/lib/server/deletion/discount';
import { acceptDeleteDiscountSchema } from '@/lib/schemas/account-deletion';

export const GET = route({ auth: 'member' }, async ({ site, session }) => deleteOffer(site, session.user.id));

export const POST = route({ auth: 'member', body: acceptDeleteDiscountSchema }, async ({ site, session }) =>
  acceptDeleteOffer(site, session.user.id),
);
