// The step progress indicator and the /complete-signup steps: photo, personal info, about me,
// push (skips itself without a service worker) and confirm e-mail.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepProgress } from '@/components/signup/step-progress';
import { CompleteSignupFlow, AFTER_SIGNUP_URL } from '@/components/signup/complete-signup-flow';
import { PhotoStep } from '@/components/signup/steps/photo-step';
import { PersonalStep } from '@/components/signup/steps/personal-step';
import { AboutStep } from '@/components/signup/steps/about-step';
import { ConfirmStep } from '@/components/signup/steps/confirm-step';
import { queryKeys } from '@/lib/api-client/keys';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { testOwnProfile } from './support/own-profile-detail';
import { fakeApi, type FakeApi } from './support/signup-api';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const member = testUser({ status: 'not_confirmed', email: 'new@example.test' });
const withProfile = (over = {}) => ({
  user: member,
  queryData: [
    [queryKeys.ownProfile, testOwnProfile({ about: '', hobbies: [], hair_color: null, ...over })],
  ] as [readonly unknown[], unknown][],
});

describe('StepProgress', () => {
  it('marks the current step with aria-current and says "Step 2 of 7"', () => {
    renderWithProviders(
      <StepProgress
        steps={['message', 'account', 'photo', 'location', 'personal', 'about', 'confirm']}
        current="account"
      />,
    );
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 2 of 7');
    const nav = screen.getByRole('navigation', { name: 'Signup progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('Your details');
    expect(items.filter((i) => i.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Message (done)');
  });
});

describe('CompleteSignupFlow', () => {
  it('walks photo → location → personal → about → confirm (no push without a service worker) and finishes', async () => {
    api = fakeApi({
      'PUT /profile.php': (c) => ({ status: 200, data: testOwnProfile(JSON.parse(String(c.data))) }),
      'GET /regions.php': { status: 200, data: [] },
      'GET /interests.php': { status: 200, data: [] },
    });
    renderWithProviders(<CompleteSignupFlow />, {
      ...withProfile(),
      settings: { visible_profile_fields: ['hair_color'], visible_profile_notes: ['about'] },
    });
    const counter = () => screen.getByTestId('step-counter');
    expect(counter()).toHaveTextContent('Step 2 of 6');
    expect(screen.getByRole('heading', { name: 'Add a photo' })).toBeInTheDocument();
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Where do you live?' })).toBeInTheDocument();
    expect(navigation.intlRouter.replace).toHaveBeenLastCalledWith('/complete-signup?step=location', {
      scroll: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'About me' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Step 6 of 6');
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(navigation.intlRouter.push).toHaveBeenCalledWith(AFTER_SIGNUP_URL);
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('counts the message step when the signup began with one', () => {
    useSignupStore.setState({ withMessage: true });
    try {
      renderWithProviders(<CompleteSignupFlow />, {
        ...withProfile(),
        settings: { visible_profile_fields: ['hair_color'], visible_profile_notes: ['about'] },
      });
      expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 3 of 7');
    } finally {
      resetSignupStore();
    }
  });

  it('resumes at the step in ?step=, and leaves out forms the site hides', () => {
    renderWithProviders(<CompleteSignupFlow initialStep="about" />, {
      ...withProfile(),
      settings: { visible_profile_fields: [], visible_profile_notes: [] },
    });
    // about is hidden on this site: the next step that applies is confirm.
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 4 of 4');
  });

  it('skips the push step on a device without a registered service worker', async () => {
    renderWithProviders(<CompleteSignupFlow initialStep="push" />, withProfile());
    expect(await screen.findByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
  });
});

describe('PhotoStep', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

  it('uploads the chosen photo and shows it pending', async () => {
    const uploaded = testOwnProfile({
      photos: [{ id: 1, filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'pending', main: true }],
    });
    api = fakeApi({
      'POST /photos.php': { status: 201, data: { photo: uploaded.photos[0], profile: uploaded } },
    });
    const onDone = vi.fn();
    renderWithProviders(<PhotoStep onDone={onDone} />, withProfile());
    await userEvent.upload(screen.getByLabelText('Choose a photo'), png());
    expect(await screen.findByAltText('Your photo')).toHaveAttribute('src', 'a_t.jpg');
    expect(screen.getByText('Waiting for approval')).toBeInTheDocument();
    expect(api.calls[0].data).toBeInstanceOf(FormData);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onDone).toHaveBeenCalled();
  });

  it.each([
    [{ status: 409, data: { error: 'photo_limit', max: 3 } }, 'You have reached the maximum of 3 photos.'],
    [{ status: 413, data: { error: 'photo_too_large' } }, 'This photo is too large.'],
    [{ status: 422, data: { error: 'photo_invalid' } }, 'This file is not a photo we can use.'],
  ])('explains a refused upload (%j)', async (reply, message) => {
    api = fakeApi({ 'POST /photos.php': reply });
    renderWithProviders(<PhotoStep onDone={vi.fn()} />, withProfile());
    await userEvent.upload(screen.getByLabelText('Choose a photo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('PersonalStep', () => {
  it('asks only the visible attributes and saves them with the chosen hobbies', async () => {
    api = fakeApi({
      'GET /interests.php': {
        status: 200,
        data: [
          { slug: 'wine', icon: 'droplet-half' },
          { slug: 'hiking', icon: 'person-walking' },
        ],
      },
      'PUT /profile.php': { status: 200, data: testOwnProfile() },
    });
    const onDone = vi.fn();
    renderWithProviders(<PersonalStep onDone={onDone} />, {
      ...withProfile(),
      settings: { visible_profile_fields: ['hair_color', 'body_type', 'hobbies'] },
    });
    expect(screen.queryByLabelText('Eye colour')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Hair colour'), 'Red');
    const hiking = await screen.findByRole('button', { name: 'Hiking' });
    expect(hiking).toHaveAttribute('aria-pressed', 'false');
    expect(hiking.querySelector('.bi-person-walking')).not.toBeNull();
    await userEvent.click(hiking);
    expect(hiking).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PUT')?.data).toEqual({
      hair_color: 'red',
      body_type: null,
      hobbies: ['hiking'],
    });
  });
});

describe('AboutStep', () => {
  it('saves the text, trimmed', async () => {
    api = fakeApi({ 'PUT /profile.php': { status: 200, data: testOwnProfile() } });
    const onDone = vi.fn();
    renderWithProviders(<AboutStep onDone={onDone} />, withProfile());
    await userEvent.type(
      screen.getByLabelText('Describe yourself in a few words.'),
      '  I like long walks.  ',
    );
    expect(screen.getByText('18 / 2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls[0].data).toEqual({ about: 'I like long walks.' });
  });

  it('refuses a text over the limit without sending it', async () => {
    api = fakeApi({});
    renderWithProviders(<AboutStep onDone={vi.fn()} />, withProfile({ about: 'x'.repeat(2001) }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please use at most 2000 characters.');
    expect(api.calls).toEqual([]);
  });
});

describe('ConfirmStep', () => {
  it('names the address, resends the mail and links to the settings', async () => {
    api = fakeApi({ 'POST /activate.php': { status: 200, data: { sent: true } } });
    renderWithProviders(<ConfirmStep onDone={vi.fn()} />, { user: member });
    expect(screen.getByText('new@example.test', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wrong address? Change it in your settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the mail again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a new link to new@example.test.',
    );
    expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/activate.php' });
  });

  it('says a signup message waits for the confirmation, only when there was one', () => {
    const held = 'Your message will be delivered as soon as you confirm your e-mail address.';
    const first = renderWithProviders(<ConfirmStep onDone={vi.fn()} />, { user: member });
    expect(screen.queryByText(held)).not.toBeInTheDocument();
    first.unmount();
    useSignupStore.setState({ withMessage: true });
    renderWithProviders(<ConfirmStep onDone={vi.fn()} />, { user: member });
    expect(screen.getByText(held)).toBeInTheDocument();
  });

  it('explains the hourly limit', async () => {
    api = fakeApi({
      'POST /activate.php': { status: 429, data: { error: 'activation_resend_limit', max: 3 } },
    });
    renderWithProviders(<ConfirmStep onDone={vi.fn()} />, { user: member });
    await userEvent.click(screen.getByRole('button', { name: 'Send the mail again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can request at most 3 mails per hour.');
  });

  it('says so when the address is already confirmed', () => {
    renderWithProviders(<ConfirmStep onDone={vi.fn()} />, { user: testUser({ status: 'confirmed' }) });
    expect(screen.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the mail again' })).not.toBeInTheDocument();
  });
});
