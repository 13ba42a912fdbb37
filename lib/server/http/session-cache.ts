import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { memberChanges } from '@/lib/server/db/schema';
import { onSessionRevoked, onSessionRevokedHere } from '@/lib/server/chat/events';
import { BANNED, lookupSession, type MemberChanges, type SessionUser } from '@/lib/server/accounts/service';
import { markerCache } from './marker-cache';
import { markerEtag, type PollAnswer } from './poll-etag';
import type { Site } from '@/lib/server/sites/service';

/**
 * Which member a session token belongs to (user and own profile id), remembered per instance for
 * a short time, so that a poll costs one primary-key read of the member's change marker
 * (member_changes) instead of the session lookup with its joins: on PGlite that query runs on
 * the server's only JS thread. Used by the polled answers only (route.ts): an unchanged poll is
 * a 304; a changed chats or likes list is built from the remembered profile id (`remembered`
 * handlers: they read no row of the session, user or profile, so nothing stale reaches them);
 * user.php's 200 and every other route run the full session lookup, which is also what fills
 * this cache. On PGlite the marker itself is kept in memory too (marker-cache.ts), so an
 * unchanged poll there runs no query at all.
 *
 * What ends a session ends its entry on every instance at once: logout, password change or
 * reset, account deletion publish session_revoked on the bus (lib/server/chat/events.ts). What
 * no event announces (expiry, a ban by hand in SQL) is bounded by TTL_MS. The session's once a
 * minute last-seen touch is kept: an entry older than the touch interval is not used, so the
 * full lookup (which touches) runs at least once a minute per member.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

type Entry = { userId: number; profileId: number | null; sessionId: number; siteId: number; at: number };
/** A remembered session's member: the user and the own profile (null: none yet). */
export type RememberedMember = { userId: number; profileId: number | null };
type Holder = {
  __heartlineSessionIds?: Map<string, Entry>;
  __heartlineSessionIdsBus?: boolean;
  __heartlineSessionIdsGen?: number;
};
const holder = globalThis as unknown as Holder;
const entries = (holder.__heartlineSessionIds ??= new Map<string, Entry>());

function listen(): void {
  if (holder.__heartlineSessionIdsBus) return;
  holder.__heartlineSessionIdsBus = true;
  onSessionRevoked((event) => forgetMember(event.userId));
  onSessionRevokedHere(forgetMember);
}

/** Drops every remembered session of a member (some or all of its sessions ended). */
export function forgetMember(userId: number): void {
  holder.__heartlineSessionIdsGen = sessionGeneration() + 1;
  for (const [hash, entry] of entries) if (entry.userId === userId) entries.delete(hash);
}

export function clearSessionCache(): void {
  entries.clear();
}

/** Raised whenever sessions end: a lookup that began before that is not remembered. */
export function sessionGeneration(): number {
  listen();
  return holder.__heartlineSessionIdsGen ?? 0;
}

/**
 * After a full session lookup (which touched the session when due) that began at `generation`:
 * remember who it is, unless sessions ended meanwhile.
 */
export function rememberSession(
  tokenHash: string,
  site: Site,
  session: SessionUser,
  generation: number,
  now = Date.now(),
): void {
  if (generation !== sessionGeneration()) return;
  entries.delete(tokenHash);
  entries.set(tokenHash, {
    userId: session.user.id,
    profileId: session.own?.profile.id ?? null,
    sessionId: session.sessionId,
    siteId: site.id,
    at: now,
  });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/** The member of a remembered session of this site, or null (unknown, stale, other site). */
export function rememberedMember(tokenHash: string, site: Site, now = Date.now()): RememberedMember | null {
  const entry = entries.get(tokenHash);
  if (!entry) return null;
  if (now - entry.at >= TTL_MS || entry.siteId !== site.id) {
    entries.delete(tokenHash);
    return null;
  }
  return { userId: entry.userId, profileId: entry.profileId };
}

/**
 * The full session lookup (lookupSession, which touches the session when due). For a polled
 * answer (`tokenHash`: the token's hash, which the caller has already computed) it also
 * remembers the session here and, on PGlite, stores the marker read with it (marker-cache.ts):
 * route.ts looks every session up this way, and the polls' fast path (poll-fast-path.ts) a
 * session it does not remember.
 */
export async function lookupPolledSession(
  site: Site,
  token: string | undefined,
  tokenHash: string | null,
): Promise<SessionUser | typeof BANNED | null> {
  if (!tokenHash || !token) return lookupSession(site, token);
  const generation = sessionGeneration();
  const markers = await markerCache();
  const ticket = markers?.ticket() ?? 0;
  const found = await lookupSession(site, token);
  if (!found || found === BANNED) return found;
  rememberSession(tokenHash, site, found, generation);
  if (markers && found.changes) markers.store(found.user.id, found.changes, ticket);
  return found;
}

function markerQuery(db: Db) {
  return db
    .select({ chats: memberChanges.chats, likes: memberChanges.likes, account: memberChanges.account })
    .from(memberChanges)
    .where(eq(memberChanges.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('member_marker');
}

const preparedMarker = new WeakMap<Db, ReturnType<typeof markerQuery>>();

/**
 * The member's change marker, or null when there is no row: on PGlite from memory when known
 * (marker-cache.ts), else by primary key (prepared).
 */
export async function readMarker(userId: number): Promise<MemberChanges | null> {
  const cache = await markerCache();
  const hit = cache?.get(userId);
  if (hit) return hit;
  const ticket = cache?.ticket() ?? 0;
  const db = await getDb();
  let query = preparedMarker.get(db);
  if (!query) preparedMarker.set(db, (query = markerQuery(db)));
  const rows = await query.execute({ userId });
  const changes = rows[0] ?? null;
  if (cache && changes) cache.store(userId, changes, ticket);
  return changes;
}

/**
 * The ETag of a remembered member's polled answer from the member's change marker, or null when
 * the member has no marker row: route.ts and the polls' fast path (poll-fast-path.ts) both ask.
 */
export async function rememberedTag(answer: PollAnswer, site: Site, userId: number): Promise<string | null> {
  const changes = await readMarker(userId);
  return changes && markerEtag(answer, { user: { id: userId }, changes }, site);
}
