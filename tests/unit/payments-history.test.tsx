// /transactions (orders, ledger with reasons, returning unused credits) and
// /credits/repeat-order (one step; a stored mandate charges without a redirect; the failed
// recurring card message of spec §8).
import { act, fireEvent, screen } from '@testing-library/react';
import { TransactionsView } from '@/components/payments/transactions-view';
import { RepeatOrder } from '@/components/payments/repeat-order';
import { queryKeys } from '@/lib/api-client/keys';
import type { User } from '@/lib/schemas/user';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { recordingApi, restoreRecordingApi, type RecordedRoute } from './support/recording-api';
import { fakeOrder, fakePackage } from './support/payment-fakes';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const flush = async () => {
  for (let i = 0; i < 4; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
};
afterEach(restoreRecordingApi);

const paidOrder = fakeOrder({
  status: 'paid',
  paid_at: '2026-03-01T10:05:00Z',
  refundable: { credits: 100, amount_cents: 4165, until: '2026-03-15T10:05:00Z' },
});
const entry = (id: number, delta: number, balance_after: number, reason: string) => ({
  id,
  delta,
  balance_after,
  reason,
  ref_type: null,
  ref_id: null,
  created_at: '2026-03-01T10:00:00Z',
});

describe('TransactionsView', () => {
  const routes: Record<string, RecordedRoute> = {
    'GET /transactions.php': {
      status: 200,
      data: {
        balance: 130,
        paid_user: true,
        orders: [paidOrder, fakeOrder({ id: 40, status: 'failed' })],
        ledger: [entry(3, -10, 130, 'message'), entry(2, 120, 140, 'purchase'), entry(1, 20, 20, 'signup')],
      },
    },
  };

  it('lists the orders with their state and the ledger with its reasons', async () => {
    recordingApi(routes);
    renderWithProviders(<TransactionsView />, { user: testUser({ paid_user: true, credits: 130 }) });
    await flush();
    expect(screen.getByTestId('transactions-balance')).toHaveTextContent('Your balance: 130 credits');
    const orders = screen.getByTestId('orders');
    expect(orders).toHaveTextContent('Order 41: 120 credits');
    expect(orders).toHaveTextContent('Paid');
    expect(orders).toHaveTextContent('Failed');
    expect(screen.getAllByRole('link', { name: 'Details' })[0]).toHaveAttribute('href', '/transactions/41');
    const ledger = screen.getByTestId('ledger');
    expect(ledger).toHaveTextContent('Message');
    expect(ledger).toHaveTextContent('-10');
    expect(ledger).toHaveTextContent('Purchase');
    expect(ledger).toHaveTextContent('+120');
    expect(ledger).toHaveTextContent('Signup bonus');
  });

  it('returns unused credits of a paid order within the refund period, and updates the balance', async () => {
    const requests = recordingApi({
      ...routes,
      'POST /refund.php': {
        status: 200,
        data: {
          order: { ...paidOrder, status: 'partially_refunded', refundable: null },
          refund: { credits: 100, amount_cents: 4165, currency: 'EUR', status: 'refunded' },
          balance: 30,
        },
      },
    });
    const { queryClient } = renderWithProviders(<TransactionsView />, { user: testUser({ paid_user: true, credits: 130 }) });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Return 100 unused credits (€41.65)' }));
    await flush();
    expect(requests.find((r) => r.method === 'POST')!.data).toEqual({ order_id: 41 });
    expect(screen.getByRole('status')).toHaveTextContent('100 credits returned; €41.65 will be paid back.');
    expect(queryClient.getQueryData<User>(queryKeys.user)!.credits).toBe(30);
  });

  it('says why a refund is refused', async () => {
    recordingApi({ ...routes, 'POST /refund.php': { status: 409, data: { error: 'refund_period_over', refund_days: 14 } } });
    renderWithProviders(<TransactionsView />, { user: testUser({ paid_user: true }) });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: /Return 100 unused credits/ }));
    await flush();
    expect(screen.getByRole('alert')).not.toHaveTextContent('An error occurred');
  });
});

describe('RepeatOrder', () => {
  const info = (mandate: boolean) => ({
    status: 200,
    data: {
      order: fakeOrder({ status: 'paid' }),
      package: fakePackage(),
      mandate: mandate ? { method: 'creditcard', label: 'Visa •••• 4242', created_at: '2026-03-01T10:00:00Z' } : null,
    },
  });

  it('charges the stored card without a redirect and opens the result', async () => {
    const requests = recordingApi({
      'GET /repeat-order.php': info(true),
      'POST /repeat-order.php': { status: 201, data: { order: fakeOrder({ id: 50, status: 'paid' }), redirect_url: null } },
    });
    renderWithProviders(<RepeatOrder />, { user: testUser({ paid_user: true }) });
    await flush();
    expect(screen.getByTestId('repeat-order')).toHaveTextContent('It is charged to Visa •••• 4242 without leaving this page.');
    fireEvent.click(screen.getByRole('button', { name: 'Buy 120 credits for €49.99' }));
    await flush();
    expect(requests.find((r) => r.method === 'POST')!.data).toEqual({});
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/transactions/50');
  });

  it("shows the spec's message when the stored card fails, with the way to pay by hand", async () => {
    recordingApi({
      'GET /repeat-order.php': info(true),
      'POST /repeat-order.php': { status: 402, data: { error: 'recurring_card_failed', order_id: 51 } },
    });
    renderWithProviders(<RepeatOrder />, { user: testUser({ paid_user: true }) });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Buy 120 credits for €49.99' }));
    await flush();
    expect(screen.getByTestId('repeat-error')).toHaveTextContent(
      'The payment with your stored card failed. Enter your card details manually, or pay with another card or PayPal.',
    );
    expect(screen.getByRole('link', { name: 'Choose a payment method' })).toHaveAttribute('href', '/credits/3');
  });

  it('says when there is nothing to repeat', async () => {
    recordingApi({ 'GET /repeat-order.php': { status: 200, data: { order: null, package: null, mandate: null } } });
    renderWithProviders(<RepeatOrder />, { user: testUser() });
    await flush();
    expect(screen.getByTestId('repeat-none')).toHaveTextContent('You have no paid order to repeat yet.');
  });
});
