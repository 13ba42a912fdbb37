// GET /api/mailbox.php[?id=] — the developer mailbox as JSON (newest first, or one mail with
// its HTML and text); 404 whenever SMTP is configured.
import { z } from 'zod';
import { route } from '@/lib/server/http/route';
import { listMailbox, mailboxMail } from '@/lib/server/mail/mailbox';

const query = z.object({ id: z.coerce.number().int().positive().optional() });

export const GET = route({ auth: 'public', query }, async ({ query }) =>
  query.id ? mailboxMail(query.id) : listMailbox(),
);
