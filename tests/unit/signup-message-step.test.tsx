// The message step (signup started from a member): its validation and the draft.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageStep } from '@/components/signup/message-step';
import { SignupFlow } from '@/components/signup/signup-flow';
import { renderWithProviders } from '@/tests/setup/render';
import { resetSignupStore, useSignupStore } from '@/stores/signup-store';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const mia = {
  id: 12,
  name: 'Mia',
  main_image: { filename: 'm.jpg', thumb_filename: 'm_t.jpg', status: 'active' },
};
beforeEach(() => resetSignupStore());

describe('MessageStep', () => {
  it('asks for a message before going on', async () => {
    const onNext = vi.fn();
    renderWithProviders(<MessageStep target={mia} onNext={onNext} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first.');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('refuses a message longer than the site’s message_length', async () => {
    renderWithProviders(<MessageStep target={mia} onNext={vi.fn()} />, { settings: { message_length: 10 } });
    await userEvent.type(screen.getByLabelText('Your message to Mia'), 'Hello there Mia');
    expect(screen.getByText('15 / 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message may have at most 10 characters.',
    );
  });

  it('keeps the message in the draft and goes on', async () => {
    const onNext = vi.fn();
    renderWithProviders(<MessageStep target={mia} onNext={onNext} />);
    await userEvent.type(screen.getByLabelText('Your message to Mia'), 'Hi Mia!');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNext).toHaveBeenCalled();
    expect(useSignupStore.getState().draft.signup_message).toBe('Hi Mia!');
  });
});

describe('SignupFlow from a member page', () => {
  it('starts at the message, then the form, and can go back', async () => {
    renderWithProviders(<SignupFlow pageTarget={mia} />);
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 1 of 5');
    expect(document.querySelector('img')).toHaveAttribute('src', 'm_t.jpg');
    await userEvent.type(screen.getByLabelText('Your message to Mia'), 'Hi Mia!');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 2 of 5');
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
    expect(useSignupStore.getState().target).toEqual(mia);
    await userEvent.click(screen.getByRole('button', { name: 'Back to your message to Mia' }));
    expect(screen.getByLabelText('Your message to Mia')).toHaveValue('Hi Mia!');
  });

  it('a plain /signup page drops a target left from an earlier visit', () => {
    useSignupStore.setState({ target: mia });
    renderWithProviders(<SignupFlow pageTarget={null} />);
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
    expect(screen.getByTestId('step-counter')).toHaveTextContent('Step 1 of 4');
    expect(useSignupStore.getState().target).toBeNull();
  });
});
