import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, apiLogin } from './support/accounts';
import { demoMember, signUpMember } from './support/members';
import { text } from './support/mail-flows';

// Likes and matches between two real members: demo and a member who signs up in the test
// (POST /api/signup.php, activated through the mailbox). A received like shows in the top bar's
// badge and in /likes/received, and opening the profile clears it; liking back is a match that
// both see in /likes/matches and in the match view; the like modal opens after ?t= seconds.

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);

/** The number in the top bar's new-likes badge (0 when none is shown). */
async function newLikesBadge(page: Page): Promise<number> {
  const badge = page
    .locator('header.navbar')
    .getByRole('link', { name: new RegExp(t('nav.likes')) })
    .locator('.badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden="true"]').textContent())?.replace('+', ''));
}

const card = (page: Page, tab: string, profileId: number) =>
  page.getByTestId(`likes-list-${tab}`).locator(`[data-profile-id="${profileId}"]`);

test.describe('likes and matches', () => {
  test('a received like shows in the badge and clears on opening; liking back is a match for both', async ({
    browser,
  }) => {
    const fresh = await signUpMember(browser, {
      tag: 'likes',
      namePrefix: 'Liker',
      dateOfBirth: '1992-06-01',
    });
    const demo = await demoMember(browser);

    // The fresh member likes demo.
    const liked = await fresh.page.request.post('/api/like.php', { data: { profile_id: demo.profileId } });
    expect(await liked.json()).toMatchObject({ liked: true, match: false });

    // Demo sees it: in the received tab (marked new) and in the top bar's badge.
    await demo.page.goto('/likes/received');
    const received = card(demo.page, 'received', fresh.profileId);
    await expect(received).toBeVisible();
    await expect(received.getByText(t('likes.new'), { exact: true })).toBeVisible();
    await expect.poll(() => newLikesBadge(demo.page)).toBeGreaterThan(0);
    const before = await newLikesBadge(demo.page);
    // Seeing the card (and whatever the router prefetches) is not opening the profile.
    await demo.page.waitForTimeout(2_000);
    const listed = await (await demo.page.request.get('/api/likes.php')).json();
    expect(listed.liked_by).toContainEqual({ id: fresh.profileId, like_new: true });

    // Opening that profile clears its like_new; the badge drops by one.
    await received.getByRole('link', { name: t('likes.open', { name: fresh.name }) }).click();
    await demo.page.waitForURL(`**/members/${fresh.profileId}`);
    await expect.poll(() => newLikesBadge(demo.page)).toBe(before - 1);
    // The badge drops at once; the page tells the server right after (POST /api/like-seen.php).
    await expect
      .poll(async () => (await (await demo.page.request.get('/api/likes.php')).json()).liked_by)
      .toContainEqual({ id: fresh.profileId, like_new: false });

    // Back on the list, no longer new; liking back makes the match and opens the match view.
    await demo.page.goto('/likes/received');
    await expect(received.getByText(t('likes.new'), { exact: true })).toHaveCount(0);
    await received.getByRole('button', { name: t('likes.likeBackName', { name: fresh.name }) }).click();
    await demo.page.waitForURL(`**/likes/m/${fresh.profileId}`);
    await expect(demo.page.getByRole('heading', { name: t('likes.match.title') })).toBeVisible();
    await expect(
      demo.page.getByRole('link', { name: t('likes.match.chat', { name: fresh.name }) }),
    ).toHaveAttribute('href', `/members/${fresh.profileId}/chat`);
    await expect(demo.page.getByRole('link', { name: t('likes.match.profile') })).toHaveAttribute(
      'href',
      `/members/${fresh.profileId}`,
    );

    // Both see the match in their matches tab.
    await demo.page.goto('/likes/matches');
    await expect(card(demo.page, 'matches', fresh.profileId)).toBeVisible();
    await fresh.page.goto('/likes/matches');
    const theirs = card(fresh.page, 'matches', demo.profileId);
    await expect(theirs).toBeVisible();
    await theirs.getByRole('link').first().click();
    await fresh.page.waitForURL(`**/likes/m/${demo.profileId}`);
    await expect(fresh.page.getByText(t('likes.match.text', { name: demo.name }))).toBeVisible();

    // Taking the like back ends the match: the match view is a 404 then.
    const unlike = await fresh.page.request.delete(`/api/like.php?profile_id=${demo.profileId}`);
    expect(await unlike.json()).toMatchObject({ liked: false, match: false });
    const gone = await fresh.page.goto(`/likes/m/${demo.profileId}`);
    expect(gone?.status()).toBe(404);

    await fresh.context.close();
    await demo.context.close();
  });

  test('the like modal opens after ?t= seconds, drops t from the URL and leads to the profile', async ({
    browser,
  }) => {
    const fresh = await signUpMember(browser, {
      tag: 'likes',
      namePrefix: 'Liker',
      dateOfBirth: '1992-06-01',
    });
    const demo = await demoMember(browser);
    await fresh.page.request.post('/api/like.php', { data: { profile_id: demo.profileId } });

    await demo.page.goto(`/likes/sent?t=2&liked=${fresh.profileId}`);
    const modal = demo.page.getByRole('dialog', { name: t('likeModal.title', { name: fresh.name }) });
    await expect(modal).toBeVisible({ timeout: 8_000 });
    await expect(demo.page).toHaveURL(new RegExp(`/likes/sent\\?liked=${fresh.profileId}$`));
    await modal.getByRole('button', { name: t('likeModal.view') }).click();
    await demo.page.waitForURL(`**/members/${fresh.profileId}`);

    await fresh.context.close();
    await demo.context.close();
  });

  test('unknown tabs and non-matches are 404s; visitors are sent to log in', async ({ page }) => {
    expect((await page.goto('/likes/favourites'))?.status()).toBe(404);
    await page.goto('/likes');
    await page.waitForURL('**/login');
    await apiLogin(page.request, DEMO);
    expect((await page.goto('/likes/m/1'))?.status()).toBe(404);
    await page.goto('/likes');
    await expect(page.getByRole('link', { name: new RegExp(t('likes.tabs.received')) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
