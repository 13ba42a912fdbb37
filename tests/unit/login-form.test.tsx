import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { AbstractIntlMessages } from 'next-intl';
import { LoginForm } from '@/components/accounts/login-form';
import { loginTexts } from '@/components/accounts/login-texts';
import { http } from '@/lib/api-client/http';
import { renderWithProviders, testTranslate, testUser } from '@/tests/setup/render';
import { settle, type Reply } from './support/axios-reply';

// The page translates the form's strings on the server (login/page.tsx).
const texts = loginTexts(testTranslate());

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const nlPath = path.join(process.cwd(), 'messages/nl.json');
const hasNl = fs.existsSync(nlPath);

function answer(reply: Reply) {
  return vi.fn(async (config: InternalAxiosRequestConfig) => settle(config, reply));
}

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  delete http.defaults['axios-retry'];
});

async function fillAndSubmit(
  email = 'anna@example.test',
  password = 'secret-pw',
  labels = { email: 'E-mail address', password: 'Password', submit: 'Log in' },
) {
  await userEvent.type(screen.getByLabelText(labels.email), email);
  await userEvent.type(screen.getByLabelText(labels.password), password);
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('LoginForm', () => {
  it('labels its fields', () => {
    http.defaults.adapter = answer({ status: 200 });
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={vi.fn()} />);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('an empty submit asks for both fields and sends nothing', async () => {
    const adapter = answer({ status: 200, data: testUser() });
    http.defaults.adapter = adapter;
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail address and password.');
    expect(adapter).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('a missing password also sends nothing', async () => {
    const adapter = answer({ status: 200, data: testUser() });
    http.defaults.adapter = adapter;
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'anna@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail address and password.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(adapter).not.toHaveBeenCalled();
  });

  it('shows "Login failed" for a 401 login_failed', async () => {
    http.defaults.adapter = answer({ status: 401, data: { error: 'login_failed' } });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={onLoggedIn} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed, please try again');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('says a banned account is banned, with the link to the ban page, and stays on the form (403 account_banned)', async () => {
    http.defaults.adapter = answer({
      status: 403,
      data: { error: 'account_banned', ban_page: '/pages/ban' },
    });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={onLoggedIn} />);
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account has been banned.');
    expect(screen.getByRole('link', { name: 'Read why and what you can do.' })).toHaveAttribute(
      'href',
      '/pages/ban',
    );
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows the block duration for a 429 account_blocked', async () => {
    http.defaults.adapter = answer({ status: 429, data: { error: 'account_blocked', minutes: 15 } });
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many incorrect attempts, account blocked for 15 min',
    );
  });

  it('shows the network throttle (429 login_throttled) with its minutes', async () => {
    http.defaults.adapter = answer({ status: 429, data: { error: 'login_throttled', minutes: 12 } });
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed logins from your network. Please try again in 12 min.',
    );
  });

  it.skipIf(!hasNl)('shows the same errors in Dutch', async () => {
    const nl = JSON.parse(fs.readFileSync(nlPath, 'utf8')) as AbstractIntlMessages & {
      login: Record<string, string>;
      errors: Record<string, string>;
    };
    http.defaults.adapter = answer({ status: 429, data: { error: 'account_blocked', minutes: 15 } });
    renderWithProviders(<LoginForm texts={loginTexts(testTranslate('nl', nl))} onLoggedIn={vi.fn()} />, {
      locale: 'nl',
      messages: nl,
    });
    await fillAndSubmit(
      'anna@example.test',
      'secret-pw',
      nl.login as { email: string; password: string; submit: string },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(nl.errors.account_blocked.replace('{minutes}', '15'));
    expect(alert).toHaveTextContent(/15 min/);
    expect(alert).not.toHaveTextContent('Too many incorrect attempts');
  });

  it.skipIf(!hasNl)('shows login_failed in Dutch', async () => {
    const nl = JSON.parse(fs.readFileSync(nlPath, 'utf8')) as AbstractIntlMessages & {
      login: Record<string, string>;
      errors: Record<string, string>;
    };
    http.defaults.adapter = answer({ status: 401, data: { error: 'login_failed' } });
    renderWithProviders(<LoginForm texts={loginTexts(testTranslate('nl', nl))} onLoggedIn={vi.fn()} />, {
      locale: 'nl',
      messages: nl,
    });
    await userEvent.type(screen.getByLabelText(nl.login.email), 'anna@example.test');
    await userEvent.type(screen.getByLabelText(nl.login.password), 'secret-pw');
    await userEvent.click(screen.getByRole('button', { name: nl.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(nl.errors.login_failed);
    expect(nl.errors.login_failed).not.toBe('Login failed, please try again');
  });

  it('shows a generic error for a server failure', async () => {
    http.defaults.adapter = answer({ status: 500, data: '<html>oops</html>' });
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later');
  });

  it('says so when offline', async () => {
    http.defaults['axios-retry'] = { retryDelay: () => 0 };
    http.defaults.adapter = answer('network');
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/offline/);
  });

  it('on success posts the credentials and calls onLoggedIn (the member’s pages then load afresh)', async () => {
    const user = testUser({ email: 'anna@example.test' });
    const adapter = answer({ status: 200, data: user });
    http.defaults.adapter = adapter;
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('anna@example.test', 'secret-pw');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));

    expect(adapter).toHaveBeenCalledTimes(1);
    const config = adapter.mock.calls[0][0];
    expect(config.method).toBe('post');
    expect(config.url).toMatch(/user\.php$/);
    expect(JSON.parse(config.data as string)).toEqual({ email: 'anna@example.test', password: 'secret-pw' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears an earlier error when the next attempt succeeds', async () => {
    http.defaults.adapter = answer({ status: 401, data: { error: 'login_failed' } });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={onLoggedIn} />);
    await fillAndSubmit();
    await screen.findByRole('alert');
    http.defaults.adapter = answer({ status: 200, data: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('works by keyboard: type, Tab, Enter submits', async () => {
    const adapter = answer({ status: 200, data: testUser() });
    http.defaults.adapter = adapter;
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={onLoggedIn} />);

    await userEvent.tab();
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
    await userEvent.keyboard('anna@example.test');
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('secret-pw{Enter}');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(JSON.parse(adapter.mock.calls[0][0].data as string)).toEqual({
      email: 'anna@example.test',
      password: 'secret-pw',
    });
  });

  it('the show-password toggle is a labelled button that reveals the password', async () => {
    http.defaults.adapter = answer({ status: 200 });
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables the button while logging in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    http.defaults.adapter = vi.fn(async (config: InternalAxiosRequestConfig) => {
      await gate;
      return settle(config, { status: 200, data: testUser() });
    });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm texts={texts} onLoggedIn={onLoggedIn} />);
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    release();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
