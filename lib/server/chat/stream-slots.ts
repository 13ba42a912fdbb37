import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import { isDraining, lifecycle } from '@/lib/server/lifecycle';
import { streamClosed, streamOpened } from '@/lib/server/metrics/registry';

/**
 * Open event streams a session may hold on one instance. A tab holds one (lib/api-client/
 * chat-live.ts shares it between components), so this is five tabs; a sixth is refused and
 * that tab polls instead. Refusing the new stream rather than ending the oldest keeps two
 * tabs from taking turns (each reconnect ending the other's stream every few seconds).
 */
export const MAX_STREAMS_PER_SESSION = 5;
/** Open streams of one member over all their sessions (phone, laptop, …) on one instance. */
export const MAX_STREAMS_PER_USER = 10;

export type StreamOwner = { userId: number; sessionId: number };

type Slot = StreamOwner & { end: () => void };

// On globalThis: Next may load this module more than once per process, and the caps and the
// drain must see every stream of the process.
const holder = globalThis as unknown as { __heartlineStreamSlots?: Set<Slot> };
const slots = (holder.__heartlineStreamSlots ??= new Set<Slot>());

/**
 * Takes a slot for a new stream or refuses: 503 `server_draining` once SIGTERM arrived (the
 * client retries, reaching another instance), 429 `too_many_streams` over a cap. Synchronous,
 * so the count and the registration cannot interleave with another request's. `end` is called
 * on drain; the caller calls the returned release when its stream closes, whatever the reason.
 */
export function takeStreamSlot(owner: StreamOwner, end: () => void): () => void {
  if (isDraining()) throw new AppError('server_draining', 503);
  let ofSession = 0;
  let ofUser = 0;
  for (const s of slots) {
    if (s.userId !== owner.userId) continue;
    ofUser += 1;
    if (s.sessionId === owner.sessionId) ofSession += 1;
  }
  if (ofSession >= MAX_STREAMS_PER_SESSION || ofUser >= MAX_STREAMS_PER_USER)
    throw new AppError('too_many_streams', 429, {
      max: ofSession >= MAX_STREAMS_PER_SESSION ? MAX_STREAMS_PER_SESSION : MAX_STREAMS_PER_USER,
    });
  const slot: Slot = { ...owner, end };
  slots.add(slot);
  const drain = lifecycle().onDrain;
  drain.add(end);
  streamOpened();
  return () => {
    // Once only: the gauge must not drift when a stream's close path runs twice.
    if (!slots.delete(slot)) return;
    drain.delete(end);
    streamClosed();
  };
}

/** Open streams in this process (for metrics and tests). */
export function openStreamCount(): number {
  return slots.size;
}
