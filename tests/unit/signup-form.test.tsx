// The signup form: every validation message, server refusals, the draft in sessionStorage.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupForm } from '@/components/signup/signup-form';
import { SignupFlow } from '@/components/signup/signup-flow';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { resetSignupStore, SIGNUP_STORE_KEY, useSignupStore } from '@/stores/signup-store';
import { fakeApi, type FakeApi } from './support/signup-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

let api: FakeApi | undefined;
beforeEach(() => resetSignupStore());
afterEach(() => api?.restore());

function renderForm(props: Partial<Parameters<typeof SignupForm>[0]> = {}) {
  const handlers = { onSignedUp: vi.fn(), onClosed: vi.fn(), onGoToLogin: vi.fn(), ...props };
  const result = renderWithProviders(<SignupForm {...handlers} />, {
    settings: { geoip_selected_country: 'BE' },
  });
  return { ...result, ...handlers };
}

async function fill(
  values: Partial<Record<'email' | 'name' | 'password' | 'dob', string>> = {},
  choose = true,
) {
  const v = {
    email: 'anna@example.test',
    name: 'Anna',
    password: 'long enough',
    dob: '1990-06-15',
    ...values,
  };
  if (v.email) await userEvent.type(screen.getByLabelText('E-mail address'), v.email);
  if (v.name) await userEvent.type(screen.getByLabelText('Username'), v.name);
  if (v.password) await userEvent.type(screen.getByLabelText('Password'), v.password);
  if (v.dob) await chooseDate(v.dob);
  if (choose) {
    await userEvent.click(screen.getByLabelText('a woman'));
    await userEvent.click(screen.getByLabelText('men'));
  }
}

/** Picks YYYY-MM-DD in the day, month and year selects; an empty part is left unchosen. */
async function chooseDate(iso: string) {
  const [year, month, day] = iso.split('-');
  const group = within(screen.getByRole('group', { name: 'Date of birth' }));
  if (day) await userEvent.selectOptions(group.getByLabelText('Day'), day);
  if (month) await userEvent.selectOptions(group.getByLabelText('Month'), month);
  if (year) await userEvent.selectOptions(group.getByLabelText('Year'), year);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign up for free' }));

describe('SignupForm validation', () => {
  it('labels every field', () => {
    renderForm();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    const dob = within(screen.getByRole('group', { name: 'Date of birth' }));
    expect(dob.getAllByRole('combobox').map((c) => c.getAttribute('aria-label') ?? c.id)).toEqual([
      'signup-dob-day',
      'signup-dob-month',
      'signup-dob-year',
    ]);
    expect(screen.getByRole('group', { name: 'I am' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Looking for' })).toBeInTheDocument();
  });

  it('shows every message of an empty form in alerts, and sends nothing', async () => {
    api = fakeApi({});
    renderForm();
    await submit();
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual([
      'Invalid email',
      'Your username needs at least 2 characters.',
      'Your password needs at least 8 characters.',
      'Invalid date of birth',
      'Choose whether you are a man or a woman.',
      'Choose whom you are looking for.',
    ]);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it.each([
    [{ email: 'anna@nowhere' }, 'Invalid email'],
    [
      { email: 'anna@example.test', name: 'anna@example.test' },
      'Your username may not be your e-mail address.',
    ],
    [{ name: '@anna' }, 'Your username may not start with @.'],
    [{ password: 'short' }, 'Your password needs at least 8 characters.'],
    [{ dob: '-06-15' }, 'Invalid date of birth'],
    [{ dob: '1990--15' }, 'Invalid date of birth'],
  ])('says what is wrong with %j', async (values, message) => {
    api = fakeApi({});
    renderForm();
    await fill(values);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.calls).toEqual([]);
  });
});

describe('SignupForm submit', () => {
  it('sends the account with tracking, locale, country and the target’s message', async () => {
    api = fakeApi({
      'POST /signup.php': {
        status: 201,
        data: { user: testUser({ status: 'not_confirmed' }), signup_message_delivered: true },
      },
    });
    useSignupStore.setState({
      target: { id: 42, name: 'Mia', main_image: null },
      tracking: { network: 'adnet', sub1: 'x' },
    });
    useSignupStore.getState().setDraft({ signup_message: 'Hi Mia' });
    const { onSignedUp } = renderForm();
    await fill();
    await submit();
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(api.calls[0].data).toEqual({
      email: 'anna@example.test',
      name: 'Anna',
      password: 'long enough',
      date_of_birth: '1990-06-15',
      gender: 'female',
      interest: 'men',
      profile_id: 42,
      signup_message: 'Hi Mia',
      tracking: { network: 'adnet', sub1: 'x' },
      locale: 'en',
      country: 'BE',
    });
  });

  it('answers a taken e-mail with links to log in and reset the password, nothing more', async () => {
    api = fakeApi({ 'POST /signup.php': { status: 409, data: { error: 'email_taken' } } });
    const { onGoToLogin, onSignedUp } = renderForm();
    await fill();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'An account with this e-mail address already exists. Log in or reset your password.',
    );
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    await userEvent.click(screen.getAllByRole('link', { name: 'Log in' })[0]);
    expect(onGoToLogin).toHaveBeenCalled();
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('maps the server’s field issues onto the fields', async () => {
    api = fakeApi({
      'POST /signup.php': {
        status: 422,
        data: {
          error: 'invalid_input',
          issues: [{ path: 'date_of_birth', code: 'custom', message: 'too_young' }],
        },
      },
    });
    renderForm();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must be at least 18 years old to sign up.',
    );
  });

  it('reports the rate limit', async () => {
    api = fakeApi({
      'POST /signup.php': { status: 429, data: { error: 'signup_rate_limited', minutes: 12 } },
    });
    renderForm();
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 12 min.');
  });

  it('hands closed signups (403 signups_closed) to the flow', async () => {
    api = fakeApi({ 'POST /signup.php': { status: 403, data: { error: 'signups_closed' } } });
    const { onClosed } = renderForm();
    await fill();
    await submit();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
  });

  it('marks the signup in progress while the request runs', async () => {
    let release: (v: unknown) => void = () => undefined;
    api = fakeApi({
      'POST /signup.php': () =>
        new Promise(
          (r) =>
            (release = () => r({ status: 201, data: { user: testUser(), signup_message_delivered: false } })),
        ),
    });
    renderForm();
    await fill();
    await submit();
    await waitFor(() => expect(useSignupStore.getState().submitting).toBe(true));
    expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
    await act(async () => release(undefined));
    await waitFor(() => expect(useSignupStore.getState().submitting).toBe(false));
  });
});

describe('the signup draft', () => {
  it('is written to sessionStorage (not localStorage) as the visitor types, without the password', async () => {
    renderForm();
    await fill({}, false);
    const saved = sessionStorage.getItem(SIGNUP_STORE_KEY)!;
    const stored = JSON.parse(saved);
    expect(stored.state.draft).toMatchObject({
      email: 'anna@example.test',
      name: 'Anna',
      date_of_birth: '1990-06-15',
    });
    expect(stored.state.draft).not.toHaveProperty('password');
    expect(saved).not.toContain('long enough');
    // In memory the form still has it.
    expect(useSignupStore.getState().draft.password).toBe('long enough');
    expect(localStorage.getItem(SIGNUP_STORE_KEY)).toBeNull();
  });

  it('survives a re-mount: a reloaded page gets the fields back from sessionStorage, but not the password', async () => {
    const first = renderForm();
    await fill({}, false);
    const saved = sessionStorage.getItem(SIGNUP_STORE_KEY)!;
    first.unmount();

    // A reload: the in-memory store starts empty and only the tab's sessionStorage remains.
    resetSignupStore();
    expect(useSignupStore.getState().draft.email).toBe('');
    sessionStorage.setItem(SIGNUP_STORE_KEY, saved);
    await act(async () => useSignupStore.persist.rehydrate());

    renderForm();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('anna@example.test');
    expect(screen.getByLabelText('Username')).toHaveValue('Anna');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    const dob = within(screen.getByRole('group', { name: 'Date of birth' }));
    expect(dob.getByLabelText('Day')).toHaveValue('15');
    expect(dob.getByLabelText('Month')).toHaveValue('06');
    expect(dob.getByLabelText('Year')).toHaveValue('1990');
  });

  it('keeps the password typed on this page when the stored draft is read again', async () => {
    renderForm();
    await fill({}, false);
    sessionStorage.setItem(
      SIGNUP_STORE_KEY,
      JSON.stringify({ state: { draft: { email: 'other@example.test', password: 'planted' } }, version: 0 }),
    );
    await act(async () => useSignupStore.persist.rehydrate());
    expect(useSignupStore.getState().draft).toMatchObject({
      email: 'other@example.test',
      password: 'long enough',
    });
  });

  it('is cleared after a successful signup', async () => {
    api = fakeApi({
      'POST /signup.php': { status: 201, data: { user: testUser(), signup_message_delivered: false } },
    });
    useSignupStore.setState({ tracking: { ref: 'r' } });
    renderWithProviders(<SignupFlow />);
    await fill();
    await submit();
    await waitFor(() => expect(useSignupStore.getState().draft.email).toBe(''));
    expect(useSignupStore.getState().draft.password).toBe('');
    expect(useSignupStore.getState().tracking).toEqual({});
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_STORE_KEY)!).state.draft).not.toHaveProperty('password');
    expect(useSignupStore.getState().withMessage).toBe(false);
  });

  it('remembers that the signup began with a message, for the progress after it', async () => {
    api = fakeApi({
      'POST /signup.php': { status: 201, data: { user: testUser(), signup_message_delivered: true } },
    });
    renderWithProviders(<SignupFlow pageTarget={{ id: 3, name: 'Mia', main_image: null }} />);
    await userEvent.type(screen.getByLabelText('Your message to Mia'), 'Hello Mia');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await fill();
    await submit();
    await waitFor(() => expect(useSignupStore.getState().withMessage).toBe(true));
    expect(useSignupStore.getState().draft.signup_message).toBe('');
  });
});
