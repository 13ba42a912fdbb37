import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO } from './support/accounts';
import { signUpMember, type Member } from './support/members';

// Issue 9 item 7 in the browser: the security headers, and proof that the page CSP (a nonce per
// request, 'strict-dynamic', no 'unsafe-inline' for scripts) stops a script in a bio or a chat
// message even if our escaping were bypassed, while the app itself runs without a violation.

/** Hostile markup as a member could type it: a script element and an inline event handler. */
const HOSTILE = '<script>window.__pwned=1</script><img src=x onerror=window.__pwned=2>';
/** The same as React escapes it into the HTML (text content). */
const HOSTILE_ESCAPED = HOSTILE.replaceAll('<', '&lt;').replaceAll('>', '&gt;');

type Violation = { directive: string; blockedURI: string; source: string };

/**
 * Records CSP violations (the securitypolicyviolation event) in every document of the context,
 * and returns the CSP errors the page logs on its console. Once per context.
 */
async function watchCsp(context: BrowserContext, page: Page): Promise<{ console: string[] }> {
  // Injected by the browser itself (DevTools protocol), so the page's CSP does not apply to it.
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push({
        directive: e.effectiveDirective,
        blockedURI: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      }),
    );
  });
  const seen = { console: [] as string[] };
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.console.push(m.text());
  });
  return seen;
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null);
/** Waits until React has hydrated an element (its fiber is attached): the page's scripts ran. */
const expectHydrated = (page: Page, selector: string) =>
  expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))),
    )
    .toBe(true);

test.describe('security headers', () => {
  test('a page has a nonce CSP that every script of the HTML carries, plus the static headers', async ({
    request,
  }) => {
    // A query of its own: a page rendered for this request, not the page cache's copy of /login
    // (which carries its scripts' hashes instead of a nonce: page-cache.spec.ts).
    const fresh = () => `/login?render=${Date.now()}-${Math.random()}`;
    const res = await request.get(fresh());
    expect(res.status()).toBe(200);
    const h = res.headers();
    const csp = h['content-security-policy'];
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp)?.[1];
    expect(nonce, csp).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const d of ["default-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"]) {
      expect(csp).toContain(d);
    }
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['permissions-policy']).toContain('geolocation=(self)');
    // The hreflang alternates name the site's own origin.
    expect(h['link']).toMatch(/<http:\/\/localhost:\d+\/nl\/login>; rel="alternate"; hreflang="nl"/);

    // Every script element Next rendered (framework, chunks, the inline RSC payload) has the nonce.
    const html = await res.text();
    // JSON-LD is data, never run (it needs no nonce); every other script element carries it.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((t) => !t.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);

    // A fresh nonce on the next request.
    const again = (await request.get(fresh())).headers()['content-security-policy'];
    expect(again).not.toContain(`'nonce-${nonce}'`);
  });

  test('an API answer and a media file get the static headers and a closed CSP', async ({ request }) => {
    for (const path of ['/api/settings.php', '/api/user.php']) {
      const h = (await request.get(path)).headers();
      expect(h['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['x-frame-options'], path).toBe('DENY');
      expect(h['permissions-policy'], path).toContain('microphone=()');
    }
    const media = await request.get('/media/does-not-exist.jpg');
    expect(media.status()).toBe(404);
    expect(media.headers()['x-content-type-options']).toBe('nosniff');
    expect(media.headers()['content-security-policy']).toMatch(/^default-src 'none';.*sandbox$/);
  });
});

test.describe('a script in a bio or a chat message never runs', () => {
  let author: Member;
  let reader: Member;
  let seen: { console: string[] };

  test.beforeAll(async ({ browser }) => {
    author = await signUpMember(browser, { tag: 'csp-author', namePrefix: 'Mallory', dateOfBirth: '1990-02-02' });
    reader = await signUpMember(browser, { tag: 'csp-reader', namePrefix: 'Reader', dateOfBirth: '1991-03-03' });
    const res = await author.page.request.put('/api/profile.php', { data: { about: HOSTILE } });
    expect(res.status(), await res.text()).toBe(200);
    seen = await watchCsp(reader.context, reader.page);
  });

  test.afterAll(async () => {
    await author?.context.close();
    await reader?.context.close();
  });

  test('a bio: shown as text; raw in the HTML (escaping bypassed) or put into the DOM it is blocked', async () => {
    const page = reader.page;
    const profileUrl = `/members/${author.profileId}`;

    // As served: the markup is text, nothing runs, no violation at all.
    await page.goto(profileUrl);
    await expect(page.getByText(HOSTILE)).toBeVisible();
    await expectHydrated(page, 'main');
    expect(await pwned(page)).toBeNull();
    expect(await violations(page)).toEqual([]);

    // Escaping bypassed: the server's HTML carries the bio raw (with the page's real CSP and nonce).
    // page.route never sees a request the service worker answers (Playwright): the next load
    // goes to the network once the worker is unregistered (it registers again on that page).
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    let replaced = 0;
    await page.route(`**${profileUrl}`, async (route) => {
      const original = await route.fetch();
      const body = (await original.text()).replaceAll(HOSTILE_ESCAPED, () => {
        replaced++;
        return HOSTILE;
      });
      await route.fulfill({ response: original, body });
    });
    await page.goto(profileUrl);
    expect(replaced).toBeGreaterThan(0);
    await expect
      .poll(async () => (await violations(page)).map((v) => v.directive).sort())
      .toEqual(expect.arrayContaining(['script-src-attr', 'script-src-elem']));
    expect(await pwned(page)).toBeNull();
    // The page's own scripts still ran.
    await expectHydrated(page, 'main');
    await page.unroute(`**${profileUrl}`);

    // Put into the DOM after load (an innerHTML somewhere): the handler is refused too.
    await page.goto(profileUrl);
    const before = (await violations(page)).length;
    await page.getByText(HOSTILE).evaluate((el, html) => {
      el.innerHTML = html;
    }, HOSTILE);
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(before);
    expect((await violations(page)).at(-1)?.directive).toBe('script-src-attr');
    expect(await pwned(page)).toBeNull();
    expect(seen.console.length).toBeGreaterThan(0); // the browser reported them as CSP errors
  });

  test('a chat message: shown as text; put into the DOM its handler is blocked', async () => {
    const sent = await author.page.request.post('/api/chat.php', {
      data: { profile_id: reader.profileId, kind: 'text', body: HOSTILE, client_key: crypto.randomUUID() },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const { conversation_id: conversationId } = (await sent.json()) as { conversation_id: number };

    const page = reader.page;
    await page.goto(`/chats/${conversationId}`);
    const bubble = page.getByTestId('message-bubble').filter({ hasText: HOSTILE });
    await expect(bubble).toBeVisible();
    expect(await pwned(page)).toBeNull();
    expect(await violations(page)).toEqual([]);

    await bubble.evaluate((el, html) => {
      el.insertAdjacentHTML('beforeend', html);
    }, HOSTILE);
    await expect.poll(async () => (await violations(page)).map((v) => v.directive)).toContain('script-src-attr');
    expect(await pwned(page)).toBeNull();
  });
});

test.describe('the app runs under its CSP', () => {
  test('home, login and a member page hydrate, and logging in works, without a CSP violation', async ({
    context,
    page,
    loginPage,
    topBar,
  }) => {
    const seen = await watchCsp(context, page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/');
    await expectHydrated(page, 'main');
    expect(await violations(page)).toEqual([]);

    await loginPage.goto();
    await expectHydrated(page, 'main form');
    await loginPage.login(DEMO, /\/$/);
    await topBar.expectLoggedIn();
    expect(await violations(page)).toEqual([]);

    // A member page, reached through the members list (client-side navigation).
    await page.goto('/members');
    await page.getByTestId('member-card').first().click(); // the card is the link
    await page.waitForURL(/\/members\/\d+$/);
    await expectHydrated(page, 'main');
    await page.reload();
    await expectHydrated(page, 'main');
    expect(await violations(page)).toEqual([]);

    expect(seen.console).toEqual([]);
    expect(errors).toEqual([]);
  });
});
