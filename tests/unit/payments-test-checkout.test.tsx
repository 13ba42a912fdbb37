// The test provider's checkout buttons: each posts its outcome to /api/test-checkout.php and then
// goes to the payment result the server names; a refusal shows the translated error, nothing else.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation, resetNavigation } from '../setup/navigation-mocks';
import { TestCheckoutButtons } from '@/app/[locale]/(empty)/test-checkout/[paymentId]/test-checkout-buttons';

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const outcomes = [
  { outcome: 'paid', label: 'Paid', variant: 'success' },
  { outcome: 'failed', label: 'Failed', variant: 'danger' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  resetNavigation();
});

describe('TestCheckoutButtons', () => {
  it('posts the outcome and goes to the result page', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ redirect_url: '/transactions/7' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(
      <TestCheckoutButtons
        paymentId="tst_0123456789abcdef"
        outcomes={outcomes}
        errorText="Something went wrong"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() => expect(navigation.intlRouter.push).toHaveBeenCalledWith('/transactions/7'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/test-checkout.php',
      expect.objectContaining({ method: 'POST' }),
    );
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ payment_id: 'tst_0123456789abcdef', outcome: 'paid' });
  });

  it('shows the error and stays when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'payment_final' }), { status: 409 })),
    );
    const user = userEvent.setup();
    render(
      <TestCheckoutButtons
        paymentId="tst_0123456789abcdef"
        outcomes={outcomes}
        errorText="Something went wrong"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Failed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(navigation.intlRouter.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Paid' })).toBeEnabled();
  });
});
