// POST /api/complaint.php {reason, text, email?, name?, profile_id?, conversation_id?, locale?}
// (visitor or member): stores a complaint with its evidence and mails a confirmation;
// rate-limited per address and member. Answers {id, email}.
import { route } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/request-info';
import { submitComplaint } from '@/lib/server/complaints/service';
import { complaintSchema } from '@/lib/schemas/complaint';

export const POST = route({ auth: 'public', body: complaintSchema }, async ({ req, site, session, body }) =>
  submitComplaint(site, session, body, clientIp(req.headers)),
);
