import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StayOffer } from '@/components/account-deletion/stay-offer';
import { DeleteAccountForm } from '@/components/account-deletion/delete-account-form';
import { queryKeys } from '@/lib/api-client/keys';
import { renderWithProviders, testUser } from '@/tests/setup/render';
import { recordingApi as fakeApi, restoreRecordingApi as restoreApi } from './support/recording-api';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const code = { code: 'STAY-ABCDEFGHJK', value_percentage: '25.0', expires: '2030-06-15T12:00:00.000Z' };

afterEach(restoreApi);

const nav = async () => (await import('@/tests/setup/navigation-mocks')).navigation;

describe('StayOffer (delete_discount)', () => {
  it('offers the site’s percentage and shows the personal code once accepted', async () => {
    const requests = fakeApi({ 'POST /delete-discount.php': { status: 200, data: code } });
    renderWithProviders(<StayOffer offer={{ percentage: 25, code: null, available: true }} />);
    expect(
      screen.getByRole('heading', { name: 'Stay and get 25% off your next credits' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay and get my discount' }));
    expect(await screen.findByText('STAY-ABCDEFGHJK')).toBeInTheDocument();
    expect(
      screen.getByText(/25% off your next credit purchase\. It is valid once, until June 15, 2030\./),
    ).toBeInTheDocument();
    // The code travels with the link; /credits checks it and applies it (payments).
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits?code=STAY-ABCDEFGHJK');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/delete-discount.php', data: {} }),
    ]);
  });

  it('shows an earlier code instead of a new offer', () => {
    renderWithProviders(<StayOffer offer={{ percentage: 25, code, available: false }} />);
    expect(screen.getByText('STAY-ABCDEFGHJK')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stay and get my discount' })).not.toBeInTheDocument();
  });

  it('offers nothing where the site has no delete_discount or the offer was used', () => {
    const { container, unmount } = renderWithProviders(
      <StayOffer offer={{ percentage: 0, code: null, available: false }} />,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    const used = renderWithProviders(<StayOffer offer={{ percentage: 25, code: null, available: false }} />);
    expect(used.container).toBeEmptyDOMElement();
  });

  it('explains a refusal', async () => {
    fakeApi({ 'POST /delete-discount.php': { status: 409, data: { error: 'delete_discount_used' } } });
    renderWithProviders(<StayOffer offer={{ percentage: 25, code: null, available: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stay and get my discount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already used this offer.');
  });
});

describe('DeleteAccountForm', () => {
  it('asks for the password before sending anything', async () => {
    const requests = fakeApi({});
    renderWithProviders(<DeleteAccountForm />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your password.');
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('says so when the password is wrong and stays on the page', async () => {
    fakeApi({ 'POST /account-delete.php': { status: 400, data: { error: 'password_wrong' } } });
    renderWithProviders(<DeleteAccountForm />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Your password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect((await nav()).intlRouter.replace).not.toHaveBeenCalled();
  });

  it('deletes, forgets the member and goes to /account-deleted', async () => {
    const requests = fakeApi({ 'POST /account-delete.php': { status: 200, data: { deleted: true } } });
    const { queryClient } = renderWithProviders(<DeleteAccountForm />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Your password'), 'secret-pw');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const navigation = await nav();
    await waitFor(() => expect(navigation.intlRouter.replace).toHaveBeenCalledWith('/account-deleted'));
    expect(requests[0].data).toEqual({ password: 'secret-pw' });
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
  });

  it('shows the offer to stay after the password confirmed it, and deletes anyway on request', async () => {
    const offer = { percentage: 25, code: null, available: true };
    const requests = fakeApi({
      'POST /account-delete.php': (req) =>
        (req.data as { decline_offer?: boolean }).decline_offer
          ? { status: 200, data: { deleted: true } }
          : { status: 200, data: { deleted: false, offer } },
    });
    const { queryClient } = renderWithProviders(<DeleteAccountForm />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Your password'), 'secret-pw');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByRole('heading', { name: 'Stay and get 25% off your next credits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay and get my discount' })).toBeInTheDocument();
    const navigation = await nav();
    expect(navigation.intlRouter.replace).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.user)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account anyway' }));
    await waitFor(() => expect(navigation.intlRouter.replace).toHaveBeenCalledWith('/account-deleted'));
    expect(requests.map((r) => r.data)).toEqual([
      { password: 'secret-pw' },
      { password: 'secret-pw', decline_offer: true },
    ]);
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
  });

  it('explains a stay offer taken before any deletion attempt', async () => {
    fakeApi({ 'POST /delete-discount.php': { status: 403, data: { error: 'delete_attempt_required' } } });
    renderWithProviders(<StayOffer offer={{ percentage: 25, code: null, available: true }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stay and get my discount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirm the deletion with your password first; then you can take the offer.',
    );
  });
});
