import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { DEMO } from './support/accounts';
import { msg } from './support/messages';

// The public page cache (lib/server/http/page-cache.ts, scripts/server.mjs) in the browser: a page
// answered from the cache carries a CSP of its inline scripts' hashes instead of a nonce, and the
// page still runs (hydrates, no CSP violation); a logged-in member never gets the visitors' copy.

type Violation = { directive: string; blockedURI: string };

async function watchCsp(context: BrowserContext, page: Page): Promise<string[]> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push({ directive: e.effectiveDirective, blockedURI: e.blockedURI }),
    );
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return console;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);
const expectHydrated = (page: Page, selector: string) =>
  expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    )
    .toBe(true);

/**
 * How many pixels of two screenshots differ by more than the raster's anti-aliasing, which varies
 * by a few levels between two paints of the same page (a rounded corner's edge); -1 when their
 * sizes differ.
 */
async function pixelsApart(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  if (x.info.width !== y.info.width || x.info.height !== y.info.height) return -1;
  let apart = 0;
  for (let i = 0; i < x.data.length; i += x.info.channels)
    if ([0, 1, 2].some((c) => Math.abs(x.data[i + c] - y.data[i + c]) > 24)) apart++;
  return apart;
}

test.describe('public page cache', () => {
  test('a cached page has a hash CSP of its own inline scripts and runs without a violation', async ({
    context,
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const consoleCsp = await watchCsp(context, page);
    // An anonymous visitor who has chosen English: the cache keys by that cookie too.
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', domain: 'localhost', path: '/' }]);
    for (const path of ['/login', '/signup', '/']) await page.request.get(path); // warm the cache
    // A miss is kept once its answer has gone out (and, the first time in a process, the
    // stylesheet has been parsed): ask until the copy is there.
    await expect
      .poll(async () => (await page.request.get('/login')).headers()['x-heartline-cache'])
      .toBe('hit');
    const cached = await page.request.get('/login');
    expect(cached.status()).toBe(200);
    const h = cached.headers();
    expect(h['x-heartline-cache']).toBe('hit');
    const scriptSrc = h['content-security-policy'].split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/nonce|unsafe-inline|unsafe-eval|strict-dynamic/);
    const hashes = scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"));
    const html = await cached.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    // Each inline script is allowed by its hash; the browser below proves they are the right ones.
    for (const text of inline)
      expect(hashes).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-request-id']).toBeTruthy();

    for (const path of ['/login', '/signup', '/']) {
      const res = await page.goto(path);
      expect(res?.headers()['x-heartline-cache'], path).toBe('hit');
      await expectHydrated(page, 'main');
    }
    await page.goto('/login');
    await expectHydrated(page, 'main form');
    expect(await violations(page)).toEqual([]);
    expect(consoleCsp).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a cached page paints the same from its inline rules as with its stylesheet', async ({ browser }) => {
    // The first paint comes before the stylesheet (lib/server/http/critical-css.ts): without
    // scripts and with the stylesheet refused, each page must look exactly as it does with it.
    const shot = async (path: string, blockStylesheets: boolean) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', domain: 'localhost', path: '/' }]);
      const page = await context.newPage();
      if (blockStylesheets) await page.route(/\.css(\?|$)/, (route) => route.abort());
      await expect
        .poll(async () => (await page.request.get(path)).headers()['x-heartline-cache'])
        .toBe('hit');
      await page.goto(path);
      await expect(page.locator('head style[data-critical]')).toHaveCount(1);
      await expect(page.locator('body > link[rel="stylesheet"]')).not.toHaveCount(0);
      await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
      const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
      await context.close();
      return png;
    };
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/pages/terms',
      '/landers/gallery',
      '/landers/tinderswipe',
    ]) {
      const styled = await shot(path, false);
      const inlineOnly = await shot(path, true);
      expect(await pixelsApart(styled, inlineOnly), path).toBe(0);
    }
  });

  test("a cached page draws its icons from its own symbols, without the sprite's request", async ({
    browser,
  }) => {
    // lib/server/http/inline-icons.ts: the icons are on the first paint, also where the sprite
    // file never arrives. Scripts off: what is seen is the cached HTML as it came.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', domain: 'localhost', path: '/' }]);
    const page = await context.newPage();
    const sprites: string[] = [];
    await page.route(/\/icons\/[\w-]+\.svg/, (route) => {
      sprites.push(route.request().url());
      return route.abort();
    });
    for (const path of ['/', '/login', '/landers/gallery']) {
      await expect
        .poll(async () => (await page.request.get(path)).headers()['x-heartline-cache'])
        .toBe('hit');
      await page.goto(path);
      const uses = await page.locator('svg.bi use').evaluateAll((els) =>
        els.map((el) => {
          const href = el.getAttribute('href') ?? '';
          return { href, symbol: href.startsWith('#') && document.getElementById(href.slice(1))?.tagName };
        }),
      );
      expect(uses.length, path).toBeGreaterThan(0);
      for (const use of uses)
        expect(use, path).toEqual({ href: expect.stringMatching(/^#hl-ui-/), symbol: 'symbol' });
      // The brand's heart is drawn: its box holds pixels of more than one colour.
      const png = await page.locator('svg.bi-heart-fill').first().screenshot();
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const colours = new Set<string>();
      for (let i = 0; i < data.length; i += info.channels)
        colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      expect(colours.size, path).toBeGreaterThan(1);
    }
    expect(sprites).toEqual([]);
    await context.close();
  });

  test('the 404 page is cached per path with its status', async ({ request }) => {
    const path = `/no-such-page-${Date.now()}`;
    const first = await request.get(path, { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(first.status()).toBe(404);
    expect(first.headers()['x-heartline-cache']).toBe('miss');
    expect(first.headers()['content-security-policy']).toMatch(/'nonce-/);
    const second = await request.get(path, { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(second.status()).toBe(404);
    expect(second.headers()['x-heartline-cache']).toBe('hit');
    expect(await second.text()).toBe(await first.text());
  });

  test("a logged-in member never gets a visitor's cached page", async ({ page, request }) => {
    // The visitors' copy of / exists (twice asked: the second is a hit).
    await request.get('/', { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(
      (await request.get('/', { headers: { cookie: 'NEXT_LOCALE=en' } })).headers()['x-heartline-cache'],
    ).toBe('hit');

    const login = await page.request.post('/api/user.php', { data: DEMO });
    expect(login.ok()).toBe(true);
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['x-heartline-cache']).toBeUndefined();
    expect(res?.headers()['content-security-policy']).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      msg('en', 'home.welcomeBack').replace('{name}!', '').trim(),
    );
    await expect(page.getByRole('heading', { name: msg('en', 'home.heroTitle') })).toHaveCount(0);
  });
});
