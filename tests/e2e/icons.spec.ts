// Icons as SVG sprites (issue 10): in Chromium the top bar's icon draws from the sprite
// (public/icons/ui.svg, referenced by <use>) under the page CSP without a violation, the sprite
// is cached for a year, and the offline page still draws its icon when the network is cut (the
// service worker keeps the sprite from its install). On a member's page: a cached public page
// draws its icons from symbols of its own (tests/e2e/page-cache.spec.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, DEMO } from './support/accounts';
import { msg } from './support/messages';

type Violation = { directive: string; blockedURI: string };

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

/** The area the icon's <use> draws: 0 while its sprite is not there or lacks the symbol. */
const drawnArea = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((svg) => {
      const box = (svg.querySelector('use') as SVGUseElement).getBBox();
      return box.width * box.height;
    });

test.describe('icons', () => {
  test('the top bar icon draws from the sprite, with no CSP violation, cached for a year', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      const w = window as unknown as { __cspViolations: Violation[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__cspViolations.push({ directive: e.effectiveDirective, blockedURI: e.blockedURI }),
      );
    });
    const cspConsole: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspConsole.push(m.text());
    });
    await apiLogin(page.request, DEMO);
    const sprite = page.waitForResponse((r) => new URL(r.url()).pathname === '/icons/ui.svg');
    await page.goto('/members');
    const brandIcon = 'header .navbar-brand svg.bi-heart-fill';
    const href = await page.locator(`${brandIcon} use`).getAttribute('href');
    expect(href).toMatch(/^\/icons\/ui\.svg\?v=[0-9a-f]{10}#heart-fill$/);
    const res = await sprite;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const box = await page.locator(brandIcon).boundingBox();
    expect(box!.width * box!.height).toBeGreaterThan(0);
    await expect.poll(() => drawnArea(page, brandIcon)).toBeGreaterThan(0);
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    );
    expect(violations).toEqual([]);
    expect(cspConsole).toEqual([]);
  });

  test('interest icons draw from their own sprite on the profile page', async ({ page }) => {
    await apiLogin(page.request, DEMO);
    await page.goto('/profile');
    const hiking = 'svg.bi-person-walking';
    await expect(page.locator(`${hiking} use`).first()).toHaveAttribute(
      'href',
      /^\/icons\/interests\.svg\?v=[0-9a-f]{10}#person-walking$/,
    );
    await expect.poll(() => drawnArea(page, hiking)).toBeGreaterThan(0);
  });

  test('the offline page draws its icon without the network', async ({ page, context }) => {
    await apiLogin(page.request, DEMO);
    await page.goto('/members');
    await controlled(page);
    const href = await page
      .locator('header .navbar-brand svg.bi-heart-fill use')
      .first()
      .getAttribute('href');
    const spriteUrl = href!.split('#')[0];
    // Kept by the worker at install, under the URL this build's pages reference.
    await expect
      .poll(() =>
        page.evaluate(
          async (url) => Boolean(await (await caches.open('heartline-icons')).match(url)),
          spriteUrl,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.goto('/members');
      await expect(page.getByRole('heading', { level: 1, name: msg('en', 'offline.title') })).toBeVisible();
      await expect.poll(() => drawnArea(page, 'main svg.bi-wifi-off')).toBeGreaterThan(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
