import { expect, test } from './fixtures';
import { demoMember, signUpMember } from './support/members';
import { text } from './support/mail-flows';
import { MembersPage } from './pages/members-page';

// Member search, the profile view and blocking (issue 4, D1): the visitor searches and pages
// (infinite scroll and "Show more"), filters and clears; opens a profile; two members (demo and
// a fresh signup) — one blocks the other, who then finds nothing and sees "You're blocked by
// {name}" with HTTP 404 on the blocker's profile URL.

const t = (key: string, args: Record<string, string | number> = {}) => text('en', key, args);

/** The number in "N members found". */
async function totalOf(members: MembersPage): Promise<number> {
  return Number((await members.count.textContent())!.split(' ')[0]);
}

test.describe('member search', () => {
  test('a visitor searches and pages by scrolling to the end of the list', async ({ page }) => {
    const members = new MembersPage(page);
    await members.goto();
    // The visitor's country is preselected; the first page comes with the count.
    await expect(members.field('country')).toHaveValue('NL');
    await expect(members.count).toHaveText(/^\d+ members found$/);
    expect(await totalOf(members)).toBeGreaterThan(48);
    await expect(members.cards).toHaveCount(24);
    // Scrolling to the end of the list loads the next page by itself (IntersectionObserver).
    await members.more.scrollIntoViewIfNeeded();
    await expect.poll(async () => members.cards.count()).toBeGreaterThanOrEqual(48);
    const ids = await members.ids();
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('"Show more" appends page after page until the last', async ({ page }) => {
    // Without IntersectionObserver (old browsers) the button is the only way on.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    const members = new MembersPage(page);
    await members.goto();
    await expect(members.cards).toHaveCount(24);
    const total = await totalOf(members);
    await members.more.click();
    await expect(members.cards).toHaveCount(48);
    let shown = 48;
    while (shown < total) {
      await members.more.click();
      shown = Math.min(shown + 24, total);
      await expect(members.cards).toHaveCount(shown);
    }
    await expect(members.more).toHaveCount(0);
    const ids = await members.ids();
    expect(new Set(ids).size).toBe(total);
  });

  test('filters are validated, start a new list, persist, and clearing empties results and count', async ({
    page,
  }) => {
    const members = new MembersPage(page);
    await members.goto();
    await expect(members.count).toHaveText(/^\d+ members found$/);
    const total = await totalOf(members);
    await members.field('minAge').fill('17');
    await members.search();
    await expect(members.filters.getByRole('alert')).toHaveText(
      t('members.errors.age_out_of_range', { min: 18, max: 99 }),
    );
    await members.field('minAge').fill('25');
    await members.field('maxAge').fill('35');
    await members.field('gender').selectOption('female');
    await members.search();
    await expect(members.count).not.toHaveText(`${total} members found`);
    await expect(members.count).toHaveText(/^\d+ members? found$/);
    expect(await totalOf(members)).toBeLessThan(total);
    await expect(members.cards.first()).toBeVisible();
    for (const card of (await members.cards.all()).slice(0, 6)) {
      // The age line on its own: a name ending in digits would run into it in the card's text.
      const ageLine = await card.locator('.card-body > .small').textContent();
      const age = Number(ageLine!.match(/(\d+) years/)![1]);
      expect(age).toBeGreaterThanOrEqual(25);
      expect(age).toBeLessThanOrEqual(35);
    }

    // The filters persist: after a reload they are still there.
    await page.reload();
    await expect(members.field('gender')).toHaveValue('female');
    await expect(members.field('minAge')).toHaveValue('25');

    // Clearing empties results and count.
    await members.clear();
    await expect(members.cards).toHaveCount(0);
    await expect(members.count).toHaveText(t('members.resultsTitle'));
    await expect(page.getByText(t('members.startHint'))).toBeVisible();
  });

  test('a visitor opens a profile and is asked to sign up to like or chat', async ({ page }) => {
    const members = new MembersPage(page);
    await members.goto();
    const first = members.cards.first();
    const name = (await first.locator('.fw-semibold span').first().textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/members\/\d+$/);
    await expect(page.getByTestId('profile-name')).toContainText(name);
    await expect(page).toHaveTitle(new RegExp(name));
    await page
      .getByTestId('visitor-actions')
      .getByRole('button', { name: t('profileView.like') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('blocking', () => {
  test('a member blocks demo; demo no longer finds them and sees "You\'re blocked by {name}"', async ({
    browser,
  }) => {
    const demo = await demoMember(browser);
    const blocker = await signUpMember(browser, {
      tag: 'search',
      namePrefix: 'Blocker',
      dateOfBirth: '1993-04-01',
      country: 'NL',
    });
    // Every page of demo's search: members with a photo come first, so the fresh member without
    // one is on a later page.
    const searchIds = async () => {
      const ids: number[] = [];
      let cursor = '';
      do {
        const answer = (await (
          await demo.page.request.get(`/api/search.php?gender=female&country=NL&cursor=${cursor}`)
        ).json()) as { profiles: { id: number }[]; next_cursor: string | null };
        ids.push(...answer.profiles.map((p) => p.id));
        cursor = answer.next_cursor ?? '';
      } while (cursor);
      return ids;
    };
    expect(await searchIds()).toContain(blocker.profileId);

    // The new member opens demo's profile and blocks it, after confirming.
    await blocker.page.goto(`/members/${demo.profileId}`);
    await expect(blocker.page.getByTestId('profile-name')).toContainText(demo.name);
    await blocker.page.getByRole('button', { name: t('blocks.block', { name: demo.name }) }).click();
    const dialog = blocker.page.getByTestId('block-confirm');
    await expect(dialog).toContainText(t('blocks.confirmTitle', { name: demo.name }));
    await dialog.getByRole('button', { name: t('blocks.confirm'), exact: true }).click();
    await expect(blocker.page.getByTestId('blocked-by-me')).toContainText(
      t('profileView.youBlocked', { name: demo.name }),
    );

    // Demo: gone from the search, and the profile URL is a 404 that names the blocker.
    expect(await searchIds()).not.toContain(blocker.profileId);
    const response = await demo.page.goto(`/members/${blocker.profileId}`);
    expect(response?.status()).toBe(404);
    await expect(demo.page.getByRole('heading', { level: 1 })).toHaveText(
      t('blocks.blockedBy', { name: blocker.name }),
    );
    const like = await demo.page.request.post('/api/like.php', { data: { profile_id: blocker.profileId } });
    expect(like.status()).toBe(403);
    expect(await like.json()).toEqual({ error: 'blocked', name: blocker.name });

    // Unblocking lets demo see the profile again.
    await blocker.page.getByRole('button', { name: t('blocks.unblock', { name: demo.name }) }).click();
    await expect(blocker.page.getByTestId('member-actions')).toBeVisible();
    const again = await demo.page.goto(`/members/${blocker.profileId}`);
    expect(again?.status()).toBe(200);
    await expect(demo.page.getByTestId('profile-name')).toContainText(blocker.name);

    await demo.context.close();
    await blocker.context.close();
  });
});
