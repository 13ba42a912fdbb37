import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';

// A request schema is classic zod or zod/mini (the forms' shared schemas, lib/schemas, are mini
// so that the browser loads no classic zod). Both parse through classic `z.parse`, which throws
// the classic ZodError that errorResponse turns into the 422 for either kind.
type ZodType = z.core.$ZodType;
import { getSite, type Site } from '@/lib/server/sites/service';
import { BANNED, type SessionUser } from '@/lib/server/accounts/service';
import { withoutSession } from './session-cookie';
import { SESSION_COOKIE } from '@/lib/server/accounts/session-token';
import { AppError, authRequired } from './errors';
import { isSameOrigin, requestHost } from './request-info';
import { readJsonBody, refuseNul } from './json-body';
import { requestLogger } from '@/lib/server/log';
import { apiRouteLabel, observeRequest } from '@/lib/server/metrics/http';
import { ensureMarker, markerEtag, type PollAnswer } from './poll-etag';
import { lookupPolledSession, rememberedMember, rememberedTag } from './session-cache';
import { hashToken } from '@/lib/server/accounts/session-token';

type Auth = 'public' | 'member';

type Options<Q extends ZodType | undefined, B extends ZodType | undefined, A extends Auth> = {
  auth: A;
  query?: Q;
  body?: B;
  /**
   * Answer 304 when the client's If-None-Match equals the ETag (polled endpoints): true hashes
   * the body; the name of a member's answer takes the ETag from the member's change marker and
   * answers 304 before running the handler (lib/server/http/poll-etag.ts).
   */
  etag?: boolean | PollAnswer;
  /** GET endpoints that change state (logout) also demand a same-origin request. */
  sameOrigin?: boolean;
  /**
   * With a named `etag`: builds the answer for a session this instance remembers, from the
   * member's ids alone, without the session lookup (session-cache.ts). It must read nothing of
   * the session, user or profile rows: they are not loaded. It returns the member's marker
   * version of that answer read in the same statement (null when it could not be): the ETag
   * then comes from it, and a poll without If-None-Match is one round trip.
   */
  remembered?: (ctx: {
    site: Site;
    userId: number;
    profileId: number;
    query: Infer<Q>;
  }) => Promise<{ data: unknown; version: number | null }>;
};

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

export type RouteContext<Q, B, A extends Auth> = {
  req: NextRequest;
  site: Site;
  session: A extends 'member' ? SessionUser : SessionUser | null;
  query: Q;
  body: B;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one JSON shape of a refused or failed request (the console's adminRoute uses it too). */
export function errorResponse(err: unknown, req: NextRequest): NextResponse {
  if (err instanceof AppError) {
    return NextResponse.json({ error: err.code, ...err.details }, { status: err.status });
  }
  if (err instanceof z.ZodError) {
    return NextResponse.json(
      { error: 'invalid_input', issues: err.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message })) },
      { status: 422 },
    );
  }
  // Database and programming errors stay in the log; the client gets a generic code.
  // Through the safe serializer: the error's code and SQL operation, never parameters or SQL.
  requestLogger(req.headers).error({ err, method: req.method, route: apiRouteLabel(req.nextUrl.pathname) }, 'request failed');
  return NextResponse.json({ error: 'server_error' }, { status: 500 });
}

function withEtag(req: NextRequest, payload: unknown, markerTag: string | null): NextResponse {
  const json = JSON.stringify(payload);
  const tag = markerTag ?? `"${createHash('sha1').update(json).digest('base64url')}"`;
  const headers = { ETag: tag, 'Cache-Control': 'private, no-cache' };
  if (req.headers.get('if-none-match') === tag) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(json, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

/**
 * Every API handler is one call to this: it resolves the site and the member, checks the
 * origin and the auth level, validates query and body, and maps errors to one JSON shape.
 */
export function route<
  A extends Auth,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(
  options: Options<Q, B, A>,
  handler: (ctx: RouteContext<Infer<Q>, Infer<B>, A>) => Promise<unknown>,
): (req: NextRequest) => Promise<Response> {
  const run = async (req: NextRequest): Promise<Response> => {
    try {
      if ((MUTATING.has(req.method) || options.sameOrigin) && !isSameOrigin(req.headers)) {
        throw new AppError('cross_origin', 403);
      }
      const site = await getSite(requestHost(req.headers));
      const token = req.cookies.get(SESSION_COOKIE)?.value;
      const ifNoneMatch = req.headers.get('if-none-match');
      // A NUL anywhere is refused before the schemas: PostgreSQL text cannot hold one.
      const parseQuery = () =>
        options.query
          ? z.parse(options.query, refuseNul(Object.fromEntries(req.nextUrl.searchParams.entries())))
          : undefined;
      // A poll of a session this instance knows (session-cache.ts). With If-None-Match: the
      // member's marker by primary key (on PGlite from memory), 304 while it stands. Otherwise the
      // answer with the marker read in its own statement: exactly as new as the answer, so it
      // gives the ETag (a marker without the answer's statement would have to be read before
      // it, one more round trip). Its input is checked as below (a member's bad query is a 422
      // either way); anything else goes on to the full session lookup.
      const tokenHash = typeof options.etag === 'string' && token ? hashToken(token) : null;
      if (tokenHash && typeof options.etag === 'string' && (ifNoneMatch || options.remembered)) {
        const member = rememberedMember(tokenHash, site);
        if (member) {
          const query = parseQuery();
          let tag: string | null = null;
          if (ifNoneMatch) {
            tag = await rememberedTag(options.etag, site, member.userId);
            if (tag && tag === ifNoneMatch) {
              return new NextResponse(null, { status: 304, headers: { ETag: tag, 'Cache-Control': 'private, no-cache' } });
            }
          }
          if (options.remembered && member.profileId !== null && (tag || !ifNoneMatch)) {
            const { profileId, userId } = member;
            const built = await options.remembered({ site, userId, profileId, query: query as Infer<Q> });
            // Without a version (no marker row): the tag read before it, if any.
            const own =
              built.version === null
                ? tag
                : markerEtag(options.etag, { user: { id: userId }, changes: { [options.etag]: built.version } }, site);
            if (own) return withEtag(req, built.data, own);
            // Neither: the full lookup below reads the marker first and builds the answer again.
          }
        }
      }
      // A polled answer's lookup also remembers the session, and on PGlite its marker.
      const found = await lookupPolledSession(site, token, tokenHash);
      // A banned member's session is refused on every route (public ones too) with its own code:
      // the client leaves for /pages/ban (lib/api-client/http.ts); the cookie goes.
      if (found === BANNED) {
        return withoutSession(NextResponse.json({ error: 'account_banned', auth_required: true, ban_page: '/pages/ban' }, { status: 403 }));
      }
      const session = found;
      if (options.auth === 'member' && !session) throw authRequired();
      const query = parseQuery();
      const body = options.body ? z.parse(options.body, refuseNul(await readJsonBody(req))) : undefined;
      // Read with the session, before the handler: the answer built below is at least as new.
      let markerTag: string | null = null;
      if (typeof options.etag === 'string' && session) {
        markerTag = markerEtag(options.etag, session, site);
        if (markerTag === null) await ensureMarker(session);
        else if (ifNoneMatch === markerTag) {
          const headers = { ETag: markerTag, 'Cache-Control': 'private, no-cache' };
          return new NextResponse(null, { status: 304, headers });
        }
      }
      const result = await handler({ req, site, session, query, body } as RouteContext<Infer<Q>, Infer<B>, A>);
      if (result instanceof Response) return result;
      if (options.etag) return withEtag(req, result, markerTag);
      return NextResponse.json(result ?? {});
    } catch (err) {
      return errorResponse(err, req);
    }
  };
  // Counted per route for /api/metrics (rate, latency, status).
  return (req) => observeRequest(req, run);
}
