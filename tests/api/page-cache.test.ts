// The public page cache (lib/server/http/page-cache.ts, page-cache-key.ts): which requests it keys and how, what it
// keeps, the hash-based CSP of a kept page, and how a site's settings change retires its pages
// (on this instance at once, and on every instance over the bus). PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { sites } from '@/lib/server/db/schema';
import {
  begin,
  clearPageCache,
  inlineScriptHashes,
  installPageCache,
  store,
  type Ticket,
} from '@/lib/server/http/page-cache';
import { pageCacheKey, type PageRequest } from '@/lib/server/http/page-cache-key';
import { chatEventsReady, closeChatEvents, emitSiteChanged, onSiteChanged } from '@/lib/server/chat/events';
import { getSite, invalidateSiteSettings, siteGeneration } from '@/lib/server/sites/service';
import { createSite } from '../setup/fixtures';

const BUILD = 'build-1';
const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', vary: 'rsc, Accept-Encoding' };
const html = (marker: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async nonce="abc"></script></head>` +
  `<body>${marker}<script nonce="abc">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script nonce="abc">self.__next_f.push([1,"x\\u003c/script"])</script>` +
  `<script type="application/ld+json">{"a":1}</script></body></html>`;

const get = (url: string, headers: Record<string, string> = {}): PageRequest => ({
  method: 'GET',
  url,
  headers: { host: 'localhost:3000', ...headers },
});

function ticketOf(req: PageRequest): Ticket {
  const found = begin(req, BUILD);
  if (!found || !('ticket' in found)) throw new Error(`expected a miss with a ticket for ${req.url}`);
  return found.ticket;
}

async function keep(
  req: PageRequest,
  status = 200,
  body = html('page'),
  headers: Record<string, string> = HTML_HEADERS,
) {
  return store(ticketOf(req), status, headers, Buffer.from(body));
}

const isHit = (req: PageRequest) => {
  const found = begin(req, BUILD);
  return Boolean(found && 'hit' in found);
};

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/**
 * On PostgreSQL a change comes back through NOTIFY some milliseconds later, also the one an
 * earlier test announced. Each NOTIFY goes out on whichever pooled connection is free, so a marker
 * sent now may come back before an earlier change does (seen once in CI: the echo of the previous
 * test's invalidation refused this test's page). So after the marker is back, this also waits
 * until the site generation has stood still for 150 ms (at most 3 s).
 */
async function busSettled(): Promise<void> {
  const marker = 2_000_000_000;
  await new Promise<void>((resolve) => {
    const off = onSiteChanged((event) => {
      if (event.siteId !== marker) return;
      off();
      resolve();
    });
    emitSiteChanged(marker);
  });
  if (!process.env.DATABASE_URL) return;
  const end = Date.now() + 3_000;
  let seen = siteGeneration();
  let since = Date.now();
  while (Date.now() - since < 150 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 10));
    if (siteGeneration() !== seen) [seen, since] = [siteGeneration(), Date.now()];
  }
}

let siteId: number;
beforeAll(async () => {
  siteId = (await createSite({ hosts: ['localhost'] })).id;
  await createSite({ hosts: ['other.test'], isDefault: false, name: 'Other' });
  installPageCache();
  await chatEventsReady();
});
afterAll(() => closeChatEvents());
beforeEach(async () => {
  await busSettled();
  clearPageCache();
});

describe('page cache key', () => {
  it('is the same for the same anonymous request and differs by host, path, query and locale cookie', () => {
    const key = (r: PageRequest) => pageCacheKey(r, BUILD)?.key;
    const base = key(get('/login'));
    expect(base).toBeTruthy();
    expect(key(get('/login', { 'user-agent': 'another browser', 'accept-language': 'de' }))).toBe(base);
    expect(key(get('/login', { host: 'other.test' }))).not.toBe(base);
    expect(key(get('/nl/login'))).not.toBe(base);
    expect(key(get('/login?x=1'))).not.toBe(base);
    expect(key(get('/login', { cookie: 'NEXT_LOCALE=nl' }))).not.toBe(base);
    expect(pageCacheKey(get('/login'), 'build-2')?.key).not.toBe(base);
  });

  it('never keys a member, an unknown cookie, a router request or another method', () => {
    expect(pageCacheKey(get('/login', { cookie: 'hl_session=abc' }), BUILD)).toBeNull();
    expect(pageCacheKey(get('/login', { cookie: 'NEXT_LOCALE=en; hl_session=abc' }), BUILD)).toBeNull();
    expect(pageCacheKey(get('/login', { cookie: 'tracking=1' }), BUILD)).toBeNull();
    expect(pageCacheKey(get('/login', { cookie: 'NEXT_LOCALE=xx' }), BUILD)).toBeNull();
    expect(pageCacheKey(get('/login', { rsc: '1' }), BUILD)).toBeNull();
    expect(pageCacheKey(get('/login', { 'next-router-prefetch': '1' }), BUILD)).toBeNull();
    expect(pageCacheKey(get('/login?_rsc=abc'), BUILD)).toBeNull();
    expect(pageCacheKey({ ...get('/login'), method: 'POST' }, BUILD)).toBeNull();
    expect(pageCacheKey({ ...get('/login'), method: 'HEAD' }, BUILD)).toBeNull();
    for (const path of [
      '/api/chats.php',
      '/_next/static/a.js',
      '/media/p.jpg',
      '/baseline/static',
      '/sw.js',
      '/favicon.ico?v=1',
    ])
      expect(pageCacheKey(get(path), BUILD), path).toBeNull();
    expect(pageCacheKey(get('/login?next=/a.b'), BUILD)).not.toBeNull();
    expect(pageCacheKey(get('/apixyz'), BUILD)).not.toBeNull();
  });
});

describe('what the page cache keeps', () => {
  it('keeps a public page and serves it to the next anonymous visitor, not to a member', async () => {
    expect(await keep(get('/login'))).toBe(true);
    expect(isHit(get('/login'))).toBe(true);
    expect(isHit(get('/login', { cookie: 'NEXT_LOCALE=en' }))).toBe(false);
    expect(begin(get('/login', { cookie: 'hl_session=abc' }), BUILD)).toBeNull();
    expect(await keep(get('/de/signup'))).toBe(true);
    expect(await keep(get('/'))).toBe(true);
    expect(isHit(get('/de/signup'))).toBe(true);
  });

  it('keeps a 200 only for the public routes, a 404 for any path', async () => {
    expect(await keep(get('/members'))).toBe(false);
    expect(await keep(get('/nl/chats'))).toBe(false);
    expect(isHit(get('/members'))).toBe(false);
    expect(await keep(get('/no-such-page'), 404)).toBe(true);
    expect(isHit(get('/no-such-page'))).toBe(true);
  });

  it('never keeps an answer with a cookie (but the locale cookie), another status, type or encoding', async () => {
    expect(
      await keep(get('/login'), 200, html('x'), { ...HTML_HEADERS, 'set-cookie': 'hl_session=abc; Path=/' }),
    ).toBe(false);
    const twoCookies = { ...HTML_HEADERS, 'set-cookie': ['NEXT_LOCALE=nl; Path=/', 'x=1; Path=/'] } as never;
    expect(await keep(get('/login'), 200, html('x'), twoCookies)).toBe(false);
    expect(
      await keep(get('/login'), 200, html('x'), { ...HTML_HEADERS, 'set-cookie': 'NEXT_LOCALE=zz; Path=/' }),
    ).toBe(false);
    expect(await keep(get('/login'), 307)).toBe(false);
    expect(await keep(get('/login'), 500)).toBe(false);
    expect(await keep(get('/login'), 200, '{}', { 'content-type': 'application/json' })).toBe(false);
    expect(await keep(get('/login'), 200, html('x'), { ...HTML_HEADERS, 'content-encoding': 'gzip' })).toBe(
      false,
    );
    expect(isHit(get('/login'))).toBe(false);
  });

  it('serves the page with a CSP that allows exactly its inline scripts by hash, and no nonce', async () => {
    const body = html('page');
    await keep(get('/login'), 200, body, {
      ...HTML_HEADERS,
      'content-security-policy': "script-src 'nonce-abc'",
      'x-request-id': 'r1',
    });
    const found = begin(get('/login'), BUILD);
    if (!found || !('hit' in found)) throw new Error('expected a hit');
    const page = found.hit;
    const headers = new Map(page.headers);
    const csp = headers.get('content-security-policy')!;
    expect(headers.has('x-request-id')).toBe(false);
    expect(headers.get('vary')).toBe('rsc, Accept-Encoding');
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    // Computed here independently: the text between each inline script's tags, SHA-256, base64.
    const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
    );
    expect(inline).toHaveLength(3);
    expect(scriptSrc.split(' ').slice(1).sort()).toEqual(["'self'", ...inline].sort());
    expect(scriptSrc).not.toMatch(/nonce|unsafe-inline|strict-dynamic|unsafe-eval/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.body.toString()).toBe(body);
    expect(inlineScriptHashes(body)).toEqual(inline);
  });

  it("keeps the page with its stylesheet's rules inline and the stylesheet at the end of the body", async () => {
    const link = '<link rel="stylesheet" href="/_next/static/chunks/p.css" data-precedence="next"/>';
    const body = html('<main class="hero">page</main>').replace('<head>', `<head>${link}`);
    const read = async (href: string) =>
      href === '/_next/static/chunks/p.css' ? '.hero{color:red}.footer{color:blue}' : null;
    expect(
      await store(ticketOf(get('/signup')), 200, HTML_HEADERS, Buffer.from(body), Date.now(), read),
    ).toBe(true);
    const found = begin(get('/signup'), BUILD);
    if (!found || !('hit' in found)) throw new Error('expected a hit');
    const kept = found.hit.body.toString();
    expect(kept).toContain('<head><style data-critical="">.hero{color:red}</style><script src=');
    expect(kept.endsWith(`${link}</body></html>`)).toBe(true);
    expect(gunzipSync(found.hit.gzip).toString()).toBe(kept);
    // The inline scripts are untouched, and so is the CSP that allows them.
    expect(inlineScriptHashes(kept)).toEqual(inlineScriptHashes(body));
  });
});

describe('the locale cookie', () => {
  it("is kept with the page (it depends only on the key's path and cookie) and replayed without Expires", async () => {
    const setCookie =
      'NEXT_LOCALE=nl; Path=/; Expires=Wed, 24 Nov 2027 06:29:01 GMT; Max-Age=31536000; SameSite=lax';
    expect(await keep(get('/nl/login'), 200, html('nl'), { ...HTML_HEADERS, 'set-cookie': setCookie })).toBe(
      true,
    );
    const found = begin(get('/nl/login'), BUILD);
    if (!found || !('hit' in found)) throw new Error('expected a hit');
    expect(found.hit.headers.filter(([n]) => n === 'set-cookie')).toEqual([
      ['set-cookie', 'NEXT_LOCALE=nl; Path=/; Max-Age=31536000; SameSite=lax'],
    ]);
    // A visitor who already has the cookie is another key (Next sets no cookie for them).
    expect(isHit(get('/nl/login', { cookie: 'NEXT_LOCALE=nl' }))).toBe(false);
  });
});

describe('invalidation', () => {
  it("a site's settings change drops its pages and its settings on this instance at once", async () => {
    await keep(get('/login'));
    await keep(get('/login', { host: 'other.test' }));
    const db = await getDb();
    await db.update(sites).set({ name: 'Renamed' }).where(eq(sites.id, siteId));
    expect((await getSite('localhost')).name).toBe('Heartline'); // the cached row, until told
    invalidateSiteSettings(siteId);
    expect(isHit(get('/login'))).toBe(false);
    expect((await getSite('localhost')).name).toBe('Renamed');
    await db.update(sites).set({ name: 'Heartline' }).where(eq(sites.id, siteId));
    invalidateSiteSettings(siteId);
  });

  it('a change announced by another instance (the bus) drops the pages of that site', async () => {
    await keep(get('/login'));
    expect(isHit(get('/login'))).toBe(true);
    // What another instance's invalidateSiteSettings sends; on PostgreSQL it comes back via NOTIFY.
    emitSiteChanged(siteId);
    await waitFor(() => !isHit(get('/login')));
    expect(await keep(get('/login'))).toBe(true);
    expect(isHit(get('/login'))).toBe(true);
  });

  it('a page whose render began before a change is not kept', async () => {
    const ticket = ticketOf(get('/signup'));
    invalidateSiteSettings(siteId);
    expect(await store(ticket, 200, HTML_HEADERS, Buffer.from(html('stale')))).toBe(false);
    expect(isHit(get('/signup'))).toBe(false);
  });

  it('a page expires after its time to live', async () => {
    const t0 = Date.now();
    await store(ticketOf(get('/login')), 200, HTML_HEADERS, Buffer.from(html('p')), t0);
    expect(begin(get('/login'), BUILD, t0 + 60_000)).toHaveProperty('hit');
    expect(begin(get('/login'), BUILD, t0 + 10 * 60_000)).toHaveProperty('ticket');
  });
});
