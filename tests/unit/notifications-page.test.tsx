// /notifications: settings form and the disabled reasons (explained, re-enable, bounce asks to
// check the address); the unsubscribe page's button.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisabledReasons } from '@/components/notifications/disabled-reasons';
import { NotificationSettingsForm } from '@/components/notifications/notification-settings-form';
import { UnsubscribeConfirm } from '@/components/notifications/unsubscribe-confirm';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import type { NotificationsState } from '@/lib/schemas/notifications';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { useAlertsStore } from '@/stores/alerts-store';
import { answer, bodyOf, restoreHttp } from './support/http-answers';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

afterEach(restoreHttp);

const state = (over: Partial<NotificationsState> = {}): NotificationsState => ({
  settings: { messages: true, likes: true, news: false },
  disabled: [],
  email: 'anna@example.test',
  ...over,
});

const render = (ui: React.ReactElement, s: NotificationsState) =>
  renderWithProviders(ui, {
    user: testUser({ notifications_disabled: s.disabled }),
    queryData: [[queryKeys.notifications, s]],
  });

describe('NotificationSettingsForm', () => {
  it('shows the stored settings as labelled switches and saves changes', async () => {
    const adapter = answer({
      status: 200,
      data: state({ settings: { messages: false, likes: true, news: true } }),
    });
    http.defaults.adapter = adapter;
    render(<NotificationSettingsForm />, state());
    const messages = screen.getByRole('switch', { name: 'New messages' });
    expect(messages).toBeChecked();
    expect(screen.getByRole('switch', { name: 'News and offers' })).not.toBeChecked();
    await userEvent.click(messages);
    await userEvent.click(screen.getByRole('switch', { name: 'News and offers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your notification settings have been saved.',
    );
    expect(adapter.mock.calls[0][0].method).toBe('put');
    expect(bodyOf(adapter)).toEqual({ messages: false, likes: true, news: true });
  });

  it('says so when saving fails', async () => {
    // PUT is idempotent, so the client retries 5xx answers: no waiting between tries here.
    http.defaults['axios-retry'] = { retryDelay: () => 0 };
    const adapter = answer({ status: 500, data: { error: 'server_error' } });
    http.defaults.adapter = adapter;
    render(<NotificationSettingsForm />, state());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later');
    expect(adapter).toHaveBeenCalledTimes(6);
  });
});

describe('DisabledReasons', () => {
  it('renders nothing while e-mails are on', () => {
    const { container } = render(<DisabledReasons />, state());
    expect(container).toBeEmptyDOMElement();
  });

  it('explains each reason', () => {
    render(<DisabledReasons />, state({ disabled: ['spam_complaint', 'bounce', 'unsubscribe'] }));
    expect(screen.getByRole('region', { name: 'E-mails are switched off' })).toBeInTheDocument();
    expect(screen.getByText('You marked one of our e-mails as spam')).toBeInTheDocument();
    expect(screen.getByText('Our e-mails to anna@example.test could not be delivered')).toBeInTheDocument();
    expect(screen.getByText('You unsubscribed')).toBeInTheDocument();
  });

  it('for a bounce asks to check the address, or to change it in the settings', async () => {
    const adapter = answer({ status: 200, data: state() });
    http.defaults.adapter = adapter;
    useAlertsStore.getState().dismiss('notificationsDisabled');
    render(<DisabledReasons />, state({ disabled: ['bounce'] }));
    expect(screen.getByRole('link', { name: 'Change my e-mail address' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'anna@example.test is correct, switch e-mails back on' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('E-mails are switched on again.');
    expect(bodyOf(adapter)).toEqual({ reason: 'bounce' });
    // A later disable shows its alert again.
    expect(useAlertsStore.getState().dismissedAt.notificationsDisabled).toBeUndefined();
  });

  it('re-enables an unsubscribe with one click', async () => {
    const adapter = answer({ status: 200, data: state() });
    http.defaults.adapter = adapter;
    render(<DisabledReasons />, state({ disabled: ['unsubscribe'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch e-mails back on' }));
    await waitFor(() => expect(bodyOf(adapter)).toEqual({ reason: 'unsubscribe' }));
  });
});

describe('UnsubscribeConfirm', () => {
  it('unsubscribes only on the click, then confirms with a way back', async () => {
    const adapter = answer({ status: 200, data: { unsubscribed: true } });
    http.defaults.adapter = adapter;
    renderWithProviders(<UnsubscribeConfirm token="7.sig" already={false} />);
    expect(adapter).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(screen.getByRole('link', { name: 'notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(bodyOf(adapter)).toEqual({ token: '7.sig' });
  });

  it('shows "Link expired or invalid" when the server refuses the token', async () => {
    http.defaults.adapter = answer({ status: 400, data: { error: 'link_invalid' } });
    renderWithProviders(<UnsubscribeConfirm token="bad" already={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired or invalid');
  });
});
