// GET /api/mailbox.php[?id=][&channel=sms] — the developer mailbox as JSON (newest first, or one
// mail with its HTML and text); `channel=sms` lists the outbox's SMS (the direct-debit codes)
// instead; 404 with SMTP, behind a trusted proxy and to anyone not on this machine.
import { z } from 'zod';
import { route } from '@/lib/server/http/route';
import { dbIdParam } from '@/lib/schemas/input';
import { listMailbox, mailboxMail } from '@/lib/server/mail/mailbox';

const query = z.object({ id: z.optional(dbIdParam), channel: z.enum(['email', 'sms']).optional() });

export const GET = route({ auth: 'public', query }, async ({ req, query }) =>
  query.id
    ? mailboxMail(req.headers, query.id, query.channel)
    : listMailbox(req.headers, query.channel),
);
