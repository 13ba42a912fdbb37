import 'server-only';
import type { UserRow } from '@/lib/server/accounts/repo';
import { assertNotBlocked } from '@/lib/server/blocks/service';
import { getDb } from '@/lib/server/db/client';
import { actingProfileId, viewerFor } from '@/lib/server/profiles/viewer';
import type { Site } from '@/lib/server/sites/service';
import type { ChatMessage } from '@/lib/schemas/chat';
import { notFound } from '@/lib/server/http/errors';
import { toChatMessage } from './dto';
import { emitChatEvent } from './events';
import * as repo from './repo';

/** A member announces typing at most this often per conversation; more calls are absorbed. */
export const TYPING_MIN_INTERVAL_MS = 2_000;

// Per instance and in memory: a typing notice is a hint, losing the throttle state on restart
// (or letting one extra notice through on another instance) harms nobody.
const lastTyping = new Map<string, number>();

/** The profile a member's event stream delivers to. */
export async function streamProfileId(user: UserRow): Promise<number> {
  return actingProfileId(await viewerFor(await getDb(), user));
}

/** The message of a `message` event as the stream shows it to `me` (null if it is gone). */
export async function messageForStream(
  site: Site,
  me: number,
  messageId: number,
): Promise<ChatMessage | null> {
  const [row] = await repo.messagesByIds(await getDb(), [messageId]);
  return row ? toChatMessage(row, me, site.cdnPrefix) : null;
}

/**
 * POST /api/typing.php {conversation_id}: tells the partner (through the event stream) that
 * the member is typing. Only members of the conversation, never across a block; throttled to
 * one notice per TYPING_MIN_INTERVAL_MS (the answer says whether this call sent one).
 */
export async function announceTyping(user: UserRow, conversationId: number, now = Date.now()) {
  const db = await getDb();
  const me = actingProfileId(await viewerFor(db, user));
  const membership = await repo.findMembership(db, conversationId, me);
  if (!membership) throw notFound('conversation_not_found');
  await assertNotBlocked(db, me, membership.id);
  const key = `${me}:${conversationId}`;
  const last = lastTyping.get(key);
  if (last !== undefined && now - last < TYPING_MIN_INTERVAL_MS) return { sent: false };
  lastTyping.set(key, now);
  if (lastTyping.size > 50_000) pruneTyping(now);
  emitChatEvent({ type: 'typing', conversationId, toProfileId: membership.id, fromProfileId: me });
  return { sent: true };
}

function pruneTyping(now: number): void {
  for (const [key, at] of lastTyping) if (now - at >= TYPING_MIN_INTERVAL_MS) lastTyping.delete(key);
}

/** Tests start with no throttle state. */
export function resetTypingThrottle(): void {
  lastTyping.clear();
}
