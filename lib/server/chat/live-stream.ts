import 'server-only';
import type { UserRow } from '@/lib/server/accounts/repo';
import type { Site } from '@/lib/server/sites/service';
import { chatEventsReady, onMessage, type ChatEvent } from './events';
import { messageForStream, streamProfileId } from './live';

/** A comment line this often keeps proxies from closing an idle stream (and detects dead ones). */
export const HEARTBEAT_MS = 15_000;
/**
 * The server ends each stream after this long; EventSource reconnects by itself (after `retry`),
 * and the reconnect re-checks the session, so a logged-out or deleted member stops receiving.
 */
export const STREAM_MAX_MS = 10 * 60_000;
const RETRY_MS = 3_000;

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
 * sees it. Ends cleanly when the client goes away or after STREAM_MAX_MS.
 */
export async function chatEventStream(site: Site, user: UserRow, opts: Options): Promise<Response> {
  const me = await streamProfileId(user);
  await chatEventsReady();
  let stop = () => {};

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
        chain = chain.then(() => handle(event)).catch((err) => console.error('[chat-events] stream', err));
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
      opts.signal.addEventListener('abort', close);
      if (opts.signal.aborted) close();
      write(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
      write(frame('ready', { profile_id: me }));
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
