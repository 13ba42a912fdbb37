import { expect, test, watchMissingMessages } from './fixtures';
import { signInToConsole } from './support/admin';
import { expectAccessible } from './support/axe';
import { text } from './support/mail-flows';
import { postMailEvents } from './support/mail-events';
import { signUpMember } from './support/members';

// The complaints inbox (issue 15), tried as its users would: a visitor files a complaint about a
// profile on /complaints; the moderator signs in with password and authenticator code, finds it
// in the inbox, reads it with the reported profile, and sets it handled with a note, which the
// history then shows. The mail health page is checked for accessibility on the way.
test.describe('console complaints', () => {
  test('a visitor’s complaint reaches the moderator, who handles it with a note', async ({
    page: visitor,
    browser,
  }) => {
    test.setTimeout(120_000);
    const marker = `Complaint e2e ${Date.now().toString(36)}: this profile asks for my bank details.`;

    // The visitor (the fixture's page: past the entry warning).
    await visitor.goto('/');
    const href = await visitor.getByTestId('profile-grid').getByRole('link').first().getAttribute('href');
    const profileId = /\/members\/(\d+)/.exec(href ?? '')![1];
    await visitor.goto(`/complaints?profile=${profileId}`);
    await expect(visitor.getByTestId('complaint-subject')).toBeVisible();
    await visitor.getByLabel(text('en', 'complaints.reason')).selectOption('privacy');
    await visitor.getByLabel(text('en', 'complaints.text')).fill(marker);
    await visitor.getByLabel(text('en', 'complaints.name')).fill('Vera Visitor');
    await visitor.getByLabel(text('en', 'complaints.email')).fill(`vera-${Date.now()}@example.test`);
    await visitor.getByRole('button', { name: text('en', 'complaints.submit') }).click();
    await expect(visitor.getByTestId('complaint-sent')).toBeVisible();

    // The moderator, in a browser of their own (the console has no entry warning), finds it among
    // the open ones, filtered by its reason.
    const staffContext = await browser.newContext();
    watchMissingMessages(staffContext);
    const page = await staffContext.newPage();
    await signInToConsole(page, 'moderator');
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Complaints' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    await page.getByLabel('Reason').selectOption('privacy');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/reason=privacy/);
    const row = page.getByTestId('complaint-row').filter({ hasText: marker.slice(0, 40) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Open');
    await expectAccessible(page, '/admin/complaints');
    await row.getByRole('link', { name: /^Open complaint \d+$/ }).click();

    // Everything stored: the text, who sent it, the reported profile as it was.
    await expect(page.getByRole('heading', { level: 1, name: /^Complaint \d+/ })).toBeVisible();
    await expect(page.getByText(marker)).toBeVisible();
    await expect(page.getByText('Vera Visitor', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reported profile' })).toBeVisible();
    await expect(page.getByText(`profile ${profileId}`)).toBeVisible();
    await expectAccessible(page, '/admin/complaints/[id]');

    // Handled, with a note: saved, shown in the history with who did it.
    await page.getByLabel('Status', { exact: true }).selectOption('handled');
    await page.getByLabel('Add a note').fill('Checked the profile: nothing asks for bank details any more.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    const history = page.getByTestId('complaint-history');
    await expect(history).toContainText('Status changed from Open to Handled');
    await expect(history).toContainText('Checked the profile: nothing asks for bank details any more.');
    await expect(history).toContainText('moderator@heartline.local');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Handled');

    // No longer among the open ones; listed under handled.
    await page.getByRole('link', { name: 'Back to the complaints' }).click();
    await page.getByLabel('Reason').selectOption('privacy');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('complaint-row').filter({ hasText: marker.slice(0, 40) })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('handled');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('complaint-row').filter({ hasText: marker.slice(0, 40) })).toHaveCount(1);

    // The mail health page of the same moderator.
    await page
      .getByRole('navigation', { name: 'Admin console' })
      .getByRole('link', { name: 'Mail health' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mail health' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Members with e-mail notices switched off' }),
    ).toBeVisible();
    await expectAccessible(page, '/admin/mail');
    await staffContext.close();
  });

  test('a provider’s hard bounce switches a member’s notices off with the reason; the moderator switches them on again', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await signUpMember(browser, {
      tag: 'bounce',
      namePrefix: 'Bounce',
      dateOfBirth: '1991-04-12',
    });
    const email = (await (await member.page.request.get('/api/user.php')).json()).email as string;

    // The provider reports a hard bounce for the member's address (signed as docs/api.md says).
    const res = await postMailEvents(member.page.request, [
      {
        id: `e2e-${Date.now()}`,
        type: 'bounce',
        bounce: 'hard',
        email,
        detail: '550 5.1.1 mailbox unknown',
        timestamp: new Date().toISOString(),
      },
    ]);
    expect(res.status(), await res.text()).toBe(200);
    expect(await res.json()).toMatchObject({ stored: 1, members: 1 });

    // The member sees why their e-mail notices stopped.
    await member.page.goto('/members');
    const alert = member.page.getByRole('region', { name: text('en', 'alerts.notificationsDisabledTitle') });
    await expect(alert).toContainText(text('en', 'alerts.notificationsDisabledReasons.bounce'));

    // The moderator finds the member and the event on the mail health page, and switches the
    // notices on again (the member wrote in that the address works).
    const staffContext = await browser.newContext();
    watchMissingMessages(staffContext);
    const page = await staffContext.newPage();
    await signInToConsole(page, 'moderator');
    await page.goto('/admin/mail');
    await expect(page.getByTestId('mail-event-row').filter({ hasText: email })).toContainText(
      '550 5.1.1 mailbox unknown',
    );
    const row = page.getByTestId('mail-member-row').filter({ hasText: email });
    await expect(row).toContainText('Bounce');
    await expectAccessible(page, '/admin/mail with rows');
    await row.getByRole('button', { name: 'Switch on again (Bounce)' }).click();
    await expect(page.getByTestId('mail-member-row').filter({ hasText: email })).toHaveCount(0);
    await staffContext.close();

    // The member's alert is gone.
    const user = await (await member.page.request.get('/api/user.php')).json();
    expect(user.notifications_disabled).toEqual([]);
    await member.page.reload();
    await expect(member.page.getByTestId('member-card').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    await member.context.close();
  });
});
