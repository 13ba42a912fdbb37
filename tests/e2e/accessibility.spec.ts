import { expect, test } from './fixtures';
import { DEMO, apiLogin } from './support/accounts';
import { MEMBER_ROUTES, VISITOR_ROUTES, type A11yRoute } from './support/a11y-routes';
import { expectAccessible } from './support/axe';

// Issue 11, item 3: axe-core (WCAG 2.1 A and AA) on every route of support/a11y-routes.ts,
// logged out and logged in as the demo member, failing on any serious or critical violation.
// Modals that open on load (activation reminder, new likes, …) are checked with the page.

async function visit(page: import('@playwright/test').Page, route: A11yRoute) {
  const path = typeof route.path === 'string' ? route.path : await route.path(page);
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('load');
  if (route.ready) await route.ready(page);
}

test.describe('accessibility, logged out', () => {
  for (const route of VISITOR_ROUTES) {
    test(route.name, async ({ page }) => {
      await visit(page, route);
      await expectAccessible(page, route.name);
    });
  }
});

test.describe('accessibility, logged in as the demo member', () => {
  test.beforeEach(async ({ page }) => {
    await apiLogin(page.request, DEMO);
  });

  for (const route of MEMBER_ROUTES) {
    test(route.name, async ({ page }) => {
      await visit(page, route);
      await expectAccessible(page, route.name);
    });
  }
});
