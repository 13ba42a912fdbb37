// /directdebit: the form's fields, every refusal of the server where it belongs (spec §5, §8),
// and the SMS code step, which with a package pays the order at once.
import { act, fireEvent, screen } from '@testing-library/react';
import { DirectDebitForm } from '@/components/payments/direct-debit-form';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { navigation } from '@/tests/setup/navigation-mocks';
import { resetSessionStore, useSessionStore } from '@/stores/session-store';
import { recordingApi, restoreRecordingApi, type RecordedRoute } from './support/recording-api';
import { fakeOrder } from './support/payment-fakes';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const sent = { status: 201, data: { request_id: 'r1', mobile_masked: '+31 6•••••678', expires_at: '2026-03-01T10:10:00Z' } };
const mandate = { method: 'directdebit', label: 'NL** **** **** 4300', created_at: '2026-03-01T10:00:00Z' };

function setup(routes: Record<string, RecordedRoute>, packageId: number | null = null) {
  const requests = recordingApi({ 'GET /directdebit.php': { status: 200, data: { mandate: null, pending: null } }, ...routes });
  renderWithProviders(<DirectDebitForm packageId={packageId} />, { user: testUser() });
  return requests;
}
// React Query hands results over on a timer (setTimeout 0); a few turns settle a request chain.
const flush = async () => {
  for (let i = 0; i < 4; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
};

function fill() {
  const values: Record<string, string> = {
    'Account holder': 'Anna de Vries',
    IBAN: 'NL91 ABNA 0417 1643 00',
    Street: 'Damrak',
    'House number': '1',
    'Postal code': '1012 LG',
    City: 'Amsterdam',
    'Mobile number': '+31 6 12345678',
  };
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => resetSessionStore());
afterEach(restoreRecordingApi);

describe('DirectDebitForm', () => {
  it('has the fields of the spec, and asks for each empty one without calling the server', async () => {
    const requests = setup({});
    for (const label of ['Account holder', 'IBAN', 'Street', 'House number', 'Postal code', 'City', 'Mobile number']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await flush();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(7);
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['iban_invalid', 422, 'IBAN'],
    ['iban_blocked', 403, 'IBAN'],
    ['mobile_invalid', 422, 'Mobile number'],
    ['mobile_blocked', 403, 'Mobile number'],
  ])('shows %s at its field', async (error, status, label) => {
    setup({ 'POST /directdebit.php': { status, data: { error } } });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await flush();
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(message.textContent).not.toBe('');
    expect(message.textContent).not.toContain('An error occurred');
  });

  it.each([
    ['direct_debit_limit', 409, 'Your limit for direct debit payments has been reached'],
    ['direct_debit_blocked', 403, 'Your account is blocked for direct debit payments'],
  ])('shows %s above the form', async (error, status, text) => {
    setup({ 'POST /directdebit.php': { status, data: { error } } });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await flush();
    expect(screen.getByTestId('directdebit-error')).toHaveTextContent(text);
  });

  it('sends the form, then confirms the SMS code; a wrong code says so with the tries left', async () => {
    let tries = 4;
    const requests = setup({
      'POST /directdebit.php': sent,
      'PUT /directdebit.php': () =>
        tries-- > 3
          ? { status: 422, data: { error: 'sms_code_invalid', tries_left: 3 } }
          : { status: 200, data: { mandate, order: null } },
    });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await flush();
    expect(requests.find((r) => r.method === 'POST')!.data).toEqual({
      holder: 'Anna de Vries',
      iban: 'NL91 ABNA 0417 1643 00',
      street: 'Damrak',
      house_number: '1',
      postal_code: '1012 LG',
      city: 'Amsterdam',
      mobile: '+31 6 12345678',
    });
    expect(screen.getByText('We sent a 6-digit code to +31 6•••••678.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '12a3456' } });
    expect(screen.getByLabelText('SMS code')).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    expect(screen.getByTestId('directdebit-error')).toHaveTextContent('3 tries left');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    expect(screen.getByTestId('directdebit-done')).toHaveTextContent('Direct debit is set up: NL** **** **** 4300.');
    expect(requests.filter((r) => r.method === 'PUT').at(-1)!.data).toEqual({ request_id: 'r1', code: '123456' });
  });

  it('goes back to the form when the code expired', async () => {
    setup({ 'POST /directdebit.php': sent, 'PUT /directdebit.php': { status: 410, data: { error: 'sms_code_expired' } } });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await flush();
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    expect(screen.getByTestId('directdebit-form')).toBeInTheDocument();
    expect(screen.getByTestId('directdebit-error')).not.toHaveTextContent('An error occurred');
  });

  it('with a package, the confirmed code pays the order and opens its result', async () => {
    useSessionStore.setState({ paymentCountry: 'NL' });
    const requests = setup(
      {
        'POST /directdebit.php': sent,
        'PUT /directdebit.php': { status: 200, data: { mandate, order: fakeOrder({ id: 77, status: 'pending' }) } },
      },
      3,
    );
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await flush();
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await flush();
    expect(requests.find((r) => r.method === 'PUT')!.data).toEqual({
      request_id: 'r1',
      code: '654321',
      package_id: 3,
      country: 'NL',
    });
    expect(navigation.intlRouter.push).toHaveBeenCalledWith('/transactions/77');
  });
});
