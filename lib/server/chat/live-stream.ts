import 'server-only';
import type { SessionUser } from '@/lib/server/accounts/service';
import type { Site } from '@/lib/server/sites/service';
import {
  chatEventsReady,
  onMessage,
  onSessionRevoked,
  type ChatEvent,
  type SessionRevokedEvent,
} from './events';
import { messageForStream, streamProfileId } from './live';
import { takeStreamSlot } from './stream-slots';
import { sessionExists } from './stream-repo';
import { getDb } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';

/** A comment line this often keeps proxies from closing an idle stream (and detects dead ones). */
export const HEARTBEAT_MS = 15_000;
/**
 * The server ends each stream after this long; EventSource reconnects by itself (after `retry`),
 * and the reconnect re-checks the session. Ending a session ends its streams at once (the
 * `session_revoked` bus event); this bound only covers a session that simply expired.
 */
export const STREAM_MAX_MS = 10 * 60_000;
const RETRY_MS = 3_000;
/**
 * On drain (SIGTERM) each stream's last line asks the client to reconnect after 1–4 s, spread
 * out so the members of a stopping instance do not all arrive on the others at the same moment.
 */
export const DRAIN_RETRY_MIN_MS = 1_000;
export const DRAIN_RETRY_SPREAD_MS = 3_000;

/** Whether a revocation covers this session. */
export function revokes(event: SessionRevokedEvent, session: { userId: number; sessionId: number }): boolean {
  if (event.userId !== session.userId) return false;
  if (event.sessionId !== null) return event.sessionId === session.sessionId;
  return event.keepSessionId !== session.sessionId;
}

const encoder = new TextEncoder();

function frame(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

type Options = { signal: AbortSignal; heartbeatMs?: number; maxMs?: number };

/**
 * GET /api/chat-events.php: a text/event-stream of the member's live chat events: `message`
 * {conversation_id, message}, `typing` {conversation_id, profile_id}, `read` {conversation_id,
 * profile_id}. Only events addressed to the member's profile (the chat service addresses them
 * to the other member of the conversation) pass; a message is loaded and shown as the member
 * sees it. Ends cleanly when the client goes away, when its session ends (logout, password
 * change or reset, deletion; on any instance), on drain (with a retry hint) or after
 * STREAM_MAX_MS. At most MAX_STREAMS_PER_SESSION / MAX_STREAMS_PER_USER per instance (429).
 */
export async function chatEventStream(site: Site, session: SessionUser, opts: Options): Promise<Response> {
  const user = session.user;
  const me = await streamProfileId(user);
  await chatEventsReady();
  const owner = { userId: user.id, sessionId: session.sessionId };
  let stop = () => {};
  let drain = () => {};
  // Taken before the stream exists: a refusal is a plain JSON error (429 / 503), not a stream.
  const release = takeStreamSlot(owner, () => drain());

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      // Messages are loaded from the database: a chain keeps events in the order they came.
      let chain = Promise.resolve();
      const write = (chunk: Uint8Array) => {
        if (!open) return;
        try {
          controller.enqueue(chunk);
        } catch {
          close();
        }
      };
      const handle = async (event: ChatEvent) => {
        if (event.type === 'message') {
          const message = await messageForStream(site, me, event.messageId);
          if (message) write(frame('message', { conversation_id: event.conversationId, message }));
        } else {
          write(
            frame(event.type, { conversation_id: event.conversationId, profile_id: event.fromProfileId }),
          );
        }
      };
      const unsubscribe = onMessage((event) => {
        if (event.toProfileId !== me) return;
        chain = chain
          .then(() => handle(event))
          .catch((err) => log().error({ err }, 'chat event stream: event not delivered'));
      });
      const unsubscribeRevoked = onSessionRevoked((event) => {
        if (revokes(event, owner)) close();
      });
      const heartbeat = setInterval(
        () => write(encoder.encode(': ping\n\n')),
        opts.heartbeatMs ?? HEARTBEAT_MS,
      );
      const lifetime = setTimeout(() => close(), opts.maxMs ?? STREAM_MAX_MS);
      function close() {
        if (!open) return;
        open = false;
        unsubscribe();
        unsubscribeRevoked();
        release();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        opts.signal.removeEventListener('abort', close);
        try {
          controller.close();
        } catch {
          // Already closed by the runtime (client gone).
        }
      }
      stop = close;
      drain = () => {
        const retry = DRAIN_RETRY_MIN_MS + Math.floor(Math.random() * DRAIN_RETRY_SPREAD_MS);
        write(encoder.encode(`retry: ${retry}\n: server restarting\n\n`));
        close();
      };
      opts.signal.addEventListener('abort', close);
      if (opts.signal.aborted) close();
      write(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
      write(frame('ready', { profile_id: me }));
      // A revocation published between the route's session check and the subscription above
      // was missed: look once more now that every later one reaches this stream.
      void getDb()
        .then((db) => sessionExists(db, owner.sessionId))
        .then((exists) => {
          if (!exists) close();
        })
        .catch((err) => log().warn({ err }, 'chat event stream: session re-check failed'));
    },
    cancel() {
      stop();
    },
  });

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    },
  });
}
