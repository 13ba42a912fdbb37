import 'server-only';
import { SESSION_COOKIE, hashToken } from '@/lib/server/accounts/session-token';
import { getSite, type Site } from '@/lib/server/sites/service';
import { recordApiRequest } from '@/lib/server/metrics/http';
import { BANNED } from '@/lib/server/accounts/service';
import { markerEtag, type PollAnswer } from './poll-etag';
import { nodeHeaders, requestHost } from './request-info';
import { lookupPolledSession, rememberedMember, rememberedTag } from './session-cache';
import { API_CSP, SECURITY_HEADERS } from './security-headers';

/**
 * An unchanged poll of a member's session, answered 304 by our server without Next
 * (scripts/server.mjs asks `__heartlinePolls` first, as it asks the page cache). It is the same
 * answer route.ts gives (the same session lookups, the marker, the same ETag): for a session
 * this instance remembers, found in a few map lookups; for one it does not remember (new, or
 * past the cache's 30 s), after the full session lookup that remembers it again. What Next would
 * add is its request and response objects, which at hundreds of polls a second were most of the
 * garbage whose collection stalled the server (docs/performance.md, "Twelfth step"); with only
 * remembered sessions answered here, a quarter to a half of the polls still went to Next
 * ("Thirteenth step"). Anything not exactly that case (another method, a query string, no or
 * several session cookies, no valid session, a banned member, a changed marker) goes on to Next,
 * where route.ts decides as before.
 */

/** The polled answers by path, as their routes name them (`etag` in app/api/…/route.ts). */
export const POLLED_ANSWERS: Readonly<Record<string, PollAnswer>> = {
  '/api/chats.php': 'chats',
  '/api/likes.php': 'likes',
  '/api/user.php': 'account',
};

/** What our server gets: a node request's method, URL and headers. */
export type PollRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

// A session token is base64url (session-token.ts): anything else is for Next to refuse.
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** The session cookie's value when the request carries it exactly once, else null. */
function sessionToken(cookieHeader: string | string[] | undefined): string | null {
  if (typeof cookieHeader !== 'string') return null;
  let token: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    if (token !== null) return null;
    token = part.slice(eq + 1).trim();
  }
  return token && TOKEN.test(token) ? token : null;
}

/** The headers of the 304, or null when Next must answer the request. */
export async function notModified(req: PollRequest): Promise<Record<string, string> | null> {
  if (req.method !== 'GET' || !req.url) return null;
  const answer = POLLED_ANSWERS[req.url];
  const ifNoneMatch = req.headers['if-none-match'];
  if (!answer || typeof ifNoneMatch !== 'string') return null;
  const token = sessionToken(req.headers.cookie);
  if (!token) return null;
  const site = await getSite(requestHost(nodeHeaders(req.headers)));
  const tokenHash = hashToken(token);
  const member = rememberedMember(tokenHash, site);
  const tag = member
    ? await rememberedTag(answer, site, member.userId)
    : await lookedUpTag(answer, site, token, tokenHash);
  if (!tag || tag !== ifNoneMatch) return null;
  const headers: Record<string, string> = {};
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  headers['Content-Security-Policy'] = API_CSP;
  headers['Cache-Control'] = 'private, no-cache';
  headers.ETag = tag;
  return headers;
}

/** The tag of a session not remembered, after the lookup that remembers it; null: Next answers. */
async function lookedUpTag(
  answer: PollAnswer,
  site: Site,
  token: string,
  tokenHash: string,
): Promise<string | null> {
  const session = await lookupPolledSession(site, token, tokenHash);
  return session && session !== BANNED ? markerEtag(answer, session, site) : null;
}

type Holder = {
  __heartlinePolls?: { answer(req: PollRequest): Promise<Record<string, string> | null>; paths: Set<string> };
};

/** Puts the fast path where scripts/server.mjs finds it. Called once at start-up (startup.ts). */
export function installPollFastPath(): void {
  (globalThis as unknown as Holder).__heartlinePolls = {
    paths: new Set(Object.keys(POLLED_ANSWERS)),
    answer: async (req) => {
      const started = performance.now();
      const headers = await notModified(req);
      // Counted as route() counts the polls Next answers (/api/metrics).
      if (headers) recordApiRequest(req.url!, 'GET', 304, (performance.now() - started) / 1000);
      return headers;
    },
  };
}
