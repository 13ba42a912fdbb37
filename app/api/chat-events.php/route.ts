// /api/chat-events.php — GET (member): the live chat event stream (text/event-stream) with the
// member's new messages, the partner's typing and read notices; heartbeat every 15 s. Ends when
// the session ends (on any instance) and on drain; 429 too_many_streams over the per-session cap,
// 503 server_draining while the instance stops. See docs/api.md. The client
// (lib/api-client/chat-live.ts) falls back to polling without it.
import { route } from '@/lib/server/http/route';
import { chatEventStream } from '@/lib/server/chat/live-stream';

// A stream per request: never cached or prerendered.
export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'member' }, async ({ req, site, session }) =>
  chatEventStream(site, session, { signal: req.signal }),
);
