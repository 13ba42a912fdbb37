import { expect, test } from './fixtures';
import { text } from './support/mail-flows';
import { expectAccessible } from './support/axe';
import { SignupFlowPage } from './pages/signup-page';

// Landers (issue 13) as a visitor from an ad meets them: each of the eight designs and
// tinderswipe renders its heading, keeps ?network=x&sub1=y, and its signup sends them (the API
// stores what it is sent: tests/api/signup.test.ts "stores the tracking parameters"); axe finds
// no serious or critical violation. Member landings show the member and lead to the signup
// that opens a chat with them.

const NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
const QUERY = '?network=x&sub1=y';
const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The tracking parameters the signup store keeps in sessionStorage (stores/signup-store.ts). */
async function storedTracking(page: import('@playwright/test').Page) {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('heartline-signup') ?? '{}').state?.tracking ?? null,
  );
}

test.describe('landers', () => {
  for (const name of NAMES) {
    test(`${name}: heading, tracking kept, accessible`, async ({ page }) => {
      await page.goto(`/landers/${name}${QUERY}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t(`landers.${name}.headline`) }),
      ).toBeVisible();
      await expect(page.locator(`[data-lander="${name}"]`)).toBeVisible();
      await expect.poll(() => storedTracking(page)).toEqual({ network: 'x', sub1: 'y' });
      await expect(page.getByTestId('lander-cta').first()).toHaveAttribute(
        'href',
        /\/signup\?network=x&sub1=y$/,
      );
      if (name === 'video' || name === 'transitionsvideolanding') {
        const video = page.getByTestId('lander-video');
        await expect(video).toHaveAttribute('poster', /\/landers\/.+\.jpg$/);
        await expect(video.locator('track')).toHaveAttribute('src', '/landers/captions/en.vtt');
        const clip = await page.request.get((await video.locator('source').getAttribute('src'))!);
        expect(clip.status()).toBe(200);
      }
      await expectAccessible(page, `/landers/${name}`);
    });
  }

  test('a signup from a lander sends its tracking parameters and is created', async ({ page }) => {
    await page.goto(`/landers/gallery${QUERY}`);
    // The page keeps the parameters once it is interactive; a visitor browses on after that.
    await expect.poll(() => storedTracking(page)).toEqual({ network: 'x', sub1: 'y' });
    // Browse on without the parameters first: what the lander URL carried stays.
    await page.goto('/landers/iconslanding');
    await page.getByTestId('lander-cta').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const flow = new SignupFlowPage(page, dialog);
    const id = unique();
    await flow.fillAccount({
      email: `e2e-lander-${id}@heartline.local`,
      name: `Lander${id.slice(-5)}`,
      password: 'heartline-e2e-lander',
      dateOfBirth: '1990-06-01',
      gender: 'male',
      interest: 'women',
    });
    const sent = page.waitForRequest((r) => r.url().includes('/api/signup.php') && r.method() === 'POST');
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/signup.php') && r.request().method() === 'POST',
    );
    await flow.submitAccount();
    expect((await sent).postDataJSON().tracking).toEqual({ network: 'x', sub1: 'y' });
    expect((await answered).status()).toBe(201);
    await expect(page).toHaveURL(/\/complete-signup/);
  });

  test('alonetonight: "Chat with {name}" starts the signup with a message to that member', async ({
    page,
  }) => {
    await page.goto(`/landers/alonetonight${QUERY}`);
    const cta = page.getByTestId('lander-cta');
    const id = /\/members\/(\d+)\/signup\?network=x&sub1=y$/.exec(
      (await cta.getAttribute('href')) ?? '',
    )?.[1];
    expect(id, 'the CTA leads to a member signup').toBeTruthy();
    const name = (await page.locator('figcaption .fw-semibold').first().textContent())!.trim();
    await cta.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(t('signup.message.field', { name }), { exact: true })).toBeVisible();
  });

  test('tinderswipe: swipe by pointer and keys, then the signup', async ({ page }) => {
    await page.goto(`/landers/tinderswipe${QUERY}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('landers.tinderswipe.headline') }),
    ).toBeVisible();
    await expectAccessible(page, '/landers/tinderswipe');
    const card = page.getByTestId('swipe-card');
    const first = await card.getAttribute('data-profile-id');
    // Drag the first card to the right with the mouse.
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(card).not.toHaveAttribute('data-profile-id', first!);
    // The rest with the keyboard, then the buttons, until the stack is done.
    await card.focus();
    await page.keyboard.press('ArrowLeft');
    while (await card.isVisible())
      await page.getByRole('button', { name: t('landers.tinderswipe.like') }).click();
    await expect(page.getByTestId('swipe-done')).toBeVisible();
    await page.getByTestId('swipe-done').getByTestId('lander-cta').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await storedTracking(page)).toEqual({ network: 'x', sub1: 'y' });
  });

  test('member landings show the member and lead to the signup that writes to them', async ({ page }) => {
    await page.goto('/');
    const link = page.getByTestId('profile-grid').getByRole('link').first();
    const id = /\/members\/(\d+)/.exec((await link.getAttribute('href')) ?? '')![1];
    const name = (await link.locator('.fw-semibold').first().textContent())!.trim();
    for (const path of ['landing', 'landing2', 'landing3/summer']) {
      await page.goto(`/members/${id}/${path}${QUERY}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByTestId('member-landing-cta')).toHaveAttribute(
        'href',
        `/members/${id}/signup?network=x&sub1=y`,
      );
      await expectAccessible(page, `/members/{id}/${path}`);
    }
    await page.goto(`/members/${id}/landing${QUERY}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('landers.member.headline1', { name }) }),
    ).toBeVisible();
    await page.getByTestId('member-landing-cta').click();
    await expect(page).toHaveURL(new RegExp(`/members/${id}/signup\\?network=x&sub1=y`));
    const flow = new SignupFlowPage(page);
    await expect(flow.heading('signup.page.titleTarget', { name })).toBeVisible();
    expect(await storedTracking(page)).toEqual({ network: 'x', sub1: 'y' });
  });

  test('an unknown lander or a bad slug is a 404; a hidden member sends the ad visitor to the gallery', async ({
    page,
  }) => {
    expect((await page.goto('/landers/nope'))!.status()).toBe(404);
    expect((await page.goto('/landers/gallery/Bad%20Slug'))!.status()).toBe(404);
    await page.goto(`/members/999999999/landing${QUERY}`);
    await expect(page).toHaveURL(/\/landers\/gallery\?network=x&sub1=y$/);
  });
});
