// /api/admin/inbox/events — GET (operator, owner): the inbox's live queue (text/event-stream):
// `inbox` {conversationId} when a member writes to a fictional profile, a profile answers, or a
// claim is taken or let go; `typing` {conversationId} while a member types to a profile.
// ?once=1 answers the opening frames and ends. 429 too_many_streams past the per-staff cap.
import { adminRoute } from '@/lib/server/admin/route';
import { inboxEventStream } from '@/lib/server/admin/inbox/stream';
import { inboxEventsQuerySchema } from '@/lib/schemas/admin-inbox';

// A stream per request: never cached or prerendered.
export const dynamic = 'force-dynamic';

export const GET = adminRoute(
  { area: 'inbox', query: inboxEventsQuerySchema },
  async ({ staff, query, req }) =>
    inboxEventStream(staff.id, { signal: req.signal, once: query.once === '1' }),
);
