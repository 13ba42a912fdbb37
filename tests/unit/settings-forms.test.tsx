// Settings: the change-password and change-e-mail forms, every validation message and refusal.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm } from '@/components/settings/change-password-form';
import { ChangeEmailForm } from '@/components/settings/change-email-form';
import { http } from '@/lib/api-client/http';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { answer, bodyOf, restoreHttp } from './support/http-answers';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

afterEach(restoreHttp);

describe('ChangePasswordForm', () => {
  const fill = async (old: string, next: string, confirm: string) => {
    if (old) await userEvent.type(screen.getByLabelText('Current password'), old);
    if (next) await userEvent.type(screen.getByLabelText('New password'), next);
    if (confirm) await userEvent.type(screen.getByLabelText('Repeat the new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };
  const render = () => renderWithProviders(<ChangePasswordForm />, { user: testUser() });

  it('asks for the old password, the length rule and matching new passwords, sending nothing', async () => {
    const adapter = answer({ status: 200, data: { ok: true } });
    http.defaults.adapter = adapter;
    render();
    await fill('', 'short', 'other');
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('The new passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('says "Check old password" when the server refuses the old password', async () => {
    http.defaults.adapter = answer({ status: 400, data: { error: 'old_password_wrong' } });
    render();
    await fill('wrong-old-pw', 'new-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check old password');
  });

  it.each([
    ['account_blocked', 'Too many incorrect attempts, account blocked for 9 min'],
    ['login_throttled', 'Too many failed logins from your network. Please try again in 9 min.'],
  ])('shows the login limit %s, which guesses here count towards', async (error, text) => {
    http.defaults.adapter = answer({ status: 429, data: { error, minutes: 9 } });
    render();
    await fill('wrong-old-pw', 'new-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('sends the three fields, confirms and empties the form', async () => {
    const adapter = answer({ status: 200, data: { ok: true } });
    http.defaults.adapter = adapter;
    render();
    await fill('old-password', 'new-password', 'new-password');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Other devices have been logged out.',
    );
    expect(adapter.mock.calls[0][0].url).toMatch(/password\.php$/);
    expect(bodyOf(adapter)).toEqual({
      old_password: 'old-password',
      password: 'new-password',
      password_confirm: 'new-password',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('ChangeEmailForm', () => {
  const fill = async (email: string, password: string) => {
    if (email) await userEvent.type(screen.getByLabelText('New e-mail address'), email);
    if (password) await userEvent.type(screen.getByLabelText('Your password'), password);
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
  };
  const render = () => renderWithProviders(<ChangeEmailForm hours={24} />, { user: testUser() });

  it('says "E-mail invalid" and asks for the password, sending nothing', async () => {
    const adapter = answer({ status: 200 });
    http.defaults.adapter = adapter;
    render();
    await fill('anna@', '');
    expect(await screen.findByText('E-mail invalid')).toBeInTheDocument();
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(adapter).not.toHaveBeenCalled();
  });

  it.each([
    ['email_duplicate', 409, 'E-mail duplicate: another account already uses this address.'],
    ['password_wrong', 400, 'Check your password'],
    ['email_unchanged', 409, 'This already is your e-mail address.'],
    ['email_change_limit', 429, 'Too many confirmation e-mails sent, please try again tomorrow.'],
  ])('shows %s', async (code, status, text) => {
    http.defaults.adapter = answer({ status, data: { error: code } });
    render();
    await fill('new@example.test', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a server-side "e-mail invalid" (422) shows the same message', async () => {
    http.defaults.adapter = answer({
      status: 422,
      data: { error: 'invalid_input', issues: [{ path: 'email', message: 'email_invalid' }] },
    });
    render();
    await fill('new@example.test', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail invalid');
  });

  it('sends the new address and the password, then says where the link went', async () => {
    const adapter = answer({ status: 200, data: { sent: true, email: 'new@example.test' } });
    http.defaults.adapter = adapter;
    render();
    await fill('New@Example.test', 'secret-password');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to new@example.test. Your address changes as soon as you click it (within 24 hours).',
    );
    expect(bodyOf(adapter)).toEqual({ email: 'new@example.test', password: 'secret-password' });
  });
});
