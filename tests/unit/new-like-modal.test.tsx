// The new-like / match modal (spec §2, §4): caption, photo (image-pressed), one action button
// with the caller's text emitting the profile id, close icon, backdrop; without a profile it
// fetches an automatic like and reloads the likes 500 ms later.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { NewLikeModal } from '@/components/likes/new-like-modal';
import { http } from '@/lib/api-client/http';
import { queryKeys } from '@/lib/api-client/keys';
import type { LikeProfile } from '@/lib/schemas/likes';
import { renderWithProviders, testUser } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const eva: LikeProfile = {
  id: 42,
  name: 'Eva',
  age: 29,
  country: 'NL',
  city: 'Delft',
  is_fictional: true,
  main_image: 'https://cdn.test/t42.jpg',
};

const originalAdapter = http.defaults.adapter;
let requests: InternalAxiosRequestConfig[];
function answer(status: number, data: unknown) {
  requests = [];
  http.defaults.adapter = vi.fn<AxiosAdapter>(async (config) => {
    requests.push(config);
    return { data, status, statusText: '', headers: {}, config };
  });
}
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.useRealTimers();
});

function setup(props: Partial<Parameters<typeof NewLikeModal>[0]> = {}) {
  const handlers = { onAction: vi.fn(), onImagePress: vi.fn(), onClose: vi.fn(), onAutoLike: vi.fn() };
  const result = renderWithProviders(
    <NewLikeModal profile={eva} actionText="Like back" {...handlers} {...props} />,
    {
      user: testUser(),
    },
  );
  return { ...handlers, ...result };
}

describe('NewLikeModal with a profile', () => {
  beforeEach(() => answer(500, null));

  it('shows the caption "New like!", the photo and the name', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'New like!' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText('Eva, 29')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/t42.jpg');
    expect(requests).toHaveLength(0);
  });

  it('says "It\'s a match!" as the match variant', () => {
    setup({ variant: 'match', actionText: 'Send a message' });
    expect(screen.getByRole('dialog', { name: "It's a match!" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a message' })).toBeInTheDocument();
  });

  it('emits image-pressed with the id when the photo is clicked', () => {
    const { onImagePress, onAction } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Open the profile of Eva' }));
    expect(onImagePress).toHaveBeenCalledWith(42);
    expect(onAction).not.toHaveBeenCalled();
  });

  it("has one action button with the caller's text that emits the profile id", () => {
    const { onAction } = setup({ actionText: 'Say hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Say hello' }));
    expect(onAction).toHaveBeenCalledWith(42);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('closes with the close icon, Escape and the backdrop', () => {
    const { onClose, onAction } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(2);
    // The backdrop area is the .modal element around the dialog box.
    const backdrop = document.querySelector('.modal') as HTMLElement;
    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(onAction).not.toHaveBeenCalled();
  });
});

describe('NewLikeModal without a profile (auto-like)', () => {
  it('fetches an automatic like, shows it, and reloads the likes after 500 ms', async () => {
    vi.useFakeTimers();
    answer(200, eva);
    const { onAutoLike, queryClient } = setup({ profile: undefined });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // Let the request settle without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('dialog', { name: 'New like!' })).toBeInTheDocument();
    expect(requests[0].url).toBe('/auto-like.php');
    expect(onAutoLike).toHaveBeenCalledWith(eva);
    act(() => vi.advanceTimersByTime(499));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.likes });
  });

  it('shows nothing and closes when no auto-like is due (204)', async () => {
    answer(204, '');
    const { onClose } = setup({ profile: undefined });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
