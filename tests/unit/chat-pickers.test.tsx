// The pickers beside the send footer, where chat-send-footer.test.tsx does not reach: no photos
// yet (a link to add some), no gifts, gif search without results or failing, closing.
import { act, fireEvent, screen } from '@testing-library/react';
import { GifSearchPopover } from '@/components/chat/gif-search-popover';
import { GiftPicker } from '@/components/chat/gift-picker';
import { PhotoPicker } from '@/components/chat/photo-picker';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

afterEach(() => vi.useRealTimers());

describe('PhotoPicker', () => {
  it('without own photos links to the profile to add some', () => {
    renderWithProviders(<PhotoPicker show photos={[]} credits={1} onHide={() => {}} onPick={() => {}} />);
    expect(screen.getByText('A photo costs 1 credit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add photos to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('closes with its labelled close button', () => {
    const onHide = vi.fn();
    renderWithProviders(<PhotoPicker show photos={[]} credits={2} onHide={onHide} onPick={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Send a photo' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onHide).toHaveBeenCalled();
  });
});

describe('GiftPicker', () => {
  it('says so when no gifts are available', () => {
    renderWithProviders(<GiftPicker show gifts={[]} onHide={() => {}} onPick={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Send a gift' })).toHaveTextContent(
      'No gifts are available right now.',
    );
  });

  it('shows a gift added after the translations by its slug, with its price', () => {
    const onPick = vi.fn();
    const gift = { id: 9, slug: 'unicorn', image: '/gifts/u.svg', credits: 4 };
    renderWithProviders(<GiftPicker show gifts={[gift]} onHide={() => {}} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send unicorn for 4 credits' }));
    expect(onPick).toHaveBeenCalledWith(gift);
  });
});

describe('GifSearchPopover', () => {
  const settle = () => act(() => vi.advanceTimersByTimeAsync(400));

  it('shows the featured GIFs first (empty query), then says when nothing is found', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async (q: string) =>
      q
        ? []
        : [
            {
              id: 'hi',
              url: '/gifs/hi.gif',
              preview_url: '/gifs/hi-s.gif',
              width: 1,
              height: 1,
              title: 'Hi',
            },
          ],
    );
    renderWithProviders(<GifSearchPopover search={search} onPick={() => {}} onClose={() => {}} />);
    await settle();
    expect(search).toHaveBeenCalledWith('');
    expect(screen.getByRole('button', { name: 'Hi' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search GIFs' }), { target: { value: 'zzz' } });
    await settle();
    expect(screen.getByText('No GIFs found.')).toBeInTheDocument();
  });

  it('debounces typing into one search', async () => {
    vi.useFakeTimers();
    const search = vi.fn(async () => []);
    renderWithProviders(<GifSearchPopover search={search} onPick={() => {}} onClose={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search GIFs' });
    fireEvent.change(box, { target: { value: 'd' } });
    fireEvent.change(box, { target: { value: 'da' } });
    fireEvent.change(box, { target: { value: 'dance' } });
    await settle();
    expect(search.mock.calls).toEqual([['dance']]);
  });

  it('shows an alert when the search fails, and closes with Escape', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithProviders(
      <GifSearchPopover
        search={async () => Promise.reject(new Error('down'))}
        onPick={() => {}}
        onClose={onClose}
      />,
    );
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The GIF search is not available right now.');
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search GIFs' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
