import { expect, test } from './fixtures';
import { msg } from './support/messages';
import { text } from './support/mail-flows';

// Issue 13, legal pages and search engines, tried as a visitor would: every footer link answers
// 200 with its heading (en and de), sitemap.xml and robots.txt per host, a complaint is sent,
// /members has results in the server HTML, and the SEO tags every page carries. axe-core checks
// these pages through support/a11y-routes.ts (accessibility.spec.ts).

/** The heading each footer link's page shows (pricing is the payments page: any h1). */
const HEADINGS: Record<string, string | null> = {
  terms: 'legal.terms.title',
  privacy: 'legal.privacy.title',
  cookies: 'legal.cookies.title',
  ban: 'legal.ban.title',
  pricing: null,
  complaints: 'complaints.title',
  returns: 'legal.returnPolicy.title',
  faq: 'legal.faq.title',
  service: 'legal.service.title',
};

for (const locale of ['en', 'de'] as const) {
  test(`every footer link answers 200 with its heading (${locale})`, async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    const home = locale === 'en' ? `http://localhost:${port}/` : `http://de.localhost:${port}/de`;
    await page.goto(home);
    const footer = page.locator('footer nav');
    const links = await footer.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toHaveLength(9);
    for (const [key, heading] of Object.entries(HEADINGS)) {
      const link = footer.getByRole('link', { name: msg(locale, `footer.${key}`), exact: true });
      const href = await link.getAttribute('href');
      const res = await page.goto(new URL(href!, home).toString());
      expect(res?.status(), `${key}: ${href}`).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      if (heading) await expect(h1).toHaveText(text(locale, heading));
      else await expect(h1).toBeVisible();
    }
  });
}

test('the legal pages name the site’s company and dial the support phone without dashes or spaces', async ({ page }) => {
  await page.goto('/pages/service');
  const details = page.getByTestId('company-details');
  const tel = details.locator('a[href^="tel:"]');
  expect(await tel.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  await page.goto('/pages/terms');
  // The demo company was added on 2024-03-01, after 2023-12-01 12:00 UTC: its date wins.
  await expect(page.getByTestId('version-date')).toHaveText(text('en', 'legal.versionDate', { date: '1 March 2024' }));
});

test('every page carries the RTA label, Open Graph tags and Organization data; legal pages a canonical on the site’s domain', async ({ page, baseURL }) => {
  await page.goto('/pages/faq');
  await expect(page.locator('meta[name="RATING"]')).toHaveAttribute('content', 'RTA-5042-1996-1400-1577-RTA');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /FAQ|questions/i);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pages/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', `${baseURL}/de/pages/faq`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({ '@type': 'Organization', name: 'Heartline' });
  await page.goto('/chats');
  await expect(page.locator('meta[name="RATING"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('sitemap.xml and robots.txt differ between localhost and de.localhost', async ({ request, baseURL }) => {
  const port = new URL(baseURL!).port;
  // Node does not resolve *.localhost as browsers do: ask localhost with the other Host.
  const get = async (host: string, path: string) => {
    const res = await request.get(`http://localhost:${port}${path}`, { headers: { host: `${host}:${port}` } });
    expect(res.status(), `${host}${path}`).toBe(200);
    return res.text();
  };
  const [mainMap, deMap, mainRobots, deRobots] = await Promise.all([
    get('localhost', '/sitemap.xml'),
    get('de.localhost', '/sitemap.xml'),
    get('localhost', '/robots.txt'),
    get('de.localhost', '/robots.txt'),
  ]);
  expect(mainMap).toContain(`<loc>http://localhost:${port}/pages/terms</loc>`);
  expect(deMap).toContain(`<loc>http://de.localhost:${port}/de/pages/terms</loc>`);
  expect(deMap).not.toContain(`http://localhost:${port}/`);
  expect(mainMap).toContain('hreflang="de-DE"');
  expect(mainMap).toMatch(/\/members\/\d+<\/loc>/);
  expect(mainRobots).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
  expect(deRobots).toContain(`Sitemap: http://de.localhost:${port}/sitemap.xml`);
  expect(mainRobots).toContain('Disallow: /chats');
  expect(mainRobots).not.toEqual(deRobots);
});

test('a visitor sends a complaint about a profile and gets a confirmation', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.getByTestId('profile-grid').getByRole('link').first().getAttribute('href');
  const id = /\/members\/(\d+)/.exec(href ?? '')![1];
  await page.goto(`/complaints?profile=${id}`);
  await expect(page.getByTestId('complaint-subject')).toBeVisible();
  await page.getByLabel(msg('en', 'complaints.reason')).selectOption('fake_profile');
  await page.getByLabel(msg('en', 'complaints.text')).fill('This profile keeps asking me for money.');
  await page.getByLabel(msg('en', 'complaints.name')).fill('Vera Visitor');
  const email = `complaint-${Date.now()}@example.test`;
  await page.getByLabel(msg('en', 'complaints.email')).fill(email);
  await page.getByRole('button', { name: msg('en', 'complaints.submit') }).click();
  await expect(page.getByTestId('complaint-sent')).toContainText(msg('en', 'complaints.sentTitle'));
  const list = (await (await request.get('/api/mailbox.php')).json()) as { to: string; subject: string }[];
  expect(list.some((m) => m.to === email)).toBe(true);
});

test('a complaint without a reason says so and sends nothing', async ({ page }) => {
  await page.goto('/complaints');
  await page.getByLabel(msg('en', 'complaints.text')).fill('Something is wrong here.');
  await page.getByLabel(msg('en', 'complaints.email')).fill('x@example.test');
  await page.getByRole('button', { name: msg('en', 'complaints.submit') }).click();
  await expect(page.getByText(text('en', 'complaints.errors.reason_required'))).toBeVisible();
  await expect(page.getByTestId('complaint-sent')).toHaveCount(0);
});

test('/members shows results in the server HTML for a visitor', async ({ request }) => {
  const html = await (await request.get('/members')).text();
  const cards = html.match(/data-testid="member-card"/g) ?? [];
  expect(cards.length).toBeGreaterThan(0);
});

test('a used or forged one-click link leads to the expired page, never indexed', async ({ page, request }) => {
  const res = await request.get(`/t/${'A'.repeat(43)}`, { maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers()['x-robots-tag']).toContain('noindex');
  await page.goto(`/t/${'A'.repeat(43)}`);
  await expect(page).toHaveURL(/\/t\/expired$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'oneClick.expiredTitle'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the signup form names the terms version it asks to accept, linking terms and privacy', async ({ page }) => {
  await page.goto('/signup');
  const consent = page.locator('main form p', { hasText: '1 March 2024' });
  await expect(consent).toBeVisible();
  for (const path of ['/pages/terms', '/pages/privacy']) {
    const href = await consent.locator(`a[href$="${path}"]`).getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
  }
});
