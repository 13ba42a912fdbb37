// Installable app and web push (issue 14), in Chromium as a new member meets them: the service
// worker registers and controls the page, each site has its own manifest, the offline page
// shows when the network is cut, Chromium's own installability check passes on both demo
// sites, the push alert appears and stays dismissed, a subscription made through the page's own
// code is stored, and a push delivered through CDP reaches the page (NEW_PUSH_MESSAGE).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { apiLogin, DEMO } from './support/accounts';
import { msg } from './support/messages';

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

test.describe('installable app', () => {
  test('the worker registers and controls the page', async ({ page }) => {
    await page.goto('/');
    await controlled(page);
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  });

  test('localhost and de.localhost have their own manifest and icons', async ({ page, request, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toMatch(/^\/manifest\.webmanifest/);
    const en = await (await request.get('/manifest.webmanifest')).json();
    const de = await (
      await request.get('/manifest.webmanifest', { headers: { host: `de.localhost:${port}` } })
    ).json();
    expect(en).toMatchObject({ name: 'Heartline', start_url: '/', display: 'standalone', scope: '/' });
    expect(de).toMatchObject({ name: 'Herzlinie', start_url: '/de', display: 'standalone' });
    expect(en.icons.map((i: { purpose: string }) => i.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of en.icons) {
      const res = await request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
      expect(res.status()).toBe(200);
    }
    const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(apple!)).status()).toBe(200);
  });

  test("Chromium's installability check passes on / of both demo sites", async ({ baseURL }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which Playwright's contexts
    // are ("in-incognito"): a persistent profile, launched as the project launches Chromium.
    const port = new URL(baseURL!).port;
    const dir = mkdtempSync(path.join(tmpdir(), 'hl-install-'));
    const ctx = await chromium.launchPersistentContext(dir, {
      ...testInfo.project.use.launchOptions,
      headless: true,
    });
    try {
      for (const origin of [`http://localhost:${port}`, `http://de.localhost:${port}`]) {
        const page = await ctx.newPage();
        await page.goto(`${origin}/`);
        await controlled(page);
        const cdp = await ctx.newCDPSession(page);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors, origin).toEqual([]);
        const { url } = await cdp.send('Page.getAppManifest');
        expect(url).toBe(`${origin}/manifest.webmanifest`);
        await cdp.detach();
        await page.close();
      }
    } finally {
      await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the offline page shows in the page language when the network is cut', async ({ page, context }) => {
    await page.goto('/de');
    await controlled(page);
    // The worker keeps this locale's offline page once the app asked it to.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          Boolean(await (await caches.open('heartline-offline-v1')).match('/de/offline')),
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.goto('/de/members');
      await expect(page.getByRole('heading', { level: 1, name: msg('de', 'offline.title') })).toBeVisible();
      await page.goto('/members');
      await expect(page.getByRole('heading', { level: 1, name: msg('en', 'offline.title') })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('push', () => {
  test('the push alert appears for a member and is remembered when dismissed', async ({ page }) => {
    await apiLogin(page.request, DEMO);
    await page.goto('/members');
    const alert = page.getByRole('region', { name: msg('en', 'pushAlert.text') });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await alert.getByRole('button', { name: msg('en', 'alerts.dismiss') }).click();
    await expect(alert).toBeHidden();
    await page.reload();
    await controlled(page);
    await page.waitForFunction(() => localStorage.getItem('heartline-alerts')?.includes('push'));
    // Give the alert every chance to come back: the push state is read again after load.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await expect(alert).toBeHidden();
    // Never on the pages the spec excludes.
    await page.evaluate(() => localStorage.removeItem('heartline-alerts'));
    await page.goto('/notifications');
    await expect(page.getByRole('switch', { name: msg('en', 'pushSwitch.label') })).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('the push alert is on the first paint, before any script of the page, and one alert after', async ({
    page,
  }) => {
    await apiLogin(page.request, DEMO);
    const name = msg('en', 'pushAlert.text');
    // Without the page's chunks only the HTML and its inline scripts count: the server's copy.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/settings');
    await expect(page.getByRole('region', { name })).toBeVisible();
    await page.unrouteAll();
    // With them, the live alert takes the copy's place: one alert, and it works.
    await page.goto('/settings');
    await controlled(page);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    const alert = page.getByRole('region', { name });
    await expect(alert).toHaveCount(1);
    await expect(page.locator('#push-alert-text')).toBeVisible();
    await expect(page.locator('#push-alert-static-text')).toHaveCount(0);
    await alert.getByRole('button', { name: msg('en', 'alerts.dismiss') }).click();
    await expect(alert).toBeHidden();
  });

  test('a subscription made through the page is stored, and a pushed message reaches the page', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await apiLogin(page.request, DEMO);
    await page.goto('/notifications');
    await controlled(page);

    // Headless Chromium here has no route to a push service (closed network): PushManager.subscribe
    // fails. The page's own code then gets a fixed subscription from PushManager (as a browser
    // would hand it over) and posts it itself: what is tested is our path from the switch to
    // the server, not Google's push service.
    const real = await page.evaluate(async () => {
      try {
        const reg = await navigator.serviceWorker.ready;
        const key = Uint8Array.from(
          atob(
            'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
              .replace(/-/g, '+')
              .replace(/_/g, '/'),
          ),
          (c) => c.charCodeAt(0),
        );
        await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
        return 'subscribed';
      } catch (err) {
        return String(err);
      }
    });
    testInfo.annotations.push({ type: 'real PushManager.subscribe', description: real });
    await page.evaluate(() => {
      const fixed = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-fixed-device',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      let current: unknown = null;
      const sub = {
        endpoint: fixed.endpoint,
        toJSON: () => fixed,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function () {
        current = sub;
        return sub as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    });

    const toggle = page.getByRole('switch', { name: msg('en', 'pushSwitch.label') });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    const [stored] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/user.php?push=1') && r.request().method() === 'POST',
      ),
      toggle.click(),
    ]);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toEqual({ subscribed: true });
    expect(stored.request().postDataJSON()).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-fixed-device',
    });
    await expect(toggle).toBeChecked();

    // A push delivered to the worker (CDP, as the push service would) shows and tells the page.
    await page.evaluate(() => {
      (window as unknown as { __sw: unknown[] }).__sw = [];
      navigator.serviceWorker.addEventListener('message', (e) =>
        (window as unknown as { __sw: unknown[] }).__sw.push(e.data),
      );
    });
    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(baseURL!));
        if (mine) resolve(mine.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    const payload = {
      type: 'like',
      title: 'New like!',
      body: 'Carl liked you',
      url: '/likes/received',
      tag: 'likes',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await page.waitForFunction(() =>
      (window as unknown as { __sw: { type: string }[] }).__sw.some((m) => m.type === 'NEW_PUSH_MESSAGE'),
    );
    const got = await page.evaluate(() => (window as unknown as { __sw: unknown[] }).__sw);
    expect(got).toContainEqual({ type: 'NEW_PUSH_MESSAGE', payload });

    // Switching off removes it on the server too.
    const [removed] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/user.php?push=1') && r.request().method() === 'DELETE',
      ),
      toggle.click(),
    ]);
    expect(await removed.json()).toEqual({ subscribed: false });
    await expect(toggle).not.toBeChecked();
  });
});
