// /credits and the checkout: packages with tier, popular label and struck-through discount, the
// payment country in the session store, discount codes with the spec's refusals, and paying.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { PackagesShop } from '@/components/payments/packages-shop';
import { Checkout } from '@/components/payments/checkout';
import { LinkedCode } from '@/components/payments/linked-code';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { clearTimeBonus } from '@/stores/time-bonus';
import { recordingApi, restoreRecordingApi, type RecordedRoute } from './support/recording-api';
import { fakeMethods, fakeOrder, fakePackage, fakePackages } from './support/payment-fakes';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const assign = vi.fn();
beforeEach(() => {
  clearTimeBonus();
  resetSessionStore();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  restoreRecordingApi();
  vi.unstubAllGlobals();
  assign.mockReset();
});
// React Query hands results over on a timer (setTimeout 0); a few turns settle a request chain.
const flush = async () => {
  for (let i = 0; i < 4; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
};

const code = (c: string) => ({
  code: c,
  country: null,
  user_id: 7,
  expires: null,
  value_percentage: '20.0',
  currency: null,
  minimum_order_value: 0,
  status: 'active',
  validity: 'once-per-user',
  expired: false,
  paymentmethods: [],
});

function shop(routes: Record<string, RecordedRoute>) {
  const requests = recordingApi(routes);
  renderWithProviders(<PackagesShop mode="credits" loggedIn />, { user: testUser() });
  return requests;
}

describe('PackagesShop', () => {
  it('shows every package with its tier, the popular label, price per credit and savings, linking to checkout', async () => {
    shop({ 'GET /packages.php': { status: 200, data: fakePackages() } });
    await flush();
    const popular = screen.getByTestId('package-p2');
    expect(popular).toHaveTextContent('Popular');
    expect(popular).toHaveTextContent('120 credits');
    expect(popular).toHaveTextContent('€49.99');
    expect(popular).toHaveTextContent('€0.417 per credit');
    expect(popular).toHaveTextContent('Save 17%');
    expect(within(popular).getByRole('link')).toHaveAttribute('href', '/credits/3');
    expect(screen.getByTestId('package-p0')).not.toHaveTextContent('Popular');
  });

  it('keeps the payment country the server chose, and asks again with another one', async () => {
    const requests = shop({ 'GET /packages.php': (r) => ({ status: 200, data: fakePackages({ country: (r.params.country as string) ?? 'NL' }) }) });
    await flush();
    expect(useSessionStore.getState().paymentCountry).toBe('NL');
    fireEvent.change(screen.getByLabelText('Payment country'), { target: { value: 'PL' } });
    await flush();
    expect(useSessionStore.getState().paymentCountry).toBe('PL');
    expect(requests.at(-1)!.params).toEqual({ country: 'PL' });
  });

  it('shows the discount the server applied, the old price struck through', async () => {
    const discounted = fakePackages({
      packages: [fakePackage({ discount_cents: 1250, amount_cents: 3749 })],
      discount: { kind: 'code', code: 'STAY-AB12', value_percentage: '25.0', expires: null },
    });
    shop({ 'GET /packages.php': { status: 200, data: discounted } });
    await flush();
    expect(screen.getByTestId('applied-discount')).toHaveTextContent('Discount code STAY-AB12: 25% off');
    const card = screen.getByTestId('package-p2');
    expect(card.querySelector('del')).toHaveTextContent('€49.99');
    expect(card).toHaveTextContent('Instead of €49.99');
    expect(card).toHaveTextContent('€37.49');
  });

  it('shows the time bonus with its running countdown', async () => {
    useSessionStore.setState({
      timeBonus: { ...code('TIMEBONUS25'), value_percentage: '25.0', isVisible: true, countdownTimer: { hours: '02', minutes: '10', seconds: '05' } },
    });
    shop({
      'GET /packages.php': {
        status: 200,
        data: fakePackages({ discount: { kind: 'time_bonus', code: 'TIMEBONUS25', value_percentage: '25.0', expires: null, seconds_left: 7805 } }),
      },
    });
    await flush();
    expect(screen.getByTestId('applied-discount')).toHaveTextContent('Welcome bonus: 25% off every package, ends in 02:10:05');
  });

  it.each([
    ['code_not_found', 404, 'Code not found'],
    ['code_used', 409, 'Code already used'],
  ])('says %s for a refused code and keeps none', async (error, status, text) => {
    shop({
      'GET /packages.php': { status: 200, data: fakePackages() },
      'GET /discountcode.php': { status, data: { error } },
    });
    await flush();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(useSessionStore.getState().discountcode).toBeNull();
  });

  it('keeps an accepted code in the session store and asks for prices with it', async () => {
    const requests = shop({
      'GET /packages.php': { status: 200, data: fakePackages() },
      'GET /discountcode.php': { status: 200, data: code('SPRING20') },
    });
    await flush();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: ' spring20 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await flush();
    expect(requests.find((r) => r.url === '/discountcode.php')!.params).toEqual({ code: 'spring20', country: 'NL' });
    expect(useSessionStore.getState().discountcode?.code).toBe('SPRING20');
    expect(requests.filter((r) => r.url === '/packages.php').at(-1)!.params).toEqual({ country: 'NL', code: 'SPRING20' });
  });
});

describe('LinkedCode (/credits?code=, the STAY- offer)', () => {
  it('checks the code once and keeps it in the session store', async () => {
    const requests = recordingApi({ 'GET /discountcode.php': { status: 200, data: code('STAY-AB12') } });
    renderWithProviders(<LinkedCode code="STAY-AB12" />, { user: testUser() });
    await flush();
    expect(requests.filter((r) => r.url === '/discountcode.php')).toHaveLength(1);
    expect(useSessionStore.getState().discountcode?.code).toBe('STAY-AB12');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a linked code cannot be used', async () => {
    recordingApi({ 'GET /discountcode.php': { status: 409, data: { error: 'code_used' } } });
    renderWithProviders(<LinkedCode code="STAY-AB12" />, { user: testUser() });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('The code STAY-AB12 cannot be used here. Code already used');
    expect(useSessionStore.getState().discountcode).toBeNull();
  });
});

describe('Checkout', () => {
  const routes = (order: RecordedRoute): Record<string, RecordedRoute> => ({
    'GET /packages.php': { status: 200, data: fakePackages() },
    'GET /payment-methods.php': { status: 200, data: fakeMethods(['ideal', 'creditcard', 'directdebit']) },
    'POST /order.php': order,
  });

  it('shows the order overview with the VAT line and pays with the chosen method', async () => {
    const requests = recordingApi(
      routes({ status: 201, data: { order: fakeOrder(), redirect_url: '/test-checkout/tp_41' } }),
    );
    renderWithProviders(<Checkout packageId={3} method={null} />, { user: testUser() });
    await flush();
    expect(screen.getByTestId('order-summary')).toHaveTextContent('120 credits');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€49.99');
    expect(screen.getByTestId('order-summary')).toHaveTextContent('All prices include VAT.');
    const pay = screen.getByRole('button', { name: 'Pay €49.99' });
    expect(pay).toBeDisabled();
    fireEvent.click(screen.getByLabelText('iDEAL'));
    fireEvent.click(pay);
    await flush();
    expect(requests.find((r) => r.method === 'POST')!.data).toEqual({ package_id: 3, country: 'NL', method: 'ideal' });
    expect(assign).toHaveBeenCalledWith('/test-checkout/tp_41');
  });

  it('goes straight on to the provider with a method in the URL, once', async () => {
    const requests = recordingApi(
      routes({ status: 201, data: { order: fakeOrder(), redirect_url: 'https://pay.example/checkout/1' } }),
    );
    renderWithProviders(<Checkout packageId={3} method="creditcard" />, { user: testUser() });
    await flush();
    await flush();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(requests.find((r) => r.method === 'POST')!.data).toMatchObject({ method: 'creditcard' });
    expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1');
  });

  it('a charge without a redirect (stored mandate) opens the result page', async () => {
    recordingApi(routes({ status: 201, data: { order: fakeOrder({ id: 9, status: 'pending' }), redirect_url: null } }));
    renderWithProviders(<Checkout packageId={3} method="creditcard" />, { user: testUser() });
    await flush();
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/transactions/9');
  });

  it('direct debit goes to the direct-debit form with the package', async () => {
    const requests = recordingApi(routes({ status: 500 }));
    renderWithProviders(<Checkout packageId={3} method={null} />, { user: testUser() });
    await flush();
    fireEvent.click(screen.getByLabelText('SEPA Direct Debit'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €49.99' }));
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/directdebit?package=3');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows a refusal and stays on the page', async () => {
    recordingApi(routes({ status: 422, data: { error: 'method_unavailable' } }));
    renderWithProviders(<Checkout packageId={3} method={null} />, { user: testUser() });
    await flush();
    fireEvent.click(screen.getByLabelText('Card'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €49.99' }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('This payment method is not available');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay €49.99' })).toBeEnabled();
  });

  it('says so for a package that is not offered', async () => {
    recordingApi(routes({ status: 500 }));
    renderWithProviders(<Checkout packageId={99} method="ideal" />, { user: testUser() });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('This package is not offered.');
  });
});
