import 'server-only';
import type { NextRequest } from 'next/server';
import { locales } from '@/lib/i18n/locales';
import { log } from '@/lib/server/log';
import { metrics } from './registry';

/**
 * Request rate and latency. API routes are counted by the route() wrapper (it knows the
 * response's status when its handler is done); pages, media and assets by our HTTP server
 * (scripts/server.mjs) through the observer installed on globalThis below. Both turn a URL into
 * a bounded label: a route pattern, never a raw path with ids or tokens.
 */

/** More distinct labels than this can only come from a bug or an attack: they share 'other'. */
const MAX_LABELS = 200;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LOCALES = new Set<string>(locales);
const SEGMENT = /^[a-z][a-z0-9-]{0,40}$/;

const holder = globalThis as unknown as {
  __heartlineRouteLabels?: Set<string>;
  /** Called by scripts/server.mjs when a response ends. */
  __heartlineObserveHttp?: (event: HttpEvent) => void;
};

/** A label already in use, or a new one while there is room and `mayAdd`; else 'other'. */
function bounded(label: string, mayAdd = true): string {
  const seen = (holder.__heartlineRouteLabels ??= new Set());
  if (seen.has(label)) return label;
  if (!mayAdd || seen.size >= MAX_LABELS) return 'other';
  seen.add(label);
  return label;
}

function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'other';
}

/**
 * An API route's label: its path (API routes have no dynamic segments), or 'other'. Only route()
 * adds one (`mayAdd`): it runs for routes that exist, while a made-up /api/x.php is a 404 that
 * must not take a label from real routes and pages.
 */
export function apiRouteLabel(pathname: string, mayAdd = true): string {
  const path = pathname.replace(/\/+$/, '');
  return /^\/api\/[A-Za-z0-9_-]+(\.php)?$/.test(path) ? bounded(path, mayAdd) : 'other';
}

/**
 * Any other URL's label. Assets and media are grouped; a page is its first segment after the
 * locale (`/members/42` and `/de/members/7` are both `/members`). Redirects and 404s get one
 * label each, and only a successful answer may add a page label (a page that fails was served
 * before), so made-up paths never become labels.
 */
export function pageRouteLabel(pathname: string, status: number): string {
  if (pathname.startsWith('/_next/static/')) return '/_next/static';
  if (pathname.startsWith('/_next/')) return '/_next';
  if (pathname.startsWith('/media/')) return '/media';
  if (status === 404) return 'not_found';
  if (status >= 300 && status < 400 && status !== 304) return 'redirect';
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length && /\.[A-Za-z0-9]+$/.test(segments[segments.length - 1])) return 'static';
  if (segments.length && LOCALES.has(segments[0])) segments.shift();
  if (!segments.length) return '/';
  const ok = status < 300 || status === 304;
  return SEGMENT.test(segments[0]) ? bounded(`/${segments[0]}`, ok) : 'other';
}

function record(route: string, method: string | undefined, status: number, seconds: number): void {
  const m = metrics();
  const methodName = methodLabel(method);
  m.httpRequests.inc({ route, method: methodName, status: String(status) });
  m.httpDuration.observe({ route, method: methodName }, seconds);
}

/** Runs an API handler and counts it; the route() wrapper calls this once around its work. */
export async function observeRequest(
  req: NextRequest,
  run: (req: NextRequest) => Promise<Response>,
): Promise<Response> {
  const started = performance.now();
  let status = 500;
  try {
    const res = await run(req);
    status = res.status;
    return res;
  } finally {
    recordApiRequest(req.nextUrl.pathname, req.method, status, (performance.now() - started) / 1000);
  }
}

/** Counts an API answer: route() for what Next answers, the polls' fast path for its 304s. */
export function recordApiRequest(pathname: string, method: string | undefined, status: number, seconds: number): void {
  record(apiRouteLabel(pathname), method, status, seconds);
}

export type HttpEvent = {
  method?: string;
  url?: string;
  status: number;
  seconds: number;
  requestId?: string;
};

/** What our server reports for every response: counts non-API ones, logs all at debug level. */
export function observeHttp(event: HttpEvent): void {
  const pathname = (event.url ?? '/').split('?')[0];
  const api = pathname.startsWith('/api/');
  // route() already labelled (and counted) a real API route before its response ended.
  const route = api ? apiRouteLabel(pathname, false) : pageRouteLabel(pathname, event.status);
  // API routes were counted by route(), with their own timing.
  if (!api) record(route, event.method, event.status, event.seconds);
  const logger = log();
  if (logger.isLevelEnabled('debug')) {
    // The label, not the URL: query strings carry activation and unsubscribe tokens.
    logger.debug(
      {
        reqId: event.requestId,
        method: methodLabel(event.method),
        route,
        status: event.status,
        ms: Math.round(event.seconds * 1000),
      },
      'request',
    );
  }
}

/** Lets scripts/server.mjs (plain JavaScript, outside the bundle) report each response. */
export function installHttpObserver(): void {
  holder.__heartlineObserveHttp = observeHttp;
}
