import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoManager } from '@/components/profile/photo-manager';
import { useOwnProfile } from '@/lib/api-client/profile';
import { queryKeys } from '@/lib/api-client/keys';
import type { OwnProfileDetail } from '@/lib/schemas/profile';
import { renderWithProviders } from '@/tests/setup/render';
import { recordingApi as fakeApi, restoreRecordingApi as restoreApi } from './support/recording-api';
import { testOwnProfile } from './support/own-profile-detail';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

function Harness() {
  const { data } = useOwnProfile();
  return data ? <PhotoManager profile={data} /> : null;
}

const photo = (id: number, status: string, main = false) => ({
  id,
  filename: `f${id}.jpg`,
  thumb_filename: `t${id}.jpg`,
  status,
  main,
});

const withPhotos = (photos: ReturnType<typeof photo>[], extra: Partial<OwnProfileDetail> = {}) =>
  testOwnProfile({
    photos,
    main_image: photos.find((p) => p.main)
      ? { filename: 'f', thumb_filename: 't', status: photos.find((p) => p.main)!.status }
      : null,
    ...extra,
  });

function renderManager(profile: OwnProfileDetail) {
  return renderWithProviders(<Harness />, {
    settings: { cdn_prefix: '/media/' },
    queryData: [[queryKeys.ownProfile, profile]],
  });
}

const tiles = () => screen.getAllByTestId('own-photo');

afterEach(restoreApi);

describe('PhotoManager', () => {
  it('marks the main photo and pending ones as awaiting approval', () => {
    renderManager(withPhotos([photo(1, 'active', true), photo(2, 'pending')]));
    expect(screen.getByText('2 of 3 photos')).toBeInTheDocument();
    const [first, second] = tiles();
    expect(within(first).getByText('Main photo')).toBeInTheDocument();
    expect(within(first).queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Make main photo' })).not.toBeInTheDocument();
    expect(within(second).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Your photo 2' })).toHaveAttribute('src', '/media/t2.jpg');
    expect(screen.getByText(/visible only to you until our team has checked them/)).toBeInTheDocument();
  });

  it('makes a photo the main one', async () => {
    const requests = fakeApi({
      'PUT /photos.php': { status: 200, data: withPhotos([photo(1, 'active'), photo(2, 'pending', true)]) },
    });
    renderManager(withPhotos([photo(1, 'active', true), photo(2, 'pending')]));
    await userEvent.click(within(tiles()[1]).getByRole('button', { name: 'Make main photo' }));
    await waitFor(() => expect(within(tiles()[1]).getByText('Main photo')).toBeInTheDocument());
    expect(requests[0]).toMatchObject({ method: 'PUT', data: { id: 2, main: true } });
  });

  it('deletes only after confirming', async () => {
    const requests = fakeApi({
      'DELETE /photos.php': { status: 200, data: withPhotos([photo(2, 'pending')]) },
    });
    renderManager(withPhotos([photo(1, 'active', true), photo(2, 'pending')]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this photo?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'DELETE', params: { id: 1 } });
  });

  it('offers no upload at the limit and tells free members about premium', () => {
    renderManager(withPhotos([photo(1, 'active', true), photo(2, 'active'), photo(3, 'active')]));
    expect(screen.queryByRole('button', { name: 'Upload a photo' })).not.toBeInTheDocument();
    expect(screen.getByText(/reached the limit of 3 photos/)).toHaveTextContent(
      'Premium members can keep up to 25 photos.',
    );
  });

  it('uploads a file and shows the server’s refusal', async () => {
    const requests = fakeApi({ 'POST /photos.php': { status: 422, data: { error: 'photo_invalid' } } });
    const { container } = renderManager(withPhotos([]));
    expect(screen.getByText(/no photos yet/)).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('#photo-upload-input')!;
    await userEvent.upload(input, new File(['not an image'], 'x.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a photo we can use.');
    expect(requests[0].method).toBe('POST');
    expect(requests[0].data).toBeInstanceOf(FormData);
    expect((requests[0].data as FormData).get('photo')).toBeInstanceOf(File);
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const requests = fakeApi({});
    const { container } = renderManager(withPhotos([]));
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await userEvent.upload(container.querySelector<HTMLInputElement>('#photo-upload-input')!, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is too large (at most 10 MB).');
    expect(requests).toHaveLength(0);
  });
});
