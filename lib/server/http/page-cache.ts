import 'server-only';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';
import { onSiteChanged } from '@/lib/server/chat/events';
import { getSite, siteGeneration } from '@/lib/server/sites/service';
import { log } from '@/lib/server/log';
import { hashedPageCsp, scriptHash } from './content-security-policy';
import { inlineCriticalCss, type StylesheetReader } from './critical-css';
import { inlineIcons, type SpriteReader } from './inline-icons';
import { isPublicPath, pageCacheKey, type PageRequest } from './page-cache-key';

/**
 * Public pages rendered once per host and locale (issue 10). Our HTTP server (scripts/server.mjs)
 * asks begin() before handing a request to Next: a hit is answered from memory without Next; a
 * cacheable miss is rendered by Next as usual and its HTML handed to store(). The server reaches
 * this module through globalThis.__heartlinePageCache (installed at start-up), as it does the
 * lifecycle.
 *
 * What may be cached, and under which key (the request side: page-cache-key.ts):
 * - only GET requests of an anonymous visitor: no cookie but the locale cookie (a session
 *   cookie, valid or not, or any cookie we do not know means the render may differ: never
 *   cached, never served from the cache); no header of Next's client router (RSC requests);
 * - 200 answers of the public routes below, and 404 answers of any path (the not-found page);
 *   never another status, never anything but HTML, never an answer with a Set-Cookie other
 *   than next-intl's locale cookie (set when the path's locale differs from the request's
 *   cookie: a function of the key, so the same for every visitor with that key, and kept
 *   with the page; without it a first visit of /nl/… would never be cached);
 * - the key holds everything the render reads from the request (getPageContext, proxy.ts):
 *   the build, the host (the site), the path with its query (the locale is in the path), the
 *   locale cookie (an unprefixed path is routed by it) and the trusted CDN country (settings
 *   carry it). Nothing else of the request reaches a public page.
 * - each entry carries a Content-Security-Policy with the hashes of its own inline scripts in
 *   place of the render's nonce, which is never sent again (content-security-policy.ts);
 * - each entry has the rules of its stylesheets that its markup can use inline, and the
 *   stylesheets at the end of the body, so that it paints without waiting for them
 *   (critical-css.ts), and the icons its markup uses as inline symbols (inline-icons.ts).
 *
 * Invalidation: a site's settings change (invalidateSiteSettings, on every instance over the
 * bus) drops the site's pages; a page rendered while a change arrived is not kept; a new build
 * is a new process with an empty cache, and the build id is in the key besides. Entries also
 * expire after TTL_MS, which bounds what no event announces (the featured profiles of `/`).
 */

const TTL_MS = 5 * 60_000;
// Made-up paths and hosts cannot grow memory without end: oldest entries go first.
const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;

/** Response headers that belong to one answer or that the server sets itself. */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-request-id',
  'content-security-policy',
  'set-cookie',
  'x-heartline-cache',
]);

export type PageHeaders = Record<string, string | string[] | number | undefined>;
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  csp: string;
  siteId: number;
  /** siteGeneration() when it was rendered: any site change since then retires it. */
  generation: number;
  at: number;
};
export type Ticket = { key: string; host: string; status200Allowed: boolean; generation: number };
export type Lookup = { hit: CachedPage } | { ticket: Ticket } | null;

type Holder = {
  __heartlinePages?: Map<string, CachedPage>;
  __heartlinePagesBus?: boolean;
  __heartlinePageBytes?: number;
};
const holder = globalThis as unknown as Holder;
const pages = (holder.__heartlinePages ??= new Map<string, CachedPage>());

/** The hashes of the HTML's inline scripts (a <script> without src), in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1])) continue;
    hashes.add(scriptHash(m[2]));
  }
  return [...hashes];
}

function totalBytes(): number {
  return holder.__heartlinePageBytes ?? 0;
}

function remove(key: string): void {
  const entry = pages.get(key);
  if (!entry) return;
  pages.delete(key);
  holder.__heartlinePageBytes = totalBytes() - entry.body.length - entry.gzip.length;
}

/** Drops every page of one site (its settings changed). */
export function dropSitePages(siteId: number): void {
  for (const [key, entry] of pages) if (entry.siteId === siteId) remove(key);
}

export function clearPageCache(): void {
  for (const key of [...pages.keys()]) remove(key);
}

export function pageCacheSize(): number {
  return pages.size;
}

/** A hit (fresh entry), a ticket for storing the answer Next is about to render, or null. */
export function begin(req: PageRequest, buildId: string, now = Date.now()): Lookup {
  const k = pageCacheKey(req, buildId);
  if (!k) return null;
  const hit = pages.get(k.key);
  // The generation check covers the moment between a change on this instance and the bus notice.
  if (hit && now - hit.at < TTL_MS && hit.generation === siteGeneration()) {
    // Most recently used last, so the oldest unused entry goes first when the cache is full.
    pages.delete(k.key);
    pages.set(k.key, hit);
    return { hit };
  }
  if (hit) remove(k.key);
  return {
    ticket: {
      key: k.key,
      host: k.host,
      status200Allowed: isPublicPath(k.path),
      generation: siteGeneration(),
    },
  };
}

function headerValue(v: PageHeaders[string]): string | undefined {
  if (v === undefined) return undefined;
  return Array.isArray(v) ? v.join(', ') : String(v);
}

const LOCALE_SET_COOKIE = new RegExp(`^${LOCALE_COOKIE}=([a-z]{2});`);

/**
 * The answer's Set-Cookie when it is only the locale cookie with a locale (its Expires dropped:
 * a cached date would go stale, and Max-Age governs), null for none, false for anything else.
 */
function localeSetCookie(value: PageHeaders[string]): string | null | false {
  const all = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
  if (all.length === 0) return null;
  if (all.length > 1) return false;
  const m = LOCALE_SET_COOKIE.exec(all[0]);
  if (!m || !isLocale(m[1])) return false;
  return all[0]
    .split(';')
    .map((p) => p.trim())
    .filter((p) => !/^expires=/i.test(p))
    .join('; ');
}

/**
 * Keeps the answer Next rendered for a ticket when it may be kept: 200 of a public path or 404,
 * HTML, no Set-Cookie but the locale cookie, uncompressed, and no site change since begin(). Returns whether it did.
 */
export async function store(
  ticket: Ticket,
  status: number,
  headers: PageHeaders,
  rendered: Buffer,
  now = Date.now(),
  readStylesheet?: StylesheetReader,
  readSprite?: SpriteReader,
): Promise<boolean> {
  if (!(status === 404 || (status === 200 && ticket.status200Allowed))) return false;
  const lower = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), headerValue(v)]));
  const setCookie = headers['set-cookie'] ?? headers['Set-Cookie'];
  const localeCookie = setCookie === undefined ? null : localeSetCookie(setCookie);
  if (localeCookie === false) return false;
  if (!lower.get('content-type')?.startsWith('text/html')) return false;
  const encoding = lower.get('content-encoding');
  if (encoding && encoding !== 'identity') return false;
  if (rendered.length === 0 || rendered.length > MAX_PAGE_BYTES) return false;
  // Our server reads the build's stylesheets and icon sprites (it knows where the build is);
  // without the readers the page is kept as rendered.
  let html = rendered.toString('utf8');
  if (readStylesheet) html = await inlineCriticalCss(html, readStylesheet);
  if (readSprite) html = await inlineIcons(html, readSprite);
  const body = readStylesheet || readSprite ? Buffer.from(html) : rendered;
  const site = await getSite(ticket.host);
  if (ticket.generation !== siteGeneration()) return false;
  const csp = hashedPageCsp(site, inlineScriptHashes(body.toString('utf8')));
  const kept: [string, string][] = [];
  for (const [name, value] of lower)
    if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) kept.push([name, value]);
  const vary = lower.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    const i = kept.findIndex(([n]) => n === 'vary');
    if (i >= 0) kept.splice(i, 1);
    kept.push(['vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding']);
  }
  kept.push(['content-security-policy', csp]);
  if (localeCookie) kept.push(['set-cookie', localeCookie]);
  const entry: CachedPage = {
    status,
    headers: kept,
    body,
    gzip: gzipSync(body),
    csp,
    siteId: site.id,
    generation: ticket.generation,
    at: now,
  };
  remove(ticket.key);
  pages.set(ticket.key, entry);
  holder.__heartlinePageBytes = totalBytes() + entry.body.length + entry.gzip.length;
  while (pages.size > MAX_ENTRIES || totalBytes() > MAX_BYTES) remove(pages.keys().next().value!);
  return true;
}

/** An ETag-free fingerprint of an entry, for logs and tests. */
export function fingerprint(page: CachedPage): string {
  return createHash('sha1').update(page.body).digest('base64url').slice(0, 12);
}

/**
 * Puts the cache where scripts/server.mjs finds it and drops a site's pages whenever its settings
 * change on any instance. Called once at start-up (lib/server/startup.ts).
 */
export function installPageCache(): void {
  const g = globalThis as unknown as { __heartlinePageCache?: unknown };
  if (!holder.__heartlinePagesBus) {
    holder.__heartlinePagesBus = true;
    onSiteChanged((event) => dropSitePages(event.siteId));
  }
  g.__heartlinePageCache = {
    begin,
    store: (
      ticket: Ticket,
      status: number,
      headers: PageHeaders,
      body: Buffer,
      readStylesheet?: StylesheetReader,
      readSprite?: SpriteReader,
    ) =>
      store(ticket, status, headers, body, Date.now(), readStylesheet, readSprite).catch((err) => {
        log().warn({ err }, 'page cache: could not keep a page');
        return false;
      }),
  };
}
