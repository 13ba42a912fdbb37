import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { signInToConsole } from './support/admin';
import { expectAccessible } from './support/axe';

// The owner's dashboard (issue 15): a visitor's lander views reach it through our server's
// counter (cached or rendered, flushed every 30 s), the owner sees the charts drawn by chart.js
// with their tables, and downloads the same rows as CSV.
test.describe('console dashboard', () => {
  test('lander views are counted; the owner sees charts and tables and downloads the CSV', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await signInToConsole(page, 'owner');
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    const today = new Date().toISOString().slice(0, 10);
    const visitsToday = async () => {
      const res = await page.request.get(`/api/admin/dashboard?from=${today}&to=${today}`);
      expect(res.status()).toBe(200);
      return (await res.json()).totals.visits as number;
    };
    const before = await visitsToday();

    // A visitor opens a lander twice (the second answer may come from the page cache).
    const visitor = await browser.newContext();
    const lander = await visitor.newPage();
    for (let i = 0; i < 2; i++) {
      const res = await lander.goto('/landers/gallery');
      expect(res?.status()).toBe(200);
    }
    await visitor.close();
    // Counted in the server's memory, written at its next flush (every 30 s).
    await expect.poll(visitsToday, { timeout: 70_000, intervals: [2_000] }).toBeGreaterThanOrEqual(before + 2);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // chart.js draws on a canvas, loaded in its own chunk after the page.
    const activityChart = page.getByRole('img', { name: /Line chart of lander visits/ });
    await expect(activityChart).toBeVisible();
    await expect(activityChart).toHaveJSProperty('tagName', 'CANVAS');
    const table = page.getByRole('table', { name: 'Activity per day' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Lander visits' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(30 + 2); // header, 30 days, totals
    await expect(table.locator('tfoot').getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expectAccessible(page, '/admin/dashboard');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^heartline-dashboard-all-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^site_id,site,day,lander_visits,bounce_logged_visits,bounces,signups,confirmations,first_purchases,member_messages/);
    // One row per site and day: 30 days times the sites the owner sees.
    expect((lines.length - 1) % 30).toBe(0);
    expect(lines.length).toBeGreaterThan(30);
    const todays = lines.filter((l) => l.split(',')[2] === today);
    expect(todays.reduce((n, l) => n + Number(l.split(',')[3]), 0)).toBeGreaterThanOrEqual(before + 2);
  });
});
