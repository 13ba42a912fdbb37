import sharp from 'sharp';
import { expect, test } from './fixtures';
import { newestMail } from './support/mail-flows';
import { MailboxPage } from './pages/mailbox-page';
import { SignupFlowPage, type SignupDetails } from './pages/signup-page';

// Signup through every step: a message to a member, the account, photo, location (the
// browser's position), personal info, about me, (push skips itself: no service worker yet),
// confirm e-mail; then the activation mail in /dev/mailbox, activation, status confirmed.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

function details(): SignupDetails {
  const id = unique();
  return {
    email: `e2e-signup-${id}@heartline.local`,
    name: `Newbie${id.slice(-5)}`,
    password: 'heartline-e2e-signup',
    dateOfBirth: '1991-03-14',
    gender: 'female',
    interest: 'men',
  };
}

/** A small real PNG, made here so no binary fixture is needed. */
async function png(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 180, g: 40, b: 120 } } })
    .png()
    .toBuffer();
}

test.describe('signup', () => {
  test.use({ geolocation: { latitude: 52.37, longitude: 4.9 }, permissions: ['geolocation'] });

  test('signs up from a member through every step, activates by mail and is confirmed', async ({ page }) => {
    const me = details();
    const flow = new SignupFlowPage(page);

    // A member to write to: the first profile on the home page.
    await page.goto('/');
    const href = await page.getByTestId('profile-grid').getByRole('link').first().getAttribute('href');
    const targetId = /\/members\/(\d+)/.exec(href ?? '')?.[1];
    expect(targetId, 'a profile on the home page').toBeTruthy();
    const targetName = (await page
      .getByTestId('profile-grid')
      .locator('.fw-semibold')
      .first()
      .textContent())!.trim();

    // Tracking parameters of the landing URL are kept until signup.
    await page.goto(`/members/${targetId}/signup?network=e2e-net&sub1=s1`);
    await expect(flow.heading('signup.page.titleTarget', { name: targetName })).toBeVisible();
    await flow.expectStep(1, 8);
    await flow.writeMessage(targetName, 'Hi! Your profile made me smile.');

    await flow.expectStep(2, 8);
    // Invalid input first: the messages of spec §5.
    // (A day and month without a year; too young is date-of-birth.spec.ts, on a fixed clock.)
    await flow.fillAccount({ ...me, name: me.email, dateOfBirth: '-01-01' });
    await flow.submitAccount();
    await expect(page.getByText(flow.t('signup.errors.name_is_email'))).toBeVisible();
    await expect(page.getByText(flow.t('signup.errors.date_of_birth_invalid'))).toBeVisible();

    // A reload keeps the draft (sessionStorage) and the message.
    await page.reload();
    await expect(page.getByLabel(flow.t('signup.message.field', { name: targetName }))).toHaveValue(
      'Hi! Your profile made me smile.',
    );
    await flow.button('signup.message.next').click();
    await expect(page.getByLabel(flow.t('signup.form.email'), { exact: true })).toHaveValue(me.email);

    await flow.fillAccount(me);
    await flow.submitAccount();

    // /complete-signup: photo.
    await expect(page).toHaveURL(/\/complete-signup/);
    await expect(flow.heading('signup.photo.title')).toBeVisible();
    await flow.expectStep(3, 8);
    await page
      .getByLabel(flow.t('signup.photo.choose'))
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByTestId('photo-preview')).toBeVisible();
    await expect(page.getByText(flow.t('signup.photo.pending'))).toBeVisible();
    await flow.button('signup.actions.next').click();

    // Location from the browser's position, geocoded offline.
    await expect(flow.heading('location.title')).toBeVisible();
    await flow.button('location.useMyLocation').click();
    await expect(page.getByRole('status')).toContainText('Noord-Holland');
    await expect(page.getByLabel(flow.t('location.region'))).toHaveValue('NH');
    await flow.button('signup.actions.next').click();

    // Personal info with a hobby icon.
    await expect(flow.heading('signup.personal.title')).toBeVisible();
    await page.getByLabel(flow.t('signup.personal.fields.hair_color')).selectOption({ label: 'Red' });
    const hiking = page.getByRole('button', { name: flow.t('interests.hiking') });
    await hiking.click();
    await expect(hiking).toHaveAttribute('aria-pressed', 'true');
    await flow.button('signup.actions.next').click();

    // About me.
    await expect(flow.heading('signup.about.title')).toBeVisible();
    await page.getByLabel(flow.t('signup.about.intro')).fill('I love long walks and good coffee.');
    await flow.button('signup.actions.next').click();

    // Push: the service worker is active, so the step is offered; skipped here (tests/e2e/push.spec.ts
    // turns notifications on). Confirm e-mail is the last step.
    await expect(flow.heading('signup.push.title')).toBeVisible();
    await flow.expectStep(7, 8);
    await flow.button('signup.actions.skip').click();
    await expect(flow.heading('signup.confirm.title')).toBeVisible();
    await flow.expectStep(8, 8);
    await expect(page.locator('main strong', { hasText: me.email })).toBeVisible();

    const profile = await (await page.request.get('/api/profile.php')).json();
    expect(profile).toMatchObject({
      country: 'NL',
      region: 'NH',
      hair_color: 'red',
      hobbies: ['hiking'],
      status: 'disabled',
    });
    expect(profile.about).toBe('I love long walks and good coffee.');
    const before = await (await page.request.get('/api/user.php')).json();
    expect(before).toMatchObject({ email: me.email, status: 'not_confirmed' });

    await flow.button('signup.confirm.finish').click();
    await expect(page).toHaveURL(/api_signup_complete=1/);

    // The activation mail in the developer mailbox.
    const mailbox = new MailboxPage(page);
    await newestMail(page.request, me.email);
    await mailbox.goto();
    await mailbox.open(me.email, flow.t('mail.activation.subject', { site: 'Heartline' }));
    await page.goto(await mailbox.link('/api/activate.php'));
    await expect(page).toHaveURL(/\/activate\/done/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(flow.t('activation.doneTitle'));

    const after = await (await page.request.get('/api/user.php')).json();
    expect(after.status).toBe('confirmed');
    expect(after.profile.status).toBe('active');
  });

  test('the modal: opened from the top bar, kept open by Escape once started, closed by going to login', async ({
    page,
    topBar,
  }) => {
    const flow = new SignupFlowPage(page, page.getByRole('dialog'));
    await page.goto('/');
    await topBar.root.getByRole('link', { name: flow.t('signup.cta') }).click();
    const dialog = page.getByRole('dialog', { name: flow.t('signup.modal.title') });
    await expect(dialog).toBeVisible();

    // Nothing typed: Escape closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page
      .getByRole('main')
      .getByRole('link', { name: flow.t('home.signupCta') })
      .click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(flow.t('signup.form.email'), { exact: true }).fill('someone@heartline.local');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeVisible();

    await dialog.getByRole('link', { name: flow.t('signup.form.login'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(dialog).toBeHidden();
  });

  test('refuses a duplicate e-mail without telling more, offering login and reset', async ({ page }) => {
    const flow = new SignupFlowPage(page);
    await page.goto('/signup');
    await flow.fillAccount({ ...details(), email: 'demo@heartline.local' });
    await flow.submitAccount();
    const alert = page.locator('#signup-email-error');
    await expect(alert).toHaveText(flow.t('signup.errors.email_taken').replace(/<\/?\w+>/g, ''));
    await expect(alert.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
