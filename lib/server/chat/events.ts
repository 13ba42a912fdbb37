import 'server-only';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { PgChatTransport } from './events-pg';

/**
 * The chat bus. The chat service emits after its transaction commits; the event stream
 * (GET /api/chat-events.php) listens. Payloads carry ids only: a listener loads what it shows,
 * so the same shape can travel through PostgreSQL NOTIFY (8 kB limit) between instances.
 *
 * This file is the contract between the chat core (E1) and live delivery (E2). Transport:
 * on PGlite (one process) an in-process EventEmitter; with DATABASE_URL, PostgreSQL
 * NOTIFY/LISTEN (events-pg.ts), so a message sent through one app instance reaches streams
 * held open by any other.
 */
export type ChatEvent =
  | { type: 'message'; conversationId: number; toProfileId: number; fromProfileId: number; messageId: number }
  | { type: 'typing'; conversationId: number; toProfileId: number; fromProfileId: number }
  | { type: 'read'; conversationId: number; toProfileId: number; fromProfileId: number };

export type ChatListener = (event: ChatEvent) => void;

/**
 * Sessions that ended (logout, password change or reset, account deletion) travel on the same
 * bus, so every instance ends their open event streams at once instead of letting them deliver
 * until STREAM_MAX_MS. `sessionId` names one session; null means every session of the user
 * except `keepSessionId` (the browser that changed the password keeps its own).
 */
export type SessionRevokedEvent = {
  type: 'session_revoked';
  userId: number;
  sessionId: number | null;
  keepSessionId: number | null;
};

export type SessionListener = (event: SessionRevokedEvent) => void;

/**
 * A site's settings changed (admin console): every instance drops its cached site row and the
 * public pages rendered from it (lib/server/sites/service.ts invalidateSiteSettings).
 */
export type SiteChangedEvent = { type: 'site_changed'; siteId: number };

export type SiteListener = (event: SiteChangedEvent) => void;

/**
 * An operator took or let go of a conversation waiting for a fictional profile (console inbox):
 * every instance's inbox streams tell their operators to refresh. `staffId` null: released.
 */
export type InboxClaimEvent = { type: 'inbox_claim'; conversationId: number; staffId: number | null };

export type InboxClaimListener = (event: InboxClaimEvent) => void;

type Holder = { __heartlineChatBus?: EventEmitter; __heartlineChatPg?: PgChatTransport };
const store = globalThis as unknown as Holder;

function bus(): EventEmitter {
  if (!store.__heartlineChatBus) {
    store.__heartlineChatBus = new EventEmitter();
    // One listener per open stream: many members online is normal, not a leak.
    store.__heartlineChatBus.setMaxListeners(0);
  }
  return store.__heartlineChatBus;
}

function deliverLocally(event: unknown): void {
  const channel = isChatEvent(event)
    ? 'chat'
    : isSessionRevoked(event)
      ? 'session'
      : isSiteChanged(event)
        ? 'site'
        : isInboxClaim(event)
          ? 'inbox'
          : null;
  if (!channel) return;
  try {
    bus().emit(channel, event);
  } catch (err) {
    log().error({ err }, 'chat event listener failed');
  }
}

/** The PostgreSQL transport of this process, or null on PGlite. */
function pg(): PgChatTransport | null {
  const url = env().DATABASE_URL;
  if (!url) return null;
  store.__heartlineChatPg ??= new PgChatTransport(url, deliverLocally);
  return store.__heartlineChatPg;
}

async function notifyThroughPool(channel: string, text: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select pg_notify(${channel}, ${text})`);
}

/** Publishes an event; never throws (a failed notice must not fail a committed send). */
export function emitChatEvent(event: ChatEvent): void {
  publish(event);
}

/**
 * Tells every instance that sessions ended: one (`sessionId`), or all of the user's but
 * `keepSessionId`. Call it after the transaction that deleted them commits (a stream that
 * reconnected before the commit would still find its session). Never throws.
 */
export function emitSessionRevoked(
  revoked: { userId: number } & ({ sessionId: number } | { allSessions: true; keepSessionId?: number }),
): void {
  // This instance's caches forget the sessions now, before the bus brings the notice back.
  bus().emit('session-here', revoked.userId);
  publish({
    type: 'session_revoked',
    userId: revoked.userId,
    sessionId: 'sessionId' in revoked ? revoked.sessionId : null,
    keepSessionId: 'keepSessionId' in revoked ? (revoked.keepSessionId ?? null) : null,
  });
}

/** Tells every instance that a site's settings changed. Never throws. */
export function emitSiteChanged(siteId: number): void {
  publish({ type: 'site_changed', siteId });
}

/** Tells every instance's console inbox that a conversation was claimed or released. Never throws. */
export function emitInboxClaim(conversationId: number, staffId: number | null): void {
  publish({ type: 'inbox_claim', conversationId, staffId });
}

function publish(event: ChatEvent | SessionRevokedEvent | SiteChangedEvent | InboxClaimEvent): void {
  const transport = pg();
  if (!transport) return deliverLocally(event);
  // The listener delivers it here too (NOTIFY reaches the sending session's own LISTEN).
  transport
    .publish(event, notifyThroughPool)
    .catch((err) => log().error({ err }, 'chat event notify failed'));
}

/** Subscribes to every chat event; returns the unsubscribe function. */
export function onMessage(listener: ChatListener): () => void {
  void pg()?.start();
  bus().on('chat', listener);
  return () => bus().off('chat', listener);
}

/** Subscribes to session revocations (every instance's); returns the unsubscribe function. */
export function onSessionRevoked(listener: SessionListener): () => void {
  void pg()?.start();
  bus().on('session', listener);
  return () => bus().off('session', listener);
}

/**
 * Called with the member's id when a session revocation is published on this instance, at once
 * (the bus delivers it to onSessionRevoked everywhere, later on PostgreSQL).
 */
export function onSessionRevokedHere(listener: (userId: number) => void): () => void {
  bus().on('session-here', listener);
  return () => bus().off('session-here', listener);
}

/** Subscribes to site settings changes (every instance's); returns the unsubscribe function. */
export function onSiteChanged(listener: SiteListener): () => void {
  void pg()?.start();
  bus().on('site', listener);
  return () => bus().off('site', listener);
}

/** Subscribes to console inbox claims (every instance's); returns the unsubscribe function. */
export function onInboxClaim(listener: InboxClaimListener): () => void {
  void pg()?.start();
  bus().on('inbox', listener);
  return () => bus().off('inbox', listener);
}

/** Resolves once events from other instances can arrive (LISTEN in place); at once on PGlite. */
export async function chatEventsReady(): Promise<void> {
  await pg()?.start();
}

/** Stops listening (shutdown, tests). */
export async function closeChatEvents(): Promise<void> {
  const transport = store.__heartlineChatPg;
  store.__heartlineChatPg = undefined;
  await transport?.close();
}

const TYPES = new Set(['message', 'typing', 'read']);
const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;

/** Payloads from the wire are checked: another (older) instance may send something else. */
export function isChatEvent(v: unknown): v is ChatEvent {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  if (!TYPES.has(e.type as string)) return false;
  if (!isId(e.conversationId) || !isId(e.toProfileId) || !isId(e.fromProfileId)) return false;
  return e.type !== 'message' || isId(e.messageId);
}

const isIdOrNull = (v: unknown) => v === null || isId(v);

export function isSessionRevoked(v: unknown): v is SessionRevokedEvent {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return (
    e.type === 'session_revoked' && isId(e.userId) && isIdOrNull(e.sessionId) && isIdOrNull(e.keepSessionId)
  );
}

export function isSiteChanged(v: unknown): v is SiteChangedEvent {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return e.type === 'site_changed' && isId(e.siteId);
}

export function isInboxClaim(v: unknown): v is InboxClaimEvent {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return e.type === 'inbox_claim' && isId(e.conversationId) && isIdOrNull(e.staffId);
}
