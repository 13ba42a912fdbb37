// The password reset forms: every message of spec §8 they can show, and what they send.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetRequestForm } from '@/components/recovery/reset-request-form';
import { ResetPasswordForm } from '@/components/recovery/reset-password-form';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { answer, bodyOf, restoreHttp } from './support/http-answers';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

afterEach(restoreHttp);

describe('ResetRequestForm (/reset-password)', () => {
  const submit = async (email: string) => {
    if (email) await userEvent.type(screen.getByLabelText('E-mail address'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  };

  it('refuses an invalid address before sending ("E-mail invalid")', async () => {
    const adapter = answer({ status: 200, data: { sent: true } });
    http.defaults.adapter = adapter;
    renderWithProviders(<ResetRequestForm hours={2} />);
    await submit('not-an-address');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail invalid');
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('says the per-network throttle with its minutes', async () => {
    http.defaults.adapter = answer({ status: 429, data: { error: 'reset_throttled', minutes: 42 } });
    renderWithProviders(<ResetRequestForm hours={2} />);
    await submit('nobody@example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from your network. Please try again in 42 min.',
    );
  });

  it('shows the daily limit message for a 429', async () => {
    http.defaults.adapter = answer({ status: 429, data: { error: 'reset_limit', max: 3 } });
    renderWithProviders(<ResetRequestForm hours={2} />);
    await submit('anna@example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset emails sent, please try again tomorrow',
    );
  });

  it('posts the address and says where the link went and for how long it works', async () => {
    const adapter = answer({ status: 200, data: { sent: true } });
    http.defaults.adapter = adapter;
    renderWithProviders(<ResetRequestForm hours={2} />);
    await submit('Anna@Example.test');
    // The same sentence whether the address has an account or not.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for anna@example.test, we sent it a link. It is valid for 2 hours.',
    );
    expect(adapter.mock.calls[0][0].url).toMatch(/password-reset\.php$/);
    expect(bodyOf(adapter)).toEqual({ email: 'anna@example.test' });
  });
});

describe('ResetPasswordForm (/reset-password/do)', () => {
  const fill = async (password: string, confirm: string) => {
    if (password) await userEvent.type(screen.getByLabelText('New password'), password);
    if (confirm) await userEvent.type(screen.getByLabelText('Repeat the new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  };

  it('shows the length rule and the mismatch, sending nothing', async () => {
    const adapter = answer({ status: 200, data: testUser() });
    http.defaults.adapter = adapter;
    renderWithProviders(<ResetPasswordForm token="tok" />);
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    await fill('short', 'short');
    expect(await screen.findByText('The password must be at least 8 characters long.')).toHaveAttribute(
      'role',
      'alert',
    );
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await fill('long-enough-1', 'long-enough-2');
    expect(await screen.findByText('The new passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('shows "Link expired or invalid" with a way to ask for a new link', async () => {
    http.defaults.adapter = answer({ status: 400, data: { error: 'link_invalid' } });
    renderWithProviders(<ResetPasswordForm token="tok" />);
    await fill('long-enough-1', 'long-enough-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Link expired or invalid');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('a server 422 shows the translated rule', async () => {
    http.defaults.adapter = answer({
      status: 422,
      data: { error: 'invalid_input', issues: [{ path: 'password', message: 'password_too_long' }] },
    });
    renderWithProviders(<ResetPasswordForm token="tok" />);
    await fill('long-enough-1', 'long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password can be at most 128 characters long.',
    );
  });

  it('sends token and passwords, stores the logged-in member and confirms', async () => {
    const user = testUser();
    const adapter = answer({ status: 200, data: user });
    http.defaults.adapter = adapter;
    const { queryClient } = renderWithProviders(<ResetPasswordForm token="the-token" />);
    await fill('long-enough-1', 'long-enough-1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed and you are logged in.',
    );
    expect(adapter.mock.calls[0][0].method).toBe('put');
    expect(bodyOf(adapter)).toEqual({
      token: 'the-token',
      password: 'long-enough-1',
      password_confirm: 'long-enough-1',
    });
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.user)).toEqual(user));
  });
});
