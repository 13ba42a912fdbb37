import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { chatEventsReady, onInboxClaim, onMessage, type ChatEvent } from '@/lib/server/chat/events';
import { log } from '@/lib/server/log';
import { AppError } from '@/lib/server/http/errors';
import { fictionalAmong } from './repo';

// GET /api/admin/inbox/events: the console inbox's live queue. Fed by the chat bus (in-process on
// PGlite, LISTEN/NOTIFY across instances on PostgreSQL): a message to or from a fictional profile
// and a claim taken or released become an `inbox` frame {conversationId}; the page then renders
// itself again on the server (router.refresh), so what an operator may see is decided there, and
// the frames carry nothing but ids. A member typing to a fictional profile becomes a `typing` frame.

const HEARTBEAT_MS = 15_000;
/** Ends each stream after this long; EventSource reconnects by itself (and the session is re-checked). */
const STREAM_MAX_MS = 10 * 60_000;
const RETRY_MS = 3_000;
/** Open streams per staff member and instance (a few console tabs). */
export const MAX_INBOX_STREAMS = 6;

const open = new Map<number, number>();
const encoder = new TextEncoder();
const frame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The event stream of one staff member; `once`: the opening frames only (probe, poll). */
export async function inboxEventStream(
  staffId: number,
  opts: { signal: AbortSignal; once?: boolean },
): Promise<Response> {
  if ((open.get(staffId) ?? 0) >= MAX_INBOX_STREAMS) throw new AppError('too_many_streams', 429);
  await chatEventsReady();
  open.set(staffId, (open.get(staffId) ?? 0) + 1);
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let live = true;
      const write = (chunk: Uint8Array) => {
        if (!live) return;
        try {
          controller.enqueue(chunk);
        } catch {
          close();
        }
      };
      const relevant = async (event: ChatEvent) => {
        if (event.type === 'read') return;
        const fictional = await fictionalAmong(await getDb(), [event.toProfileId, event.fromProfileId]);
        if (event.type === 'typing') {
          if (fictional.has(event.toProfileId))
            write(frame('typing', { conversationId: event.conversationId }));
        } else if (fictional.size) write(frame('inbox', { conversationId: event.conversationId }));
      };
      const offMessage = onMessage((event) => {
        relevant(event).catch((err) => log().error({ err }, 'inbox stream: event not delivered'));
      });
      const offClaim = onInboxClaim((event) =>
        write(frame('inbox', { conversationId: event.conversationId })),
      );
      const heartbeat = setInterval(() => write(encoder.encode(': ping\n\n')), HEARTBEAT_MS);
      const lifetime = setTimeout(() => close(), STREAM_MAX_MS);
      function close() {
        if (!live) return;
        live = false;
        offMessage();
        offClaim();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        opts.signal.removeEventListener('abort', close);
        const left = (open.get(staffId) ?? 1) - 1;
        if (left > 0) open.set(staffId, left);
        else open.delete(staffId);
        try {
          controller.close();
        } catch {
          // Already closed (client gone).
        }
      }
      stop = close;
      opts.signal.addEventListener('abort', close);
      write(encoder.encode(`retry: ${RETRY_MS}\n: connected\n\n`));
      write(frame('ready', {}));
      if (opts.signal.aborted || opts.once) close();
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
