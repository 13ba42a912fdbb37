// /api/admin/inbox — GET (operator, owner): conversations waiting for a fictional profile, oldest
// wait first, ?site=<id>&language=<xx>; with the language filter's choices. No e-mail, no payments.
import { adminRoute } from '@/lib/server/admin/route';
import { inboxLanguages, inboxQueue } from '@/lib/server/admin/inbox/service';
import { inboxQuerySchema } from '@/lib/schemas/admin-inbox';

export const GET = adminRoute({ area: 'inbox', query: inboxQuerySchema }, async ({ staff, query }) => ({
  items: await inboxQueue(staff, query),
  languages: await inboxLanguages(staff),
}));
