// The payment result page (spec §4): loading → pending (asks every 3 s, gives up after 2 min with a
// clear text) → completed (credits added, the top bar's user updated) or failed/cancelled with a
// retry by another method. The state comes from GET order.php only.
import { act, fireEvent, screen } from '@testing-library/react';
import { ORDER_GIVE_UP_MS, PaymentResult } from '@/components/payments/payment-result';
import { queryKeys } from '@/lib/api-client/keys';
import type { User } from '@/lib/schemas/user';
import type { OrderStatus } from '@/lib/api-client/payments-types';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { recordingApi, restoreRecordingApi, type RecordedRequest } from './support/recording-api';
import { fakeMethods, fakeOrder } from './support/payment-fakes';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

let status: OrderStatus;
let failure: 'recurring_card_failed' | null;
let requests: RecordedRequest[];
const assign = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  status = 'pending';
  failure = null;
  requests = recordingApi({
    'GET /order.php': () => ({
      status: 200,
      data: {
        order: fakeOrder({ status, failure }),
        balance: status === 'paid' ? 120 : 0,
        paid_user: status === 'paid',
      },
    }),
    'GET /payment-methods.php': { status: 200, data: fakeMethods() },
    'POST /order.php': (req) =>
      req.params.retry === 1
        ? { status: 201, data: { order: fakeOrder({ id: 42 }), redirect_url: '/test-checkout/tp_42' } }
        : { status: 500 },
  });
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  restoreRecordingApi();
  vi.unstubAllGlobals();
  assign.mockReset();
  vi.useRealTimers();
});

const orderCalls = () => requests.filter((r) => r.method === 'GET' && r.url === '/order.php');
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(1));
};

describe('PaymentResult', () => {
  it('shows loading first, then pending, asking the server every 3 s', async () => {
    renderWithProviders(<PaymentResult orderId={41} />, { user: testUser() });
    expect(screen.getByTestId('payment-loading')).toHaveTextContent('Loading your payment');
    await settle();
    expect(screen.getByTestId('payment-pending')).toHaveTextContent('Waiting for the confirmation of your payment');
    expect(orderCalls()[0].params).toEqual({ id: 41 });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(orderCalls()).toHaveLength(3);
  });

  it('says "credits added" when the server says paid, and updates the top bar user without reload', async () => {
    const { queryClient } = renderWithProviders(<PaymentResult orderId={41} />, { user: testUser() });
    await settle();
    status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await settle();
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('Payment received: 120 credits added');
    expect(screen.getByTestId('payment-completed')).toHaveTextContent('You are a premium member now');
    const user = queryClient.getQueryData<User>(queryKeys.user)!;
    expect(user.credits).toBe(120);
    expect(user.paid_user).toBe(true);
    // Final: no more questions.
    const asked = orderCalls().length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(orderCalls()).toHaveLength(asked);
  });

  it('gives up after 2 minutes with a clear text instead of spinning, and can check again', async () => {
    renderWithProviders(<PaymentResult orderId={41} />, { user: testUser() });
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(ORDER_GIVE_UP_MS));
    expect(screen.queryByTestId('payment-pending')).toBeNull();
    expect(screen.getByTestId('payment-pending-long')).toHaveTextContent('has not been confirmed yet');
    const asked = orderCalls().length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(orderCalls()).toHaveLength(asked);

    status = 'paid';
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await settle();
    expect(screen.getByTestId('payment-completed')).toBeInTheDocument();
  });

  it.each(['failed', 'canceled', 'expired'] as const)(
    'offers a retry with another method when the order is %s',
    async (s) => {
      status = s;
      renderWithProviders(<PaymentResult orderId={41} />, { user: testUser() });
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent('Payment failed or has been cancelled');
      const radios = screen.getAllByRole('radio');
      // The method that failed is offered last, and nothing is chosen for the member.
      expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['creditcard', 'paypal', 'ideal']);
      expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
      fireEvent.click(screen.getByLabelText('PayPal'));
      fireEvent.click(screen.getByRole('button', { name: 'Pay with this method' }));
      await settle();
      await settle();
      const post = requests.find((r) => r.method === 'POST' && r.url === '/order.php')!;
      expect(post.params).toEqual({ id: 41, retry: 1 });
      expect(post.data).toEqual({ method: 'paypal' });
      expect(assign).toHaveBeenCalledWith('/test-checkout/tp_42');
    },
  );

  it("shows the spec's message when a recurring card payment failed", async () => {
    status = 'failed';
    failure = 'recurring_card_failed';
    renderWithProviders(<PaymentResult orderId={41} />, { user: testUser() });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter your card details manually, or pay with another card or PayPal',
    );
  });

  it('says so when the order cannot be loaded', async () => {
    recordingApi({ 'GET /order.php': { status: 404, data: { error: 'order_not_found' } } });
    renderWithProviders(<PaymentResult orderId={41} />, { user: testUser() });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByTestId('payment-load-error')).toHaveTextContent('Your payment could not be loaded');
    expect(navigation.intlRouter.push).not.toHaveBeenCalled();
  });
});
