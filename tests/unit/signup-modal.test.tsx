// The signup modal: opened from anywhere, not closable by Escape or backdrop once signup is in
// progress, closed by signupClosed and by going to login; it keeps the landing URL's tracking.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupLink, SignupModal } from '@/components/signup/signup-modal';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation, setPathname } from '@/tests/setup/navigation-mocks';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

beforeEach(() => {
  resetSignupStore();
  window.history.replaceState(null, '', '/');
});

const dialog = () => screen.queryByRole('dialog');
const open = (target: Parameters<ReturnType<typeof useSignupStore.getState>['openSignup']>[0] = {}) =>
  act(() => useSignupStore.getState().openSignup(target));

describe('SignupModal', () => {
  it('opens from a SignupLink (a real link to /signup without JavaScript)', async () => {
    renderWithProviders(
      <>
        <SignupLink className="btn">Join</SignupLink>
        <SignupModal />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Join' });
    expect(link).toHaveAttribute('href', '/signup');
    await userEvent.click(link);
    expect(await screen.findByRole('dialog', { name: 'Sign up for free' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  });

  it('closes on Escape and on the backdrop while nothing is filled in', async () => {
    renderWithProviders(<SignupModal />);
    await open();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(useSignupStore.getState().modalOpen).toBe(false));

    await open();
    await screen.findByRole('dialog');
    fireEvent.click(document.querySelector('.modal')!);
    await waitFor(() => expect(useSignupStore.getState().modalOpen).toBe(false));
  });

  it('does not close on Escape or the backdrop once the visitor has started', async () => {
    renderWithProviders(<SignupModal />);
    await open();
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'a');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    fireEvent.click(document.querySelector('.modal')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(useSignupStore.getState().modalOpen).toBe(true);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not close while the signup request runs: the close button is disabled', async () => {
    renderWithProviders(<SignupModal />);
    await open();
    await screen.findByRole('dialog');
    act(() => useSignupStore.getState().setSubmitting(true));
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    expect(useSignupStore.getState().modalOpen).toBe(true);
  });

  it('closes on signupClosed, keeping the draft', async () => {
    renderWithProviders(<SignupModal />);
    await open();
    await userEvent.type(await screen.findByLabelText('Username'), 'Anna');
    act(() => useSignupStore.getState().signupClosed());
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(useSignupStore.getState().draft.name).toBe('Anna');
  });

  it('closes when the visitor goes to login, by its link or by landing on /login', async () => {
    const { rerender } = renderWithProviders(<SignupModal />);
    await open();
    await userEvent.type(await screen.findByLabelText('Username'), 'Anna');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(useSignupStore.getState().modalOpen).toBe(false));

    await open();
    setPathname('/de/login');
    rerender(<SignupModal />);
    await waitFor(() => expect(useSignupStore.getState().modalOpen).toBe(false));
  });

  it('starts with the message step when opened for a member', async () => {
    renderWithProviders(<SignupModal />);
    await open({ target: { id: 9, name: 'Mia', main_image: null } });
    expect(await screen.findByRole('dialog', { name: 'Write to Mia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your message to Mia')).toBeInTheDocument();
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 1 of');
  });

  it('shows nothing to a logged-in member', async () => {
    renderWithProviders(<SignupModal />, { user: testUser() });
    await open();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('explains that signups are closed instead of showing the form', async () => {
    renderWithProviders(<SignupModal />, { settings: { signups: 'none' } });
    await open();
    expect(await screen.findByText('Signups are closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
  });

  it('with signups only from a traffic source: closed without one, open with network or ref', async () => {
    renderWithProviders(<SignupModal />, { settings: { signups: 'trafficsource' } });
    await open();
    expect(await screen.findByText('Signups are closed')).toBeInTheDocument();
    act(() => useSignupStore.getState().captureTracking({ ref: 'partner' }));
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
  });

  it('keeps the landing URL’s tracking parameters in the draft', async () => {
    window.history.replaceState(null, '', '/?network=adnet&sub2=b&other=x');
    renderWithProviders(<SignupModal />);
    await waitFor(() => expect(useSignupStore.getState().tracking).toEqual({ network: 'adnet', sub2: 'b' }));
    expect(navigation.router.push).not.toHaveBeenCalled();
  });
});
