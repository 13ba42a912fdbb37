import 'server-only';
import { isLocale } from '@/lib/i18n/locales';
import { LANDER_NAMES } from '@/lib/schemas/lander';

/**
 * Which requests are lander page views, and the per-instance tally of them (the dashboard's
 * "visits from landers"). Pure: no database, no clock of its own, so it is unit-tested as is;
 * lib/server/admin/dashboard/visits.ts feeds it from our HTTP server and flushes it.
 */

export type VisitRequest = {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
};

/** Every lander a visit may be counted for: a bounded set, so made-up URLs take no memory. */
export const COUNTED_LANDERS: readonly string[] = [...LANDER_NAMES, 'tinderswipe', 'landing', 'landing2', 'landing3'];
const KNOWN = new Set(COUNTED_LANDERS);

// /landers/{name}/{slug?} and /members/{id}/landing{,2,3}/{slug?}, after an optional locale.
const LANDER_PATH = /^\/landers\/([a-z]+)(?:\/[a-z0-9-]+)?\/?$/;
const MEMBER_LANDING = /^\/members\/\d{1,9}\/(landing[23]?)(?:\/[a-z0-9-]+)?\/?$/;
const LOCALE_PREFIX = /^\/([a-z]{2})(?=\/)/;
/** Headers of Next's client router: an RSC payload for a client navigation or a prefetch. */
const ROUTER_HEADER = /^(rsc|next-router-[a-z-]+|next-action)$/;
/** Crawlers name themselves so (Googlebot, bingbot, AhrefsBot, Baiduspider, …). */
const BOT_AGENT = /bot|crawl|spider/i;

function header(req: VisitRequest, name: string): string {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
}

/** The lander a path shows (`/de/landers/video/summer` → video), or null for any other path. */
export function landerOfPath(url: string | undefined): string | null {
  if (!url?.startsWith('/')) return null;
  let path = url.split(/[?#]/)[0];
  const m = LOCALE_PREFIX.exec(path);
  if (m && isLocale(m[1])) path = path.slice(m[0].length);
  const lander = LANDER_PATH.exec(path)?.[1] ?? MEMBER_LANDING.exec(path)?.[1] ?? null;
  return lander && KNOWN.has(lander) ? lander : null;
}

/**
 * A person's page view: a GET for an HTML document (the browser's Accept), not the client
 * router's payload, not a prefetch or prerender (Purpose / Sec-Purpose / X-Moz), and a user
 * agent that is not a crawler (none at all is a script, not a browser).
 */
export function isPageView(req: VisitRequest): boolean {
  if (req.method !== 'GET') return false;
  if (!header(req, 'accept').includes('text/html')) return false;
  for (const name of Object.keys(req.headers)) if (ROUTER_HEADER.test(name.toLowerCase())) return false;
  const purpose = `${header(req, 'purpose')} ${header(req, 'sec-purpose')} ${header(req, 'x-moz')} ${header(req, 'x-purpose')}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  const agent = header(req, 'user-agent');
  return agent.trim() !== '' && !BOT_AGENT.test(agent);
}

/** The lander a finished request counts for: a page view answered 200, else null. */
export function countedLander(req: VisitRequest, status: number): string | null {
  if (status !== 200) return null;
  const lander = landerOfPath(req.url);
  return lander && isPageView(req) ? lander : null;
}

/** The UTC day of a moment, as the table's `day` (the dashboard's days are UTC days). */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

export type VisitCount = { siteId: number; lander: string; day: string; visits: number };

/** Counts per site, lander and day, in memory, until taken for a flush. */
export class VisitTally {
  private counts = new Map<string, VisitCount>();

  add(siteId: number, lander: string, day: string, visits = 1): void {
    const key = `${siteId}\n${lander}\n${day}`;
    const row = this.counts.get(key);
    if (row) row.visits += visits;
    else this.counts.set(key, { siteId, lander, day, visits });
  }

  /** Everything counted so far; the tally starts again from zero. */
  take(): VisitCount[] {
    const rows = [...this.counts.values()];
    this.counts = new Map();
    return rows;
  }

  /** Puts rows back that could not be written (the next flush tries again). */
  restore(rows: VisitCount[]): void {
    for (const r of rows) this.add(r.siteId, r.lander, r.day, r.visits);
  }

  get size(): number {
    return this.counts.size;
  }
}
