// /api/admin/mail — the console's mail health (moderator, owner).
// GET ?reason=&page=&events=: the provider's recent bounces/complaints and the members whose
// e-mail notices are off. POST {userId, reason}: switches one member's notices back on for that
// reason (audited).
import { adminRoute } from '@/lib/server/admin/route';
import { mailHealthQuerySchema, reenableMemberSchema } from '@/lib/schemas/admin-mail';
import { mailHealth, reenableMember } from '@/lib/server/admin/mail/service';

export const GET = adminRoute({ area: 'mail', query: mailHealthQuerySchema }, ({ staff, query }) =>
  mailHealth(staff, query),
);

export const POST = adminRoute({ area: 'mail', body: reenableMemberSchema }, ({ staff, body, audit }) =>
  reenableMember(staff, body, audit),
);
