// PUT /api/password.php {old_password, password, password_confirm} — settings: change the
// password; the member's other sessions end.
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/request-info';
import { changePassword } from '@/lib/server/recovery/password-change';
import { changePasswordSchema } from '@/lib/schemas/credentials';

export const PUT = route(
  { auth: 'member', body: changePasswordSchema },
  async ({ req, site, session, body }) => changePassword(site, session, body, clientIp(req.headers)),
);
