// The send footer: length counter, send (button and Enter), ?text= prefill, ?gift=1 picker,
// gift picker with prices, photo picker, gif search.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SendFooter } from '@/components/chat/send-footer';
import type { ChatGift, GifResult } from '@/components/chat/types';
import { renderWithProviders } from '@/tests/setup/render';

// The footer's behaviour is under test here, not the lazy loading (E2E opens the loaded pickers):
// the pickers render at once instead of after their chunks arrive.
vi.mock('@/components/chat/lazy-pickers', async () => ({
  GiftPicker: (await import('@/components/chat/gift-picker')).GiftPicker,
  PhotoPicker: (await import('@/components/chat/photo-picker')).PhotoPicker,
  GifSearchPopover: (await import('@/components/chat/gif-search-popover')).GifSearchPopover,
}));
vi.mock('next/navigation', async () => (await import('@/tests/setup/navigation-mocks')).nextNavigationMock());
vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/setup/navigation-mocks')).i18nNavigationMock(),
);

const gifts: ChatGift[] = [
  { id: 1, slug: 'rose', image: '/gifts/rose.svg', credits: 10 },
  { id: 2, slug: 'diamond', image: '/gifts/diamond.svg', credits: 1 },
];
const gif: GifResult = {
  id: 'wave',
  url: '/gifs/wave.gif',
  preview_url: '/gifs/wave.gif',
  width: 80,
  height: 80,
  title: 'Wave',
};

function setup(overrides: Partial<Parameters<typeof SendFooter>[0]> = {}) {
  const props = {
    maxLength: 10,
    gifts,
    photos: [{ id: 5, url: '/u/5.jpg' }],
    photoCredits: 2,
    searchGifs: vi.fn(async () => [gif]),
    onSendText: vi.fn(async () => true),
    onSendGift: vi.fn(),
    onSendPhoto: vi.fn(),
    onSendGif: vi.fn(),
    onTyping: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<SendFooter {...props} />);
  return props;
}

const textarea = () => screen.getByRole('textbox', { name: 'Your message' });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('SendFooter', () => {
  it('counts characters against message_length and refuses to send a too long or empty text', () => {
    const props = setup();
    expect(send()).toBeDisabled();
    fireEvent.change(textarea(), { target: { value: '   ' } });
    expect(send()).toBeDisabled();
    fireEvent.change(textarea(), { target: { value: '12345678901' } });
    expect(screen.getByTestId('length-counter')).toHaveTextContent('11 / 10');
    expect(textarea()).toHaveAttribute('aria-invalid', 'true');
    expect(send()).toBeDisabled();
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(props.onSendText).not.toHaveBeenCalled();
    expect(props.onTyping).toHaveBeenCalled();
  });

  it('sends the trimmed text with the button and with Enter, then clears the field', async () => {
    const props = setup();
    fireEvent.change(textarea(), { target: { value: ' hi ' } });
    fireEvent.click(send());
    await waitFor(() => expect(textarea()).toHaveValue(''));
    expect(props.onSendText).toHaveBeenCalledWith('hi');
    fireEvent.change(textarea(), { target: { value: 'again' } });
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    await waitFor(() => expect(props.onSendText).toHaveBeenCalledWith('again'));
  });

  it('keeps the text when the send was refused', async () => {
    const props = setup({ onSendText: vi.fn(async () => false) });
    fireEvent.change(textarea(), { target: { value: 'hello' } });
    fireEvent.click(send());
    await waitFor(() => expect(props.onSendText).toHaveBeenCalled());
    expect(textarea()).toHaveValue('hello');
  });

  it('prefills ?text= and opens the gift picker for ?gift=1; picking a gift sends it', () => {
    const props = setup({ initialText: 'Icebreaker!', initialGiftPicker: true, maxLength: 100 });
    expect(textarea()).toHaveValue('Icebreaker!');
    const picker = screen.getByTestId('gift-picker');
    expect(within(picker).getByRole('button', { name: 'Send Rose for 10 credits' })).toBeInTheDocument();
    fireEvent.click(within(picker).getByRole('button', { name: 'Send Diamond for 1 credit' }));
    expect(props.onSendGift).toHaveBeenCalledWith(gifts[1]);
  });

  it('offers own photos with the photo price', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Send a photo' }));
    const picker = screen.getByTestId('photo-picker');
    expect(picker).toHaveTextContent('A photo costs 2 credits.');
    fireEvent.click(within(picker).getByRole('button', { name: 'Your photo 1' }));
    expect(props.onSendPhoto).toHaveBeenCalledWith({ id: 5, url: '/u/5.jpg' });
  });

  it('searches GIFs after typing and sends the picked one', async () => {
    vi.useFakeTimers();
    try {
      const props = setup();
      fireEvent.click(screen.getByRole('button', { name: 'Search for a GIF' }));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search GIFs' }), { target: { value: 'wave' } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
      });
      expect(props.searchGifs).toHaveBeenLastCalledWith('wave');
      fireEvent.click(screen.getByRole('button', { name: 'Wave' }));
      expect(props.onSendGif).toHaveBeenCalledWith(gif);
      expect(screen.queryByTestId('gif-search')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
